import { CheckOutlined, CloseOutlined } from '@ant-design/icons';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import './steps.css';

export type StepStatus = 'wait' | 'process' | 'finish' | 'error';

export interface StepItem {
  title: ReactNode;
  /** A line under the title (a time, say). */
  description?: ReactNode;
  /** Overrides what the step's place before, at or after `current` makes it. */
  status?: StepStatus;
}

interface Props {
  items: StepItem[];
  /** The step the process is at (from 0): those before it are finished, those after it waiting. */
  current?: number;
  /** The current step's status: 'process' unless it has finished or failed. */
  status?: StepStatus;
  size?: 'default' | 'small';
  className?: string;
}

/** What a step is: its own status if it has one, else finished before the current one, waiting after it. */
export function statusOf(index: number, current: number, status: StepStatus, own?: StepStatus): StepStatus {
  if (own) return own;
  if (index < current) return 'finish';
  return index === current ? status : 'wait';
}

/**
 * A process's steps without antd's Steps (8 KiB gzip on 11 routes; issue 12): an ordered list, the current step
 * marked for screen readers, a check on each finished one and a number on the others.
 */
export function Steps({ items, current = 0, status = 'process', size = 'default', className }: Props) {
  const { t } = useTranslation('common', { keyPrefix: 'steps' });
  const classes = ['steps', size === 'small' ? 'steps--small' : '', className ?? '']
    .filter(Boolean)
    .join(' ');
  return (
    <ol className={classes}>
      {items.map((item, i) => {
        const state = statusOf(i, current, status, item.status);
        return (
          <li
            key={i}
            // ant-steps-item-*: the names antd gave them, which journeys look for (e2e/tests/wallet-withdrawal.spec.ts).
            className={`steps__item steps__item--${state} ant-steps-item-${state}`}
            aria-current={i === current ? 'step' : undefined}
          >
            <span className="steps__icon" aria-hidden="true">
              {state === 'finish' ? <CheckOutlined /> : state === 'error' ? <CloseOutlined /> : i + 1}
            </span>
            <span className="steps__content">
              <span className="steps__title">{item.title}</span>
              {state === 'finish' || state === 'error' ? (
                <span className="visually-hidden"> {t(state)}</span>
              ) : null}
              {item.description ? <span className="steps__description">{item.description}</span> : null}
            </span>
          </li>
        );
      })}
    </ol>
  );
}
