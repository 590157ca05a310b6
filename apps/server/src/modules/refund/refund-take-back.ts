import type { Tx } from '../../platform/jobs/job-runner.ts';
import { voidGiftCoupons } from '../coupon/index.ts';
import { takeBackOrderRewards } from '../wallet/index.ts';

/**
 * A FULL refund takes back what the order gave (facts §5, issue 14 item 1): the consumption points and growth
 * and the manjian points through the ledger (never below zero), and the manjian coupons still unused. Runs in
 * the refund's transaction, once: only the refund that closes the order (refundClose, a guarded move) calls it.
 * A partial refund keeps them, as the original does.
 */
export async function takeBackOrderGifts(
  tx: Tx,
  o: { orderId: number; orderNo: string; memberId: number },
  now: number,
) {
  const rewards = await takeBackOrderRewards(tx, o.memberId, o.orderNo, now);
  const coupons = await voidGiftCoupons(tx, o.memberId, o.orderId, now);
  return { ...rewards, coupons };
}
