import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '../../../components/button.tsx';
import { RequestError } from '../../../lib/request.ts';
import { toast } from '../../../lib/toast.ts';
import './code-button.css';

/** Seconds before the same number or address may be sent another code (the server holds the same line). */
export const CODE_RESEND_SECONDS = 60;

/** The seconds the server says are left when it refuses a repeat send, if it says so. */
function secondsLeftOf(err: unknown): number | undefined {
  if (!(err instanceof RequestError)) return undefined;
  const data = err.body?.data as { seconds?: unknown; wait?: unknown; retry_after?: unknown } | undefined;
  const value = data?.seconds ?? data?.wait ?? data?.retry_after;
  return typeof value === 'number' && value > 0 ? Math.ceil(value) : undefined;
}

export interface CodeButtonProps {
  /** Validates what the code needs (mobile, captcha…) and asks the server to send it; rejects on failure. */
  onSend: () => Promise<unknown>;
  testId?: string;
  /** A code was just sent by another control (the find-password step before): start counting at once. */
  initialSeconds?: number;
}

/**
 * "Get code": sends once, then counts down; a click while the countdown runs is refused with the spec's text
 * ("duplicate click on get code") instead of sending again.
 */
export function CodeButton({ onSend, testId, initialSeconds = 0 }: CodeButtonProps) {
  const { t } = useTranslation('account');
  const [left, setLeft] = useState(initialSeconds);
  const [sending, setSending] = useState(false);

  useEffect(() => {
    if (left <= 0) return undefined;
    const timer = setTimeout(() => setLeft((n) => n - 1), 1000);
    return () => clearTimeout(timer);
  }, [left]);

  const click = async () => {
    if (sending) return;
    if (left > 0) {
      toast(t('code.duplicate'), 'warning');
      return;
    }
    setSending(true);
    try {
      await onSend();
      setLeft(CODE_RESEND_SECONDS);
      toast(t('code.sent'), 'success');
    } catch (err) {
      const wait = secondsLeftOf(err);
      if (wait) setLeft(wait);
    } finally {
      setSending(false);
    }
  };

  return (
    <Button
      size="large"
      className={left > 0 ? 'acc-code-btn counting' : 'acc-code-btn'}
      aria-disabled={left > 0}
      loading={sending}
      onClick={() => void click()}
      data-testid={testId}
    >
      {left > 0 ? t('code.resendIn', { n: left }) : t('code.get')}
    </Button>
  );
}
