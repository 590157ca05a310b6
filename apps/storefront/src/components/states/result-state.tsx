import {
  CheckCircleFilled,
  CloseCircleFilled,
  ExclamationCircleFilled,
  InfoCircleFilled,
  QuestionCircleOutlined,
  StopOutlined,
} from '@ant-design/icons';
import type { ReactNode } from 'react';
import './result-state.css';

export type ResultStatus = 'success' | 'error' | 'info' | 'warning' | '404' | '403' | '500';

interface Props {
  status?: ResultStatus;
  /** Replaces the status's own icon. */
  icon?: ReactNode;
  title?: ReactNode;
  subTitle?: ReactNode;
  /** The ways on: buttons or links. */
  extra?: ReactNode;
  className?: string;
}

const ICONS: Record<ResultStatus, ReactNode> = {
  success: <CheckCircleFilled />,
  error: <CloseCircleFilled />,
  info: <InfoCircleFilled />,
  warning: <ExclamationCircleFilled />,
  '404': <QuestionCircleOutlined />,
  '403': <StopOutlined />,
  '500': <CloseCircleFilled />,
};

/**
 * The outcome of a step or why a page has nothing to show: an icon, a title, a line of detail and the ways on.
 * Drawn here rather than with antd's Result, which carries three full-page illustrations into every page that
 * shows any outcome at all (10 KiB gzip on 25 routes; issue 12).
 */
export function ResultState({ status = 'info', icon, title, subTitle, extra, className }: Props) {
  const kind = status === '404' || status === '403' ? 'muted' : status === '500' ? 'error' : status;
  return (
    <div className={['result-state', `result-state--${kind}`, className ?? ''].filter(Boolean).join(' ')}>
      <div className="result-state__icon" aria-hidden="true">
        {icon ?? ICONS[status]}
      </div>
      {title ? <div className="result-state__title">{title}</div> : null}
      {subTitle ? <div className="result-state__subtitle">{subTitle}</div> : null}
      {extra ? <div className="result-state__extra">{extra}</div> : null}
    </div>
  );
}
