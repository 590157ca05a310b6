import { and, eq, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { pay, payNotify, payRefund } from '../../db/schema/index.ts';
import type { Tx } from '../../platform/jobs/job-runner.ts';

/* pay_refund (facts §8): money to give back through the provider, sent until the provider confirms. */

type DbOrTx = Db | Tx;
export type PayRefundRow = typeof payRefund.$inferSelect;
export type NewPayRefund = Pick<
  typeof payRefund.$inferInsert,
  'refundNo' | 'outTradeNo' | 'tradeNo' | 'payType' | 'siteId' | 'refundFee' | 'totalMoney' | 'refundDetail'
>;

/** Records a refund to send now; a repeated refund number changes nothing (answers false). */
export async function insertPayRefund(tx: DbOrTx, r: NewPayRefund, now: number): Promise<boolean> {
  const rows = await tx
    .insert(payRefund)
    // Due at once (next_time 0), whatever clock the step ran on; retries move it forward.
    .values({ ...r, status: 0, nextTime: 0, createTime: now })
    .onConflictDoNothing()
    .returning({ id: payRefund.id });
  return rows.length === 1;
}

/** What has been given back of a payment number through its provider so far (sent or to send), in cents. */
export async function sumRefunded(tx: DbOrTx, outTradeNo: string): Promise<number> {
  const [row] = await tx
    .select({ n: sql<number>`coalesce(sum(${payRefund.refundFee}), 0)::bigint` })
    .from(payRefund)
    .where(and(eq(payRefund.outTradeNo, outTradeNo), sql`${payRefund.status} <> 2`));
  return Number(row?.n ?? 0);
}

/** The paid pay row of a payment number: its provider and transaction. */
export async function selectPaidPay(tx: DbOrTx, outTradeNo: string) {
  const [row] = await tx
    .select()
    .from(pay)
    .where(and(eq(pay.outTradeNo, outTradeNo), eq(pay.payStatus, 2)));
  return row;
}

/**
 * Claims one due refund by counting the try and moving its next try forward (5 s, 20 s, 80 s … an hour), so a
 * parallel sender (another process) skips it.
 */
export async function claimDueRefund(db: Db, now: number): Promise<PayRefundRow | undefined> {
  const result = (await db.execute(sql`
    update ${payRefund} set attempts = attempts + 1,
      next_time = ${now} + least(5 * power(4, attempts), 3600)::bigint
    where id = (select id from ${payRefund} where status = 0 and next_time <= ${now}
      order by next_time, id limit 1 for update skip locked)
    returning id`)) as unknown as { rows: { id: number }[] };
  const id = result.rows[0]?.id;
  if (id === undefined) return undefined;
  const [row] = await db.select().from(payRefund).where(eq(payRefund.id, id));
  return row;
}

/** 1 the provider refunded, 2 given up (left for the operator); only a row still to send moves. */
export async function finishPayRefund(db: DbOrTx, id: number, status: 1 | 2, now: number): Promise<void> {
  await db
    .update(payRefund)
    .set({ status, finishTime: now })
    .where(and(eq(payRefund.id, id), eq(payRefund.status, 0)));
}

/** Money that arrived for a closed order and is still to give back (pay_notify result 'refund', status 1). */
export function selectNotifiesToRefund(tx: DbOrTx, limit: number) {
  return tx
    .select()
    .from(payNotify)
    .where(and(eq(payNotify.result, 'refund'), eq(payNotify.refundStatus, 1)))
    .orderBy(payNotify.id)
    .limit(limit)
    .for('update', { skipLocked: true });
}

/** 2: its refund is recorded in pay_refund. */
export async function markNotifyRefunded(tx: DbOrTx, id: number): Promise<void> {
  await tx
    .update(payNotify)
    .set({ refundStatus: 2 })
    .where(and(eq(payNotify.id, id), eq(payNotify.refundStatus, 1)));
}

/** The operator's list: given-up refunds (or all), newest first; pay_refund_status_idx serves the filter. */
export async function selectPayRefundPage(
  db: DbOrTx,
  q: { givenUpOnly: boolean; page: number; pageSize: number },
) {
  const where = q.givenUpOnly ? eq(payRefund.status, 2) : undefined;
  const [list, [total]] = await Promise.all([
    db
      .select()
      .from(payRefund)
      .where(where)
      .orderBy(sql`${payRefund.id} desc`)
      .limit(q.pageSize)
      .offset((q.page - 1) * q.pageSize),
    db
      .select({ n: sql<number>`count(*)::int` })
      .from(payRefund)
      .where(where),
  ]);
  return { list, count: Number(total?.n ?? 0) };
}

/**
 * Puts a given-up refund back to send (2 → 0, tries counted afresh, due at once), in one guarded statement: only
 * while it is still given up, and only if it still fits in what the payment took with the refunds that count
 * (a given-up one does not count, so another may have been recorded since). Answers whether it moved.
 */
export async function reviveGivenUpRefund(tx: DbOrTx, id: number): Promise<boolean> {
  const result = (await tx.execute(sql`
    update ${payRefund} r set status = 0, attempts = 0, next_time = 0, finish_time = 0
    where r.id = ${id} and r.status = 2
      and r.refund_fee + (select coalesce(sum(o.refund_fee), 0) from ${payRefund} o
        where o.out_trade_no = r.out_trade_no and o.status <> 2) <= r.total_money
    returning r.id`)) as unknown as { rows: { id: number }[] };
  return result.rows.length === 1;
}

export async function selectPayRefund(tx: DbOrTx, id: number): Promise<PayRefundRow | undefined> {
  const [row] = await tx.select().from(payRefund).where(eq(payRefund.id, id));
  return row;
}
