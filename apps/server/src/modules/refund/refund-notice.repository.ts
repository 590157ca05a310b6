import { and, desc, eq, inArray, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { orderGoods, orderRefund, orderRefundLog } from '../../db/schema/index.ts';

/*
 * The member centre's after-sales notices: the negotiation record rows the shop (2) and the platform (3) wrote on
 * the member's lines. Reached through the member's refunds (order_refund_member_idx) and each line's record
 * (order_refund_log_goods_idx), so the work is bounded by the member's own refunds.
 */

const FROM_OTHERS = [2, 3];

export async function selectNoticePage(db: Db, memberId: number, q: { page: number; pageSize: number }) {
  const where = and(eq(orderRefund.memberId, memberId), inArray(orderRefundLog.actionWay, FROM_OTHERS));
  const [list, [total]] = await Promise.all([
    db
      .select({
        log: orderRefundLog,
        skuName: orderGoods.skuName,
        skuImage: orderGoods.skuImage,
        lineStatus: orderGoods.refundStatus,
      })
      .from(orderRefund)
      .innerJoin(orderRefundLog, eq(orderRefundLog.orderGoodsId, orderRefund.orderGoodsId))
      .innerJoin(orderGoods, eq(orderGoods.orderGoodsId, orderRefund.orderGoodsId))
      .where(where)
      .orderBy(desc(orderRefundLog.id))
      .limit(q.pageSize)
      .offset((q.page - 1) * q.pageSize),
    db
      .select({ n: sql<number>`count(*)::int` })
      .from(orderRefund)
      .innerJoin(orderRefundLog, eq(orderRefundLog.orderGoodsId, orderRefund.orderGoodsId))
      .where(where),
  ]);
  return { list, count: Number(total?.n ?? 0) };
}
