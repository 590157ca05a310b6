import { SearchOutlined } from '@ant-design/icons';
import { Button, DatePicker, Form, Input, InputNumber, Select, Space } from 'antd';
import { CONSOLE_AUDIENCES } from '@mall/contracts';
import type dayjs from 'dayjs';
import { useTranslation } from 'react-i18next';

export interface AuditFilterForm {
  audience?: string;
  site_id?: number;
  call?: string;
  target_id?: string;
  range?: [dayjs.Dayjs, dayjs.Dayjs] | null;
}

/** The audit log's search form: who (audience, shop), what (call, target) and when. */
export function AuditFilters({ onSearch }: { onSearch: (v: AuditFilterForm) => void }) {
  const { t } = useTranslation('audit');
  const [form] = Form.useForm<AuditFilterForm>();
  return (
    <Form form={form} layout="inline" onFinish={onSearch} style={{ marginBottom: 16, rowGap: 12 }}>
      <Form.Item name="audience" label={t('audience')}>
        <Select
          allowClear
          style={{ width: 160 }}
          options={CONSOLE_AUDIENCES.map((a) => ({ value: a, label: t(`common:audience.${a}`) }))}
        />
      </Form.Item>
      <Form.Item name="site_id" label={t('shop')}>
        <InputNumber min={0} style={{ width: 110 }} />
      </Form.Item>
      <Form.Item
        name="call"
        label={t('call')}
        rules={[{ pattern: /^[a-z/_]{1,80}$/, message: t('callInvalid') }]}
      >
        <Input allowClear placeholder={t('callHint')} style={{ width: 200 }} />
      </Form.Item>
      <Form.Item name="target_id" label={t('target')}>
        <Input allowClear style={{ width: 120 }} maxLength={40} />
      </Form.Item>
      <Form.Item name="range" label={t('time')}>
        <DatePicker.RangePicker />
      </Form.Item>
      <Form.Item>
        <Space>
          <Button type="primary" htmlType="submit" icon={<SearchOutlined />}>
            {t('search')}
          </Button>
          <Button
            onClick={() => {
              form.resetFields();
              onSearch({});
            }}
          >
            {t('reset')}
          </Button>
        </Space>
      </Form.Item>
    </Form>
  );
}
