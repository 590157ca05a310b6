import crypto from 'node:crypto';
import { and, eq, inArray } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { order, pay } from '../../db/schema/index.ts';
import { AppError } from '../../platform/errors.ts';

/**
 * /api/order/pay (facts §8): all given orders must be the member's and unpaid. The current out_trade_no is kept
 * when its waiting pay row covers exactly these orders with the same amount; otherwise the old pay rows are
 * cancelled and a new out_trade_no is made for these orders. The orders are locked first, so parallel calls
 * settle on one payment number.
 */
export async function repayOrders(db: Db, memberId: number, orderIds: number[]): Promise<string> {
  return db.transaction(async (tx) => {
    const rows = await tx
      .select()
      .from(order)
      .where(and(eq(order.memberId, memberId), inArray(order.orderId, orderIds), eq(order.isDelete, 0)))
      .for('update');
    if (rows.length !== orderIds.length) throw new AppError('NOT_FOUND', 'ORDER_NOT_FOUND');
    if (rows.some((o) => o.orderStatus !== 0)) throw new AppError('FAIL', 'ORDER_STATE_CHANGED');
    const total = rows.reduce((s, o) => s + o.payMoney, 0);
    const tradeNos = [...new Set(rows.map((o) => o.outTradeNo))];
    if (tradeNos.length === 1) {
      const [current] = await tx
        .select()
        .from(pay)
        .where(and(eq(pay.outTradeNo, tradeNos[0]!), eq(pay.payStatus, 0)));
      const sharing = await tx
        .select({ id: order.orderId })
        .from(order)
        .where(eq(order.outTradeNo, tradeNos[0]!));
      if (current && current.payMoney === total && sharing.length === rows.length) return current.outTradeNo;
    }
    const now = Math.floor(Date.now() / 1000);
    const fresh = `${now}${String(crypto.randomInt(0, 10_000)).padStart(4, '0')}${Math.min(...orderIds)}`;
    await tx
      .update(pay)
      .set({ payStatus: -1 })
      .where(and(inArray(pay.outTradeNo, tradeNos), eq(pay.payStatus, 0)));
    await tx.update(order).set({ outTradeNo: fresh }).where(inArray(order.orderId, orderIds));
    const body = rows
      .map((o) => o.orderName)
      .join(', ')
      .slice(0, 255);
    await tx.insert(pay).values({
      memberId,
      siteId: rows.length === 1 ? rows[0]!.siteId : 0,
      outTradeNo: fresh,
      payMoney: total,
      payBody: body,
      payDetail: body,
      createTime: now,
    });
    return fresh;
  });
}
