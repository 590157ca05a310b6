import { ExclamationCircleFilled } from '@ant-design/icons';
import type { ReactNode } from 'react';
import './used-alert.css';

/** The warning that a code was written off already (when, by whom), in antd's warning Alert look. */
export function UsedAlert({ children }: { children: ReactNode }) {
  return (
    <div role="alert" className="vf-used-alert">
      <ExclamationCircleFilled className="vf-used-alert__icon" aria-hidden />
      <span>{children}</span>
    </div>
  );
}
