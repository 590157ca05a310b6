import { and, count, eq, inArray } from 'drizzle-orm';
import { memberCoupon, platformCouponType } from '../../db/schema/index.ts';
import type { Db, Tx } from '../../platform/database.ts';

const STATE_UNUSED = 1;
const STATE_USED = 2;
const STATE_EXPIRED = 3;
const giftsOf = (memberId: number, orderId: number) =>
  and(eq(memberCoupon.memberId, memberId), eq(memberCoupon.giftOrderId, orderId));

/** Names and amounts of platform coupon types (the sign-in page shows what a day gives). */
export async function selectPlatformCouponNames(db: Db | Tx, typeIds: number[]) {
  if (typeIds.length === 0) return [];
  return db
    .select({
      typeId: platformCouponType.platformcouponTypeId,
      name: platformCouponType.platformcouponName,
      money: platformCouponType.money,
      atLeast: platformCouponType.atLeast,
    })
    .from(platformCouponType)
    .where(inArray(platformCouponType.platformcouponTypeId, typeIds));
}

/** Ends the order's unused gift coupons now (state 3); answers how many. */
export async function expireUnusedGifts(tx: Tx, memberId: number, orderId: number, now: number) {
  const rows = await tx
    .update(memberCoupon)
    .set({ state: STATE_EXPIRED, endTime: now })
    .where(and(giftsOf(memberId, orderId), eq(memberCoupon.state, STATE_UNUSED)))
    .returning({ id: memberCoupon.couponId });
  return rows.length;
}

export async function countUsedGifts(tx: Tx, memberId: number, orderId: number) {
  const [row] = await tx
    .select({ n: count() })
    .from(memberCoupon)
    .where(and(giftsOf(memberId, orderId), eq(memberCoupon.state, STATE_USED)));
  return row?.n ?? 0;
}
