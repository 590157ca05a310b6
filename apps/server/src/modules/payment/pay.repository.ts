import { and, eq, inArray, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { order, pay, payNotify } from '../../db/schema/index.ts';
import type { Tx } from '../../platform/jobs/job-runner.ts';
import type { PaymentResult } from './payment-provider.ts';

/*
 * The payment module owns the pay rows (facts §8: pay_status 0 waiting, 1 paying, 2 paid, -1 cancelled) and the
 * record of provider notifications. Every status change is a guarded UPDATE on the status it leaves.
 */

type DbOrTx = Db | Tx;
export type PayRow = typeof pay.$inferSelect;

/** A payment number to collect; body is what the payer sees (goods or order names). */
export interface NewPay {
  memberId: number;
  siteId: number;
  outTradeNo: string;
  payMoney: number;
  body: string;
  /** What the payment pays when it arrives (facts §8 event): goods orders unless said otherwise. */
  event?: string;
  /** Written already paid, by this pay type: a checkout with nothing left to pay (balance, or free). */
  paidBy?: string;
}

export async function insertPay(tx: DbOrTx, p: NewPay, now: number): Promise<void> {
  const body = p.body.slice(0, 255);
  await tx.insert(pay).values({
    memberId: p.memberId,
    siteId: p.siteId,
    outTradeNo: p.outTradeNo,
    payMoney: p.payMoney,
    payBody: body,
    payDetail: body,
    ...(p.event ? { event: p.event } : {}),
    ...(p.paidBy ? { payStatus: 2, payType: p.paidBy, tradeNo: '', payTime: now } : {}),
    createTime: now,
  });
}

/** Cancels the payment numbers' rows still waiting (their orders closed or moved to a new number). */
export async function cancelWaitingPays(tx: DbOrTx, outTradeNos: string[]): Promise<void> {
  if (outTradeNos.length === 0) return;
  await tx
    .update(pay)
    .set({ payStatus: -1 })
    .where(and(inArray(pay.outTradeNo, outTradeNos), eq(pay.payStatus, 0)));
}

/** Moves a waiting or paying row to paid, once: answers false when it was already paid, cancelled or unknown. */
export async function markPayPaid(
  tx: DbOrTx,
  input: { outTradeNo: string; payType: string; tradeNo?: string },
  now: number,
): Promise<boolean> {
  const rows = await tx
    .update(pay)
    .set({ payStatus: 2, payType: input.payType, tradeNo: input.tradeNo ?? '', payTime: now })
    .where(and(eq(pay.outTradeNo, input.outTradeNo), inArray(pay.payStatus, [0, 1])))
    .returning({ id: pay.id });
  return rows.length === 1;
}

export async function selectWaitingPay(tx: DbOrTx, outTradeNo: string): Promise<PayRow | undefined> {
  const [row] = await tx
    .select()
    .from(pay)
    .where(and(eq(pay.outTradeNo, outTradeNo), eq(pay.payStatus, 0)));
  return row;
}

/** The member's own pay row; another member's payment number reads as absent. */
export async function selectOwnPay(db: DbOrTx, memberId: number, outTradeNo: string) {
  const [row] = await db
    .select()
    .from(pay)
    .where(and(eq(pay.outTradeNo, outTradeNo), eq(pay.memberId, memberId)))
    .limit(1);
  return row;
}

/** Locks a pay row for the rest of the transaction, so notifications for it are decided one at a time. */
export async function lockPay(tx: Tx, outTradeNo: string): Promise<PayRow | undefined> {
  const [row] = await tx.select().from(pay).where(eq(pay.outTradeNo, outTradeNo)).for('update');
  return row;
}

/** The shops a member pays with one payment number (a read of the orders, for the cashier page). */
export function selectShopNames(db: DbOrTx, memberId: number, outTradeNo: string) {
  return db
    .selectDistinct({ siteName: order.siteName })
    .from(order)
    .where(and(eq(order.outTradeNo, outTradeNo), eq(order.memberId, memberId)));
}

/** Records the decision once per provider transaction; a replay (same trade_no) answers undefined. */
export async function insertNotifyOnce(tx: DbOrTx, r: PaymentResult, now: number) {
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

/** Marks a recorded approval applied, or flagged for the operator to refund (nothing left to pay). */
export async function settleNotify(tx: DbOrTx, id: number, applied: boolean): Promise<void> {
  await tx
    .update(payNotify)
    .set(applied ? { result: 'applied' } : { result: 'refund', refundStatus: 1 })
    .where(eq(payNotify.id, id));
}

/** Balance the orders of a payment number took at checkout (cents): the part of what was paid not on the pay row. */
export async function sumOrderBalance(db: DbOrTx, memberId: number, outTradeNo: string): Promise<number> {
  const [row] = await db
    .select({ n: sql<number>`coalesce(sum(${order.balanceMoney}), 0)::bigint` })
    .from(order)
    .where(and(eq(order.outTradeNo, outTradeNo), eq(order.memberId, memberId)));
  return Number(row?.n ?? 0);
}
