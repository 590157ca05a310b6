import { and, eq, inArray } from 'drizzle-orm';
import { order, orderGoods } from '../../db/schema/index.ts';
import type { Tx } from '../../platform/jobs/job-runner.ts';
import type { OrderLineRow } from './order-lines.repository.ts';
import type { OrderRow } from './order-write.repository.ts';

/* The after-sales writes of order lines: refund_status only, always guarded on the statuses it leaves. */

/** The order row locked for the rest of the transaction: refund steps on one order run one after another. */
export async function lockOrderRow(tx: Tx, orderId: number): Promise<OrderRow | undefined> {
  const [row] = await tx.select().from(order).where(eq(order.orderId, orderId)).for('update');
  return row;
}

/** Moves a line's refund_status from one of `from` to `to`; answers the line, or undefined when it was not there. */
export async function updateLineRefundStatus(
  tx: Tx,
  orderGoodsId: number,
  from: readonly number[],
  to: number,
): Promise<OrderLineRow | undefined> {
  const [row] = await tx
    .update(orderGoods)
    .set({ refundStatus: to })
    .where(and(eq(orderGoods.orderGoodsId, orderGoodsId), inArray(orderGoods.refundStatus, [...from])))
    .returning();
  return row;
}
