import { moneyToCents } from '@mall/contracts';
import { z } from 'zod';
import type { PaymentResult } from './payment-provider.ts';
import { NOTIFY_MAX_AGE_SECONDS, verifySignature } from './sandbox-sign.ts';

const field = (max: number) => z.string().min(1).max(max);
const notificationSchema = z
  .object({
    out_trade_no: field(40),
    trade_no: field(100),
    amount: field(20),
    result: z.enum(['approved', 'declined']),
    timestamp: z.string().regex(/^\d{1,12}$/),
    nonce: field(64),
    sign: field(128),
  })
  .strict();

/** Why a notification was refused before it reached the books. */
export type NotificationRefusal = 'bad_request' | 'bad_signature' | 'stale';

/**
 * Verifies a sandbox notification (shape, HMAC-SHA256 signature, freshness) and answers the provider's result,
 * or why it was refused. Nothing is written here: the pay flow applies the result.
 */
export function verifySandboxNotification(
  secret: string,
  body: unknown,
  now: number,
): { result: PaymentResult } | { refused: NotificationRefusal } {
  const parsed = notificationSchema.safeParse(body);
  if (!parsed.success) return { refused: 'bad_request' };
  const { sign, ...fields } = parsed.data;
  if (!verifySignature(fields, sign, secret)) return { refused: 'bad_signature' };
  if (Math.abs(now - Number(fields.timestamp)) > NOTIFY_MAX_AGE_SECONDS) return { refused: 'stale' };
  const amountCents = moneyToCents(fields.amount);
  if (amountCents === null) return { refused: 'bad_request' };
  return {
    result: {
      provider: 'sandbox',
      outTradeNo: fields.out_trade_no,
      tradeNo: fields.trade_no,
      amountCents,
      approved: fields.result === 'approved',
    },
  };
}
