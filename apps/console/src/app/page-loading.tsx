import { Spin } from 'antd';

export const PageLoading = () => (
  <div style={{ padding: 80, textAlign: 'center' }}>
    <Spin size="large" />
  </div>
);
