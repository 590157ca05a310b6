import { and, desc, eq, inArray, lte, ne, sql, type SQL } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { member, order, orderGoods, orderRefund, orderRefundLog, shop } from '../../db/schema/index.ts';
import type { Tx } from '../../platform/jobs/job-runner.ts';

/*
 * after-sales rows (order_refund, its log) and the reads of the lines they belong to. The line's state
 * (order_goods.refund_status) is read here and written only by modules/order.
 */

type DbOrTx = Db | Tx;
export type RefundRow = typeof orderRefund.$inferSelect;
export type NewRefund = Omit<typeof orderRefund.$inferInsert, 'id'>;
export type RefundLogRow = typeof orderRefundLog.$inferSelect;

const lineColumns = {
  orderGoodsId: orderGoods.orderGoodsId,
  orderId: orderGoods.orderId,
  orderNo: orderGoods.orderNo,
  siteId: orderGoods.siteId,
  memberId: orderGoods.memberId,
  goodsId: orderGoods.goodsId,
  skuId: orderGoods.skuId,
  skuName: orderGoods.skuName,
  skuImage: orderGoods.skuImage,
  isVirtual: orderGoods.isVirtual,
  price: orderGoods.price,
  num: orderGoods.num,
  realGoodsMoney: orderGoods.realGoodsMoney,
  deliveryStatus: orderGoods.deliveryStatus,
  refundStatus: orderGoods.refundStatus,
  siteName: order.siteName,
};
export type LineView = { [K in keyof typeof lineColumns]: (typeof lineColumns)[K]['_']['data'] };
export interface LineWithRefund {
  line: LineView;
  refund: RefundRow | null;
}

/**
 * How the shop and the operator name the buyer: the nickname, else the username; a member who registered by
 * mobile may have neither, and is then shown by the number with its middle hidden (138****1234).
 */
export const buyerName = sql<string>`coalesce(
  nullif(${member.nickname}, ''),
  nullif(${member.username}, ''),
  case when length(${member.mobile}) >= 7
    then left(${member.mobile}, 3) || '****' || right(${member.mobile}, 4) else '' end,
  ''
)`;

/** Whose line: the buyer's (member) or the shop's (site); another's line reads as absent. */
export type LineOwner = { memberId: number } | { siteId: number } | 'platform';
const ownerGuard = (who: LineOwner): SQL[] => {
  if (who === 'platform') return [];
  return 'memberId' in who ? [eq(orderGoods.memberId, who.memberId)] : [eq(orderGoods.siteId, who.siteId)];
};

export async function selectLine(db: DbOrTx, orderGoodsId: number, who: LineOwner) {
  const [row] = await db
    .select({ ...lineColumns, refund: orderRefund })
    .from(orderGoods)
    .innerJoin(order, eq(order.orderId, orderGoods.orderId))
    .leftJoin(orderRefund, eq(orderRefund.orderGoodsId, orderGoods.orderGoodsId))
    .where(and(eq(orderGoods.orderGoodsId, orderGoodsId), eq(order.payStatus, 1), ...ownerGuard(who)));
  if (!row) return undefined;
  const { refund, ...line } = row;
  return { line, refund } as LineWithRefund;
}

/** A page of lines in after-sales (refund_status ≠ 0), the newest step first. */
export async function selectLinePage(
  db: DbOrTx,
  who: LineOwner,
  q: { statuses?: number[]; page: number; pageSize: number },
) {
  const where = and(
    ne(orderGoods.refundStatus, 0),
    ...(q.statuses ? [inArray(orderGoods.refundStatus, q.statuses)] : []),
    ...ownerGuard(who),
  );
  const rows = await db
    .select({ ...lineColumns, refund: orderRefund, memberName: buyerName })
    .from(orderRefund)
    .innerJoin(orderGoods, eq(orderGoods.orderGoodsId, orderRefund.orderGoodsId))
    .innerJoin(order, eq(order.orderId, orderGoods.orderId))
    .innerJoin(member, eq(member.memberId, orderGoods.memberId))
    .where(where)
    .orderBy(desc(orderRefund.actionTime), desc(orderRefund.id))
    .limit(q.pageSize)
    .offset((q.page - 1) * q.pageSize);
  const [count] = await db
    .select({ n: sql<number>`count(*)::int` })
    .from(orderRefund)
    .innerJoin(orderGoods, eq(orderGoods.orderGoodsId, orderRefund.orderGoodsId))
    .where(where);
  return {
    count: count?.n ?? 0,
    list: rows.map(({ refund, memberName, ...line }) => ({ line, refund, memberName })),
  };
}

/** The refunds of an order already paid back (money split the next refund continues from). */
export function selectDoneRefunds(tx: DbOrTx, orderId: number, exceptLine: number) {
  return tx
    .select({ refund: orderRefund })
    .from(orderRefund)
    .innerJoin(orderGoods, eq(orderGoods.orderGoodsId, orderRefund.orderGoodsId))
    .where(
      and(
        eq(orderRefund.orderId, orderId),
        eq(orderGoods.refundStatus, 3),
        ne(orderRefund.orderGoodsId, exceptLine),
      ),
    );
}

/** Whether another line of the order already claims the delivery and invoice money in a running or done refund. */
export async function extraClaimed(tx: DbOrTx, orderId: number, exceptLine: number): Promise<boolean> {
  const [row] = await tx
    .select({ id: orderRefund.id })
    .from(orderRefund)
    .innerJoin(orderGoods, eq(orderGoods.orderGoodsId, orderRefund.orderGoodsId))
    .where(
      and(
        eq(orderRefund.orderId, orderId),
        ne(orderRefund.orderGoodsId, exceptLine),
        sql`${orderRefund.refundExtraMoney} > 0`,
        inArray(orderGoods.refundStatus, [1, 2, 3, 4, 5, 6]),
      ),
    )
    .limit(1);
  return row !== undefined;
}

/** Creates the line's application, or replaces the earlier one (re-applying after a refusal or revoke). */
export async function upsertRefund(tx: DbOrTx, row: NewRefund): Promise<void> {
  const { orderGoodsId: _key, ...changes } = row;
  await tx
    .insert(orderRefund)
    .values(row)
    .onConflictDoUpdate({ target: orderRefund.orderGoodsId, set: changes });
}

export async function updateRefund(tx: DbOrTx, orderGoodsId: number, changes: Partial<NewRefund>) {
  await tx.update(orderRefund).set(changes).where(eq(orderRefund.orderGoodsId, orderGoodsId));
}

export async function insertLog(tx: DbOrTx, row: Omit<typeof orderRefundLog.$inferInsert, 'id'>) {
  await tx.insert(orderRefundLog).values(row);
}

/** The negotiation record, newest first. */
export function selectLogs(db: DbOrTx, orderGoodsId: number) {
  return db
    .select()
    .from(orderRefundLog)
    .where(eq(orderRefundLog.orderGoodsId, orderGoodsId))
    .orderBy(desc(orderRefundLog.id));
}

/** The shop's return address (facts §3.1 shop_address). */
export async function selectShopAddress(db: DbOrTx, siteId: number): Promise<string> {
  const [row] = await db.select({ a: shop.fullAddress }).from(shop).where(eq(shop.siteId, siteId));
  return row?.a ?? '';
}

export async function selectUsername(db: DbOrTx, memberId: number): Promise<string> {
  const [row] = await db.select({ n: member.username }).from(member).where(eq(member.memberId, memberId));
  return row?.n ?? '';
}

/** Lines whose refund has sat in `status` since before `before` (the timers' work), oldest first. */
export function selectDue(
  tx: DbOrTx,
  status: number,
  before: number,
  limit: number,
  only?: { orderGoodsId: number; memberId: number },
) {
  return tx
    .select({ orderGoodsId: orderRefund.orderGoodsId })
    .from(orderRefund)
    .innerJoin(orderGoods, eq(orderGoods.orderGoodsId, orderRefund.orderGoodsId))
    .where(
      and(
        eq(orderGoods.refundStatus, status),
        lte(orderRefund.actionTime, before),
        only ? eq(orderRefund.orderGoodsId, only.orderGoodsId) : undefined,
        only ? eq(orderRefund.memberId, only.memberId) : undefined,
      ),
    )
    .orderBy(orderRefund.actionTime)
    .limit(limit);
}

/** How many lines of the shop wait for it (the dashboard's refund_waiting). */
export async function countShopWaiting(db: DbOrTx, siteId: number): Promise<number> {
  const [row] = await db
    .select({ n: sql<number>`count(*)::int` })
    .from(orderGoods)
    .where(and(eq(orderGoods.siteId, siteId), inArray(orderGoods.refundStatus, [1, 2, 5, 6])));
  return row?.n ?? 0;
}
