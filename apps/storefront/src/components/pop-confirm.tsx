import { ExclamationCircleFilled } from '@ant-design/icons';
import { useId, useRef, useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from './button.tsx';
import { usePanelDismiss } from './use-panel-dismiss.ts';
import './pop-confirm.css';

/**
 * A button whose action is asked about once more in a small panel under it (the question, Cancel and OK), in
 * antd's Popconfirm look without antd, for pages that draw without it (issue 12). Opening moves the focus to OK;
 * OK, Cancel and Escape close it and give the focus back to the button; a click outside closes it.
 */
export function PopConfirm({
  question,
  onConfirm,
  disabled,
  align = 'left',
  className = '',
  children,
}: {
  question: ReactNode;
  onConfirm: () => void;
  disabled?: boolean;
  /**
   * Where the panel stands: under the button, lined up with its left or right edge (`right` near the page's
   * right edge), or `over` the nearest positioned box around it (a line inside a scrolling list, where a panel
   * under the button would be cut off).
   */
  align?: 'left' | 'right' | 'over';
  className?: string;
  children: ReactNode;
}) {
  const { t } = useTranslation();
  const [open, setOpen] = useState(false);
  const questionId = useId();
  const rootRef = useRef<HTMLSpanElement>(null);
  const buttonRef = useRef<HTMLButtonElement>(null);
  const okRef = useRef<HTMLButtonElement>(null);
  usePanelDismiss({ open, setOpen, rootRef, triggerRef: buttonRef, focusRef: okRef });
  const answer = () => {
    setOpen(false);
    buttonRef.current?.focus();
  };

  return (
    <span ref={rootRef} className={align === 'over' ? 'pop-confirm pop-confirm--over' : 'pop-confirm'}>
      <button
        ref={buttonRef}
        type="button"
        className={className}
        disabled={disabled}
        aria-haspopup="dialog"
        aria-expanded={open}
        onClick={() => setOpen((o) => !o)}
      >
        {children}
      </button>
      {open ? (
        <span
          role="alertdialog"
          aria-labelledby={questionId}
          className={`pop-confirm__panel pop-confirm__panel--${align}`}
        >
          <span className="pop-confirm__question">
            <ExclamationCircleFilled className="pop-confirm__icon" aria-hidden />
            <span id={questionId}>{question}</span>
          </span>
          <span className="pop-confirm__actions">
            <Button size="small" onClick={answer}>
              {t('confirm.no')}
            </Button>
            <Button
              size="small"
              kind="primary"
              ref={okRef}
              onClick={() => {
                answer();
                onConfirm();
              }}
            >
              {t('confirm.yes')}
            </Button>
          </span>
        </span>
      ) : null}
    </span>
  );
}
