import { and, eq, inArray, ne, sql } from 'drizzle-orm';
import { order, orderGoods, orderPackage } from '../../db/schema/index.ts';
import type { DbOrTx } from './order-write.repository.ts';

/* An order's goods lines and its shipped packages. */

export type OrderLineRow = typeof orderGoods.$inferSelect;
export type NewPackage = Omit<typeof orderPackage.$inferInsert, 'id'>;

export function selectLines(tx: DbOrTx, orderId: number): Promise<OrderLineRow[]> {
  return tx.select().from(orderGoods).where(eq(orderGoods.orderId, orderId));
}

/** Lines that can still ship: waiting, and not refunded (refund_status 3 cannot ship, facts §2.5). */
const waiting = (orderId: number) =>
  and(eq(orderGoods.orderId, orderId), eq(orderGoods.deliveryStatus, 0), ne(orderGoods.refundStatus, 3));

/** Marks the chosen waiting lines shipped; answers the lines that were (the caller checks they are all). */
export function shipWaitingLines(tx: DbOrTx, orderId: number, lineIds: number[] | 'all') {
  const chosen = lineIds === 'all' ? [] : [inArray(orderGoods.orderGoodsId, lineIds)];
  return tx
    .update(orderGoods)
    .set({ deliveryStatus: 1 })
    .where(and(waiting(orderId), ...chosen))
    .returning();
}

export async function countWaitingLines(tx: DbOrTx, orderId: number): Promise<number> {
  const [row] = await tx
    .select({ n: sql<number>`count(*)::int` })
    .from(orderGoods)
    .where(waiting(orderId));
  return row?.n ?? 0;
}

export async function markLinesReceived(tx: DbOrTx, orderIds: number[]): Promise<void> {
  if (orderIds.length === 0) return;
  await tx.update(orderGoods).set({ deliveryStatus: 2 }).where(inArray(orderGoods.orderId, orderIds));
}

export async function countPackages(tx: DbOrTx, orderId: number): Promise<number> {
  const [row] = await tx
    .select({ n: sql<number>`count(*)::int` })
    .from(orderPackage)
    .where(eq(orderPackage.orderId, orderId));
  return row?.n ?? 0;
}

export async function insertPackage(tx: DbOrTx, row: NewPackage): Promise<number> {
  const [pkg] = await tx.insert(orderPackage).values(row).returning({ id: orderPackage.id });
  return pkg!.id;
}

/** What the member already bought of each SKU in orders that were not closed (max_buy is per member). */
export async function selectPurchasedNums(db: DbOrTx, memberId: number, skuIds: number[]) {
  const rows = await db
    .select({ skuId: orderGoods.skuId, num: sql<number>`sum(${orderGoods.num})`.mapWith(Number) })
    .from(orderGoods)
    .innerJoin(order, eq(order.orderId, orderGoods.orderId))
    .where(
      and(
        eq(orderGoods.memberId, memberId),
        inArray(orderGoods.skuId, skuIds),
        ne(order.orderStatus, -1),
        eq(orderGoods.refundStatus, 0),
      ),
    )
    .groupBy(orderGoods.skuId);
  return new Map(rows.map((r) => [r.skuId, r.num]));
}
