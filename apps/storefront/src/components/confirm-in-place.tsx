import { ExclamationCircleFilled } from '@ant-design/icons';
import { useEffect, useId, useRef, useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from './button.tsx';
import './confirm-in-place.css';

/**
 * A button whose action is asked about once more where it stands: the question with Cancel and OK takes the button's
 * place. antd's Popconfirm asked in a floating layer and brought Popover and the tooltip engine along, 4 KiB gzip on
 * the first load (issue 12). Asking moves the focus to OK; Cancel, Escape or OK move it back to the button.
 */
export function ConfirmInPlace({
  question,
  onConfirm,
  children,
}: {
  question: ReactNode;
  onConfirm: () => void;
  children: ReactNode;
}) {
  const { t } = useTranslation();
  const [asking, setAsking] = useState(false);
  const questionId = useId();
  const okRef = useRef<HTMLButtonElement>(null);
  const buttonRef = useRef<HTMLButtonElement>(null);
  // Only a change the member made moves the focus, never the first drawing of the page.
  const moveFocus = useRef(false);
  useEffect(() => {
    if (moveFocus.current) (asking ? okRef : buttonRef).current?.focus();
  }, [asking]);
  const ask = (nowAsking: boolean) => {
    moveFocus.current = true;
    setAsking(nowAsking);
  };

  if (!asking)
    return (
      <Button ref={buttonRef} onClick={() => ask(true)}>
        {children}
      </Button>
    );
  return (
    <span
      role="group"
      aria-labelledby={questionId}
      className="confirm-in-place"
      onKeyDown={(e) => e.key === 'Escape' && ask(false)}
    >
      <ExclamationCircleFilled className="confirm-in-place__icon" />
      <span id={questionId}>{question}</span>
      <Button size="small" onClick={() => ask(false)}>
        {t('confirm.no')}
      </Button>
      <Button
        size="small"
        kind="primary"
        ref={okRef}
        onClick={() => {
          ask(false);
          onConfirm();
        }}
      >
        {t('confirm.yes')}
      </Button>
    </span>
  );
}
