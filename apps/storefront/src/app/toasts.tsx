import { message } from 'antd';
import { useEffect } from 'react';
import { AntdScope } from '../components/antd-scope.tsx';
import { toastLayer } from '../lib/toast-layer.ts';
import { setToastInstance } from '../lib/toast.ts';

function Holder() {
  // In a layer of its own, which follows an open dialog (lib/toast-layer.ts).
  const [api, holder] = message.useMessage({ maxCount: 1, getContainer: toastLayer });
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
