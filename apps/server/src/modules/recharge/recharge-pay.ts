import type { Tx } from '../../platform/jobs/job-runner.ts';
import { giveShopCoupon } from '../coupon/index.ts';
import { creditStored, giveReward } from '../wallet/index.ts';
import * as repo from './recharge.repository.ts';

/**
 * Pays the top-up order of a payment number (facts §4.3 on payment), in the pay flow's transaction: the order
 * moves 1 → 2 once (guarded), so a replayed notification gives nothing twice; then face value to stored value,
 * gift points and growth, the gift coupons (each in its shop), and the package's sale count.
 */
export async function payRechargeOrder(
  tx: Tx,
  outTradeNo: string,
  payType: string,
  now: number,
): Promise<boolean> {
  const o = await repo.markOrderPaid(tx, outTradeNo, payType, now);
  if (!o) return false;
  const cause = { fromType: 'memberrecharge', remark: o.rechargeName, tag: o.orderNo };
  await creditStored(tx, o.memberId, o.faceValue, cause, now);
  await giveReward(tx, o.memberId, { point: o.point, growth: o.growth }, cause, now);
  const typeIds = o.couponId
    .split(',')
    .map(Number)
    .filter((n) => Number.isInteger(n) && n > 0);
  for (const t of await repo.selectCouponTypeSites(tx, typeIds)) {
    await giveShopCoupon(tx, { memberId: o.memberId, typeId: t.typeId, siteId: t.siteId }, now);
  }
  await repo.countSale(tx, o.rechargeId);
  return true;
}

export const hasUnpaidRechargeOrder = repo.hasUnpaidOrder;
