import { and, eq, sql } from 'drizzle-orm';
import { moneyToCents } from '@mall/contracts';
import { z } from 'zod';
import type { Db } from '../../db/client.ts';
import { order, pay, payNotify } from '../../db/schema/index.ts';
import type { Tx } from '../../platform/jobs/job-runner.ts';
import { markOutTradeNoPaid } from '../order/index.ts';
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

/** Why a notification was refused; the gateway only sees "fail" and tries again later. */
export type NotifyOutcome =
  'success' | 'bad_request' | 'bad_signature' | 'stale' | 'unknown_payment' | 'wrong_amount';

export interface PaymentResult {
  provider: string;
  outTradeNo: string;
  tradeNo: string;
  amountCents: number;
  approved: boolean;
}

/** Records the decision once per provider transaction; a replay (same trade_no) answers false. */
async function recordOnce(tx: Tx, r: PaymentResult, now: number): Promise<number | undefined> {
  const [row] = await tx
    .insert(payNotify)
    .values({
      provider: r.provider,
      tradeNo: r.tradeNo,
      outTradeNo: r.outTradeNo,
      amount: r.amountCents,
      result: r.approved ? 'approved' : 'declined',
      createTime: now,
    })
    .onConflictDoNothing()
    .returning({ id: payNotify.id });
  return row?.id;
}

/**
 * Applies a verified provider result (facts §8 onlinePay), idempotently: the pay row is locked, the decision is
 * recorded once, and only an approval of a waiting payment with open orders pays them (pay_status 0 → 2 once).
 * Money that arrives for a payment already paid (by another trade) or cancelled (orders closed) is recorded and
 * flagged for refund, never applied. Declines and replays change nothing.
 */
export async function applyPaymentResult(
  db: Db,
  r: PaymentResult,
  now: number,
): Promise<Exclude<NotifyOutcome, 'bad_request' | 'bad_signature' | 'stale'>> {
  return db.transaction(async (tx) => {
    const [payRow] = await tx.select().from(pay).where(eq(pay.outTradeNo, r.outTradeNo)).for('update');
    if (!payRow) return 'unknown_payment';
    if (payRow.payMoney !== r.amountCents) return 'wrong_amount';
    const recordId = await recordOnce(tx, r, now);
    if (!recordId || !r.approved) return 'success';
    const [open] = await tx
      .select({ n: sql<number>`count(*)::int` })
      .from(order)
      .where(and(eq(order.outTradeNo, r.outTradeNo), eq(order.orderStatus, 0)));
    const payable = (payRow.payStatus === 0 || payRow.payStatus === 1) && (open?.n ?? 0) > 0;
    const applied =
      payable &&
      (await markOutTradeNoPaid(
        tx,
        { outTradeNo: r.outTradeNo, payType: r.provider, tradeNo: r.tradeNo },
        now,
      ));
    await tx
      .update(payNotify)
      .set(applied ? { result: 'applied' } : { result: 'refund', refundStatus: 1 })
      .where(eq(payNotify.id, recordId));
    return 'success';
  });
}

/** Verifies a sandbox notification (shape, HMAC-SHA256 signature, freshness) and applies it. */
export async function handleSandboxNotification(
  db: Db,
  secret: string,
  body: unknown,
  now: number,
): Promise<NotifyOutcome> {
  const parsed = notificationSchema.safeParse(body);
  if (!parsed.success) return 'bad_request';
  const { sign, ...fields } = parsed.data;
  if (!verifySignature(fields, sign, secret)) return 'bad_signature';
  if (Math.abs(now - Number(fields.timestamp)) > NOTIFY_MAX_AGE_SECONDS) return 'stale';
  const amountCents = moneyToCents(fields.amount);
  if (amountCents === null) return 'bad_request';
  return applyPaymentResult(
    db,
    {
      provider: 'sandbox',
      outTradeNo: fields.out_trade_no,
      tradeNo: fields.trade_no,
      amountCents,
      approved: fields.result === 'approved',
    },
    now,
  );
}
