import type { Db } from '../../db/client.ts';
import { AppError } from '../../platform/errors.ts';
import type { Tx } from '../../platform/jobs/job-runner.ts';
import { returnStock } from '../catalog/index.ts';
import { restorePlatformCoupon, restoreShopCoupon } from '../coupon/index.ts';
import { cancelWaitingPays } from '../payment/index.ts';
import { ledgerNote, returnBalance } from '../wallet/index.ts';
import * as lines from './order-lines.repository.ts';
import * as lookup from './order-lookup.repository.ts';
import { moveOrder, type Actor } from './order-move.ts';
import type { OrderFacts } from './order-transitions.ts';
import type { OrderRow } from './order-write.repository.ts';

/** The platform coupon is spread over a checkout's orders: it comes back when the last of them closes. */
async function giveBackCoupons(tx: Tx, o: OrderRow, now: number) {
  if (o.couponId) await restoreShopCoupon(tx, o.memberId, o.couponId, now);
  if (!o.platformCouponId) return;
  if (!(await lookup.hasOpenOrderWithPlatformCoupon(tx, o.memberId, o.platformCouponId))) {
    await restorePlatformCoupon(tx, o.memberId, o.platformCouponId, now);
  }
}

/** What a promotion gives back of a closed order it sold (its own stock, its per-member counts). */
export type OrderCloseHook = (tx: Tx, o: OrderRow, lines: lines.OrderLineRow[], now: number) => Promise<void>;
// Keyed by promotion type, so building the app again (tests) replaces a hook instead of adding it twice.
const closeHooks = new Map<string, OrderCloseHook>();
/** Promotions register at start-up; order stays unaware of their tables (they own them). */
export function onPromotionOrderClosed(promotionType: string, hook: OrderCloseHook): void {
  closeHooks.set(promotionType, hook);
}

/** Everything an unpaid order held comes back through its owner: stock, coupons, balance, the waiting pay row. */
async function giveBack(tx: Tx, o: OrderRow, now: number) {
  const held = await lines.selectLines(tx, o.orderId);
  await returnStock(tx, held);
  await closeHooks.get(o.promotionType)?.(tx, o, held, now);
  await giveBackCoupons(tx, o, now);
  const balance = { tag: o.orderNo, stored: o.balanceMoney - o.balanceCashMoney, cash: o.balanceCashMoney };
  await returnBalance(
    tx,
    o.memberId,
    balance,
    { fromType: 'refund', remark: ledgerNote('orderClosed') },
    now,
  );
  await cancelWaitingPays(tx, [o.outTradeNo]);
}

/**
 * Closes an unpaid order (facts §2.5 close): one guarded move 0 → -1, then what it held given back, all in the
 * caller's transaction. Only the caller whose move matched gives anything back, so parallel closes return things
 * exactly once. The member's close and the auto-close timer call it.
 */
export async function closeOrderTx(tx: Tx, o: OrderFacts, actor: Actor, now: number): Promise<boolean> {
  const closed = await moveOrder(tx, o, {
    action: 'close',
    actor,
    now,
    changes: { closeTime: now, isEnableRefund: 0 },
  });
  if (closed) await giveBack(tx, closed, now);
  return closed !== undefined;
}

/** /api/order/close: the member closes an own unpaid order (read with the member in the WHERE beforehand). */
export async function closeMemberOrder(db: Db, memberId: number, o: OrderFacts): Promise<void> {
  const now = Math.floor(Date.now() / 1000);
  const done = await db.transaction((tx) => closeOrderTx(tx, o, { role: 'member', uid: memberId }, now));
  if (!done) throw new AppError('FAIL', o.isLock ? 'ORDER_LOCKED' : 'ORDER_STATE_CHANGED');
}
