import { and, desc, eq, inArray, sql, type SQL } from 'drizzle-orm';
import { order as contract } from '@mall/contracts';
import { order, orderGoods, orderPackage } from '../../db/schema/index.ts';
import type { DbOrTx } from './order-write.repository.ts';

export type { OrderRow } from './order-write.repository.ts';
export type OrderGoodsRow = typeof orderGoods.$inferSelect;

/** The WHERE of each tab (facts §2.6); pickup orders waiting in status 2 are shown with "waitsend" too. */
export function tabCondition(tab: contract.OrderTab | 'all' | ''): SQL | undefined {
  if (tab === 'waitpay') return eq(order.orderStatus, contract.ORDER_STATUS.WAIT_PAY);
  if (tab === 'waitsend')
    return inArray(order.orderStatus, [contract.ORDER_STATUS.WAIT_SEND, contract.ORDER_STATUS.WAIT_PICKUP]);
  if (tab === 'waitconfirm') return eq(order.orderStatus, contract.ORDER_STATUS.SHIPPED);
  if (tab === 'waitrate') {
    return and(
      inArray(order.orderStatus, [contract.ORDER_STATUS.RECEIVED, contract.ORDER_STATUS.COMPLETED]),
      eq(order.isEvaluate, 1),
    );
  }
  return undefined;
}

const mine = (memberId: number) => and(eq(order.memberId, memberId), eq(order.isDelete, 0));

export async function selectOrderPage(
  db: DbOrTx,
  memberId: number,
  tab: contract.OrderTab | 'all' | '',
  page: number,
  pageSize: number,
) {
  const where = and(mine(memberId), tabCondition(tab));
  const [rows, [total]] = await Promise.all([
    db
      .select()
      .from(order)
      .where(where)
      .orderBy(desc(order.orderId))
      .limit(pageSize)
      .offset((page - 1) * pageSize),
    db
      .select({ n: sql<number>`count(*)`.mapWith(Number) })
      .from(order)
      .where(where),
  ]);
  return { rows, count: total?.n ?? 0 };
}

export function selectGoodsOf(db: DbOrTx, orderIds: number[]) {
  if (orderIds.length === 0) return Promise.resolve([] as OrderGoodsRow[]);
  return db
    .select()
    .from(orderGoods)
    .where(inArray(orderGoods.orderId, orderIds))
    .orderBy(orderGoods.orderGoodsId);
}

/** Counts per tab in one query (each a FILTER over the member's orders). */
export async function selectTabCounts(db: DbOrTx, memberId: number) {
  const count = (cond: SQL | undefined) => sql<number>`count(*) filter (where ${cond})`.mapWith(Number);
  const [row] = await db
    .select({
      waitpay: count(tabCondition('waitpay')),
      waitsend: count(tabCondition('waitsend')),
      waitconfirm: count(tabCondition('waitconfirm')),
      waitrate: count(tabCondition('waitrate')),
      refunding: sql<number>`0`.mapWith(Number),
    })
    .from(order)
    .where(mine(memberId));
  return row ?? { waitpay: 0, waitsend: 0, waitconfirm: 0, waitrate: 0, refunding: 0 };
}

export async function selectOwnOrder(db: DbOrTx, memberId: number, orderId: number) {
  const [row] = await db
    .select()
    .from(order)
    .where(and(eq(order.orderId, orderId), mine(memberId)));
  return row;
}

export function selectPackages(db: DbOrTx, memberId: number, orderId: number) {
  return db
    .select()
    .from(orderPackage)
    .where(and(eq(orderPackage.orderId, orderId), eq(orderPackage.memberId, memberId)))
    .orderBy(orderPackage.id);
}
