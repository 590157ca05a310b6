import { and, asc, eq, inArray } from 'drizzle-orm';
import { order, orderGoods } from '../../db/schema/index.ts';
import type { Tx } from '../../platform/jobs/job-runner.ts';
import type { DbOrTx } from './order-write.repository.ts';

/** The member's own order (not deleted) with the columns a review reads; another member's reads as absent. */
export async function selectEvaluateOrder(db: DbOrTx, memberId: number, orderId: number) {
  const [row] = await db
    .select({
      orderId: order.orderId,
      orderNo: order.orderNo,
      siteId: order.siteId,
      siteName: order.siteName,
      memberId: order.memberId,
      orderStatus: order.orderStatus,
      isEvaluate: order.isEvaluate,
      evaluateStatus: order.evaluateStatus,
    })
    .from(order)
    .where(and(eq(order.orderId, orderId), eq(order.memberId, memberId), eq(order.isDelete, 0)));
  return row;
}
export type EvaluateOrderRow = NonNullable<Awaited<ReturnType<typeof selectEvaluateOrder>>>;

/** The order's lines with their refund status, in order. */
export function selectEvaluateLines(db: DbOrTx, orderId: number) {
  return db
    .select({
      orderGoodsId: orderGoods.orderGoodsId,
      goodsId: orderGoods.goodsId,
      skuId: orderGoods.skuId,
      skuName: orderGoods.skuName,
      skuImage: orderGoods.skuImage,
      price: orderGoods.price,
      num: orderGoods.num,
      refundStatus: orderGoods.refundStatus,
    })
    .from(orderGoods)
    .where(eq(orderGoods.orderId, orderId))
    .orderBy(asc(orderGoods.orderGoodsId));
}
export type EvaluateLineRow = Awaited<ReturnType<typeof selectEvaluateLines>>[number];

/**
 * Moves the review flags one step, guarded on the step it leaves (a received or completed order still open
 * for review): two submissions of the same review cannot both pass. Answers whether the order moved.
 */
export async function updateEvaluateStatus(
  tx: Tx,
  q: { orderId: number; memberId: number; from: number; to: number; isEvaluate: number },
): Promise<boolean> {
  const rows = await tx
    .update(order)
    .set({ evaluateStatus: q.to, isEvaluate: q.isEvaluate })
    .where(
      and(
        eq(order.orderId, q.orderId),
        eq(order.memberId, q.memberId),
        eq(order.evaluateStatus, q.from),
        eq(order.isEvaluate, 1),
        inArray(order.orderStatus, [4, 10]),
      ),
    )
    .returning({ id: order.orderId });
  return rows.length > 0;
}
