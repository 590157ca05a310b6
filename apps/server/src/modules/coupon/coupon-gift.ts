import type { Tx } from '../../platform/database.ts';
import { countUsedGifts, expireUnusedGifts } from './coupon-gift.repository.ts';
import { insertMemberPlatformCoupon, takePlatformType } from './coupon-receive.repository.ts';
import { couponCode, couponEndTime } from './coupon-receive.ts';

/*
 * Coupons given rather than collected: a platform coupon as a sign-in reward (facts §4.7 award.coupon), and
 * taking back the shop coupons a manjian step gave for an order that was then fully refunded (facts §5).
 */

/** get_type 4: a gift (facts §4.4), as the sign-in reward is. */
const GET_TYPE_GIFT = 4;
const STATE_UNUSED = 1;

/**
 * Gives one platform coupon of a type through its guarded counter (the member's max_fetch does not apply:
 * nothing was collected). Answers false, giving nothing, when the type ended or has none left.
 */
export async function givePlatformCoupon(
  tx: Tx,
  gift: { memberId: number; typeId: number },
  now: number,
): Promise<boolean> {
  const t = await takePlatformType(tx, gift.typeId, now);
  if (!t) return false;
  await insertMemberPlatformCoupon(tx, {
    platformcouponTypeId: t.platformcouponTypeId,
    platformcouponName: t.platformcouponName,
    platformcouponCode: couponCode(),
    memberId: gift.memberId,
    money: t.money,
    atLeast: t.atLeast,
    useScenario: t.useScenario,
    groupIds: t.groupIds,
    state: STATE_UNUSED,
    getType: GET_TYPE_GIFT,
    fetchTime: now,
    endTime: couponEndTime(t, now),
  });
  return true;
}

/**
 * Voids the unused shop coupons an order's manjian step gave (state 1 → 3, ending now) and answers how many
 * were voided and how many of those given were already used (those cannot be taken back).
 */
export async function voidGiftCoupons(
  tx: Tx,
  memberId: number,
  orderId: number,
  now: number,
): Promise<{ voided: number; used: number }> {
  const voided = await expireUnusedGifts(tx, memberId, orderId, now);
  const used = await countUsedGifts(tx, memberId, orderId);
  return { voided, used };
}
