import { and, eq, ne, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { goods, goodsSku, member, memberAccount, order, orderGoods, pay } from '../../db/schema/index.ts';
import { AppError } from '../../platform/errors.ts';
import type { Tx } from '../../platform/jobs/job-runner.ts';
import { restorePlatformCoupon, restoreShopCoupon } from '../coupon/index.ts';
import type { OrderRow } from './order.repository.ts';
import { writeLog, type Actor } from './order-transitions.ts';

async function giveBackStock(tx: Tx, orderId: number) {
  const lines = await tx.select().from(orderGoods).where(eq(orderGoods.orderId, orderId));
  for (const l of lines) {
    await tx
      .update(goodsSku)
      .set({ stock: sql`${goodsSku.stock} + ${l.num}` })
      .where(eq(goodsSku.skuId, l.skuId));
    await tx
      .update(goods)
      .set({ goodsStock: sql`${goods.goodsStock} + ${l.num}` })
      .where(eq(goods.goodsId, l.goodsId));
  }
}

async function giveBackBalance(tx: Tx, o: OrderRow, now: number) {
  const stored = o.balanceMoney - o.balanceCashMoney;
  const cash = o.balanceCashMoney;
  if (stored + cash === 0) return;
  await tx
    .update(member)
    .set({ balance: sql`${member.balance} + ${stored}`, balanceMoney: sql`${member.balanceMoney} + ${cash}` })
    .where(eq(member.memberId, o.memberId));
  const rows = [
    { accountType: 'balance', accountData: stored },
    { accountType: 'balance_money', accountData: cash },
  ].filter((r) => r.accountData > 0);
  await tx.insert(memberAccount).values(
    rows.map((r) => ({
      ...r,
      memberId: o.memberId,
      fromType: 'refund',
      typeTag: o.orderNo,
      remark: 'order closed',
      createTime: now,
    })),
  );
}

/** The platform coupon is spread over a checkout's orders: it comes back when the last of them closes. */
async function giveBackCoupons(tx: Tx, o: OrderRow, now: number) {
  if (o.couponId) await restoreShopCoupon(tx, o.memberId, o.couponId, now);
  if (!o.platformCouponId) return;
  const [open] = await tx
    .select({ id: order.orderId })
    .from(order)
    .where(
      and(
        eq(order.memberId, o.memberId),
        eq(order.platformCouponId, o.platformCouponId),
        ne(order.orderStatus, -1),
      ),
    )
    .limit(1);
  if (!open) await restorePlatformCoupon(tx, o.memberId, o.platformCouponId, now);
}

/**
 * Closes an unpaid order (facts §2.5 close): one guarded update 0 → -1, then stock, coupons and balance given
 * back and the waiting pay row cancelled, all in the same transaction. Only the caller whose update matched
 * gives anything back, so parallel closes return things exactly once. Jobs call it with their own tx.
 */
export async function closeOrderTx(tx: Tx, memberId: number, orderId: number, actor: Actor, now: number) {
  const [closed] = await tx
    .update(order)
    .set({ orderStatus: -1, closeTime: now, isEnableRefund: 0 })
    .where(
      and(
        eq(order.orderId, orderId),
        eq(order.memberId, memberId),
        eq(order.orderStatus, 0),
        eq(order.isLock, 0),
      ),
    )
    .returning();
  if (!closed) return false;
  await giveBackStock(tx, orderId);
  await giveBackCoupons(tx, closed, now);
  await giveBackBalance(tx, closed, now);
  await tx
    .update(pay)
    .set({ payStatus: -1 })
    .where(and(eq(pay.outTradeNo, closed.outTradeNo), eq(pay.payStatus, 0)));
  await writeLog(tx, [{ orderId, actionWay: 'orderClose', fromStatus: 0, toStatus: -1 }], actor, now);
  return true;
}

export async function closeOrder(db: Db, memberId: number, o: OrderRow): Promise<void> {
  const now = Math.floor(Date.now() / 1000);
  const done = await db.transaction((tx) =>
    closeOrderTx(tx, memberId, o.orderId, { module: 'member', uid: memberId }, now),
  );
  if (!done) throw new AppError('FAIL', o.isLock ? 'ORDER_LOCKED' : 'ORDER_STATE_CHANGED');
}
