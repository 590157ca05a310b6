import { and, count, desc, eq, gte, ilike, lte, or, sql, type SQL } from 'drizzle-orm';
import { order, orderLog, orderPackage } from '../../db/schema/index.ts';
import { selectGoodsOf } from './order.repository.ts';
import type { DbOrTx } from './order-write.repository.ts';

/* A shop's reads of its orders (merchant API and console): every query carries the shop in its WHERE. */

export interface ShopOrderQuery {
  orderStatus?: number;
  orderNo?: string;
  /** Creation time range, unix seconds, both ends included. */
  createdFrom?: number;
  createdTo?: number;
  /** Part of the consignee's name or mobile. */
  buyer?: string;
  page: number;
  pageSize: number;
}

const likeText = (text: string) => `%${text.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;

function shopOrderWhere(siteId: number, q: ShopOrderQuery): SQL | undefined {
  const conds: (SQL | undefined)[] = [eq(order.siteId, siteId)];
  if (q.orderStatus !== undefined) conds.push(eq(order.orderStatus, q.orderStatus));
  if (q.orderNo) conds.push(eq(order.orderNo, q.orderNo));
  if (q.createdFrom !== undefined) conds.push(gte(order.createTime, q.createdFrom));
  if (q.createdTo !== undefined) conds.push(lte(order.createTime, q.createdTo));
  if (q.buyer) conds.push(or(ilike(order.name, likeText(q.buyer)), ilike(order.mobile, likeText(q.buyer))));
  return and(...conds);
}

/** A shop's orders, newest first, filtered, with their lines in one more query. */
export async function selectShopOrderPage(db: DbOrTx, siteId: number, q: ShopOrderQuery) {
  const where = shopOrderWhere(siteId, q);
  const [total] = await db.select({ n: count() }).from(order).where(where);
  const rows = await db
    .select()
    .from(order)
    .where(where)
    .orderBy(desc(order.orderId))
    .limit(q.pageSize)
    .offset((q.page - 1) * q.pageSize);
  const lines = await selectGoodsOf(
    db,
    rows.map((r) => r.orderId),
  );
  return { rows, lines, count: total?.n ?? 0 };
}

/** One order of the shop with its lines, packages and log; another shop's order is absent. */
export async function selectShopOrderDetail(db: DbOrTx, siteId: number, orderId: number) {
  const [row] = await db
    .select()
    .from(order)
    .where(and(eq(order.orderId, orderId), eq(order.siteId, siteId)));
  if (!row) return undefined;
  const [lines, packages, log] = await Promise.all([
    selectGoodsOf(db, [orderId]),
    db.select().from(orderPackage).where(eq(orderPackage.orderId, orderId)).orderBy(orderPackage.id),
    db.select().from(orderLog).where(eq(orderLog.orderId, orderId)).orderBy(orderLog.id),
  ]);
  return { row, lines, packages, log };
}

/** What waits for the shop, and the orders paid since `since` with their takings (cents). */
export async function selectShopOrderStats(db: DbOrTx, siteId: number, since: number) {
  const countWhere = (cond: SQL) => sql<number>`count(*) filter (where ${cond})`.mapWith(Number);
  const paidSince = and(eq(order.payStatus, 1), gte(order.payTime, since))!;
  const [row] = await db
    .select({
      waitSend: countWhere(eq(order.orderStatus, 1)),
      waitPickup: countWhere(eq(order.orderStatus, 2)),
      paidCount: countWhere(paidSince),
      paidMoney: sql<number>`coalesce(sum(${order.payMoney}) filter (where ${paidSince}), 0)`.mapWith(Number),
    })
    .from(order)
    .where(eq(order.siteId, siteId));
  return row ?? { waitSend: 0, waitPickup: 0, paidCount: 0, paidMoney: 0 };
}
