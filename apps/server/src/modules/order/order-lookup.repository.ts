import { and, asc, eq, inArray, lte, ne, sql } from 'drizzle-orm';
import { order, orderGoods } from '../../db/schema/index.ts';
import type { Tx } from '../../platform/jobs/job-runner.ts';
import type { DbOrTx, OrderRow } from './order-write.repository.ts';

/* The reads the life-cycle steps start from: which orders a change applies to. */

const facts = {
  orderId: order.orderId,
  orderStatus: order.orderStatus,
  orderType: order.orderType,
  isLock: order.isLock,
};

export async function selectOrder(tx: DbOrTx, orderId: number): Promise<OrderRow | undefined> {
  const [row] = await tx.select().from(order).where(eq(order.orderId, orderId));
  return row;
}

/** The shop's own order, locked for the rest of the transaction; another shop's order is absent. */
export async function lockShopOrder(tx: Tx, siteId: number, orderId: number): Promise<OrderRow | undefined> {
  const [row] = await tx
    .select()
    .from(order)
    .where(and(eq(order.orderId, orderId), eq(order.siteId, siteId)))
    .for('update');
  return row;
}

/** The member's orders among orderIds (not deleted), locked: parallel re-pays settle on one payment number. */
export function lockMemberOrders(tx: Tx, memberId: number, orderIds: number[]): Promise<OrderRow[]> {
  return tx
    .select()
    .from(order)
    .where(and(eq(order.memberId, memberId), inArray(order.orderId, orderIds), eq(order.isDelete, 0)))
    .for('update');
}

/** The shop's pickup order awaiting pickup with this code. */
export async function selectAwaitingPickup(tx: DbOrTx, siteId: number, code: string) {
  const [row] = await tx
    .select(facts)
    .from(order)
    .where(
      and(
        eq(order.siteId, siteId),
        eq(order.deliveryCode, code),
        eq(order.orderType, 2),
        eq(order.orderStatus, 2),
      ),
    );
  return row;
}

/** A unit count of one SKU on an order's lines. */
export interface SoldUnit {
  skuId: number;
  num: number;
}

/**
 * The unpaid orders of a payment number, each with its lines' SKUs and units (what paying adds to the sales
 * counts): one read where the payment used to read the lines again after paying.
 */
export function selectUnpaidOfTradeNo(tx: DbOrTx, outTradeNo: string) {
  return tx
    .select({
      ...facts,
      // The outer order is named in full: Drizzle writes a one-table select's columns bare, and a bare order_id
      // inside the subquery would be the line's own (every line of every order).
      sold: sql<SoldUnit[]>`coalesce((select json_agg(json_build_object('skuId', g.sku_id, 'num', g.num))
        from ${orderGoods} g where g.order_id = ${sql.identifier('order')}.${sql.identifier('order_id')}),
        '[]'::json)`,
    })
    .from(order)
    .where(and(eq(order.outTradeNo, outTradeNo), eq(order.orderStatus, 0)));
}

export async function countOrdersOfTradeNo(tx: DbOrTx, outTradeNo: string, status?: number): Promise<number> {
  const [row] = await tx
    .select({ n: sql<number>`count(*)::int` })
    .from(order)
    .where(
      and(eq(order.outTradeNo, outTradeNo), status === undefined ? undefined : eq(order.orderStatus, status)),
    );
  return row?.n ?? 0;
}

/** Is another order of the member that shares the platform coupon still open (not closed)? */
export async function hasOpenOrderWithPlatformCoupon(tx: DbOrTx, memberId: number, platformCouponId: number) {
  const [open] = await tx
    .select({ id: order.orderId })
    .from(order)
    .where(
      and(
        eq(order.memberId, memberId),
        eq(order.platformCouponId, platformCouponId),
        ne(order.orderStatus, -1),
      ),
    )
    .limit(1);
  return open !== undefined;
}

/** Unpaid orders created at or before `createdBy`, oldest first (the auto-close timer). */
export function selectDueUnpaid(tx: DbOrTx, createdBy: number, limit: number) {
  return tx
    .select(facts)
    .from(order)
    .where(and(eq(order.orderStatus, 0), lte(order.createTime, createdBy), eq(order.isLock, 0)))
    .orderBy(asc(order.createTime))
    .limit(limit);
}

/**
 * Shipped orders whose receipt time has come: the time set at shipping (moved once by the member's extension),
 * or shipping time + the configured receipt time when none was set.
 */
export function selectDueShipped(tx: DbOrTx, now: number, receiveSeconds: number, limit: number) {
  const dueAt = sql`coalesce(nullif(${order.takeDeliveryExecuteTime}, 0), ${order.deliveryTime} + ${receiveSeconds})`;
  return tx
    .select(facts)
    .from(order)
    .where(and(eq(order.orderStatus, 3), eq(order.isLock, 0), sql`${dueAt} <= ${now}`))
    .limit(limit);
}

/** Received orders signed for at or before `signedBy` (the auto-complete timer). */
export function selectDueReceived(tx: DbOrTx, signedBy: number, limit: number) {
  return tx
    .select(facts)
    .from(order)
    .where(and(eq(order.orderStatus, 4), eq(order.isLock, 0), lte(order.signTime, signedBy)))
    .limit(limit);
}

/**
 * The paid order a write-off code names (facts §2.8): a pickup order by its pickup code, a virtual one by its
 * write-off code. Whether it is still open is the caller's reading of the row.
 */
export async function selectByWriteOffCode(tx: DbOrTx, code: string): Promise<OrderRow | undefined> {
  const [row] = await tx
    .select()
    .from(order)
    .where(
      and(
        eq(order.payStatus, 1),
        sql`((${order.orderType} = 2 and ${order.deliveryCode} = ${code})
          or (${order.orderType} = 4 and ${order.virtualCode} = ${code}))`,
      ),
    )
    .limit(1);
  return row;
}
