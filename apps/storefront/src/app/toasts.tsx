import { message } from 'antd';
import { useEffect } from 'react';
import { AntdScope } from '../components/antd-scope.tsx';
import { setToastInstance } from '../lib/toast.ts';

function Holder() {
  const [api, holder] = message.useMessage({ maxCount: 1 });
  useEffect(() => setToastInstance(api), [api]);
  return holder;
}

/** antd's message holder, in the theme; loaded with the first toast (lib/toast.ts). */
export function Toasts() {
  return (
    <AntdScope>
      <Holder />
    </AntdScope>
  );
}
