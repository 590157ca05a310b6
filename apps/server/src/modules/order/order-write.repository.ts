import { and, eq, inArray, sql, type SQL } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { order, orderGoods, orderLog } from '../../db/schema/index.ts';
import type { Tx } from '../../platform/jobs/job-runner.ts';

/*
 * The writes of the order tables (order, order_goods, order_log). Only the order module calls these; every status
 * change goes through updateStatus, guarded on the status it leaves, so two racing changes never both apply.
 */

export type DbOrTx = Db | Tx;
export type OrderRow = typeof order.$inferSelect;
export type NewOrder = typeof order.$inferInsert;
export type NewOrderLine = typeof orderGoods.$inferInsert;
/** Columns a step of the life-cycle writes besides the status. */
export type OrderChanges = Partial<Omit<NewOrder, 'orderId' | 'orderStatus'>>;
export type OrderLogRow = Omit<typeof orderLog.$inferInsert, 'id'>;

/** Reserves order ids up front so order_no can carry them (unique without a per-minute counter race). */
export async function reserveOrderIds(tx: DbOrTx, n: number): Promise<number[]> {
  const res = await tx.execute<{ id: number }>(
    sql`select nextval(pg_get_serial_sequence('"order"', 'order_id'))::int as id from generate_series(1, ${n})`,
  );
  return (res as unknown as { rows: { id: number }[] }).rows.map((r) => Number(r.id));
}

/** The orders of a checkout and all their lines: two multi-row inserts, however many orders and lines. */
export async function insertOrders(tx: DbOrTx, rows: NewOrder[], lines: NewOrderLine[]): Promise<void> {
  if (rows.length) await tx.insert(order).values(rows);
  if (lines.length) await tx.insert(orderGoods).values(lines);
}

/**
 * Moves the orders still in `from` to `to` with the step's columns, in one guarded UPDATE; `isLock` and
 * `extendTimes` add their guard when given. Answers the rows that moved (the others changed meanwhile).
 */
export async function updateStatus(
  tx: DbOrTx,
  q: {
    orderIds: number[];
    from: number;
    to: number;
    changes: OrderChanges;
    isLock?: 0 | 1;
    extendTimes?: number;
  },
): Promise<OrderRow[]> {
  if (q.orderIds.length === 0) return [];
  const guards: SQL[] = [inArray(order.orderId, q.orderIds), eq(order.orderStatus, q.from)];
  if (q.isLock !== undefined) guards.push(eq(order.isLock, q.isLock));
  if (q.extendTimes !== undefined) guards.push(eq(order.extendTimes, q.extendTimes));
  return tx
    .update(order)
    .set({ ...q.changes, orderStatus: q.to })
    .where(and(...guards))
    .returning();
}

export async function insertLogs(tx: DbOrTx, rows: OrderLogRow[]): Promise<void> {
  if (rows.length) await tx.insert(orderLog).values(rows);
}

/**
 * Gives the order the write-off code unless another order already holds it (answers undefined then); the unique
 * index stays the last word should two payments draw the same code at the same moment.
 */
export async function setVirtualCodeIfFree(tx: DbOrTx, orderId: number, code: string) {
  const [row] = await tx
    .update(order)
    .set({ virtualCode: code })
    .where(
      and(
        eq(order.orderId, orderId),
        eq(order.virtualCode, ''),
        sql`not exists (select 1 from ${order} o2 where o2.virtual_code = ${code} and o2.virtual_code <> '')`,
      ),
    )
    .returning({ code: order.virtualCode });
  return row?.code;
}

/** Moves unpaid orders to a new payment number (the member pays them again, together or apart). */
export async function setOutTradeNo(tx: DbOrTx, orderIds: number[], outTradeNo: string): Promise<void> {
  await tx.update(order).set({ outTradeNo }).where(inArray(order.orderId, orderIds));
}

/**
 * Marks the shop's virtual order's write-off code used, once: guarded on it being unused, paid, open and not
 * under after-sales, so of two clerks racing only one gets the row back.
 */
export async function markVirtualVerified(tx: DbOrTx, siteId: number, code: string, now: number) {
  const [row] = await tx
    .update(order)
    .set({ virtualVerified: 1, virtualVerifyTime: now })
    .where(
      and(
        eq(order.siteId, siteId),
        eq(order.virtualCode, code),
        eq(order.orderType, 4),
        eq(order.payStatus, 1),
        eq(order.virtualVerified, 0),
        eq(order.isLock, 0),
        sql`${order.orderStatus} <> -1`,
      ),
    )
    .returning();
  return row;
}
