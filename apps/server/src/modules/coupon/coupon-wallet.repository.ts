import { and, desc, eq, gt, inArray, lte } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { memberCoupon, memberPlatformCoupon } from '../../db/schema/index.ts';
import type { Tx } from '../../platform/database.ts';

// The coupons members hold: what a checkout may use, and the expiry of those past their end.

/** A member's unused, unexpired shop coupons of these shops, newest first. */
export function selectUsableShopCoupons(db: Db | Tx, memberId: number, siteIds: number[], now: number) {
  if (siteIds.length === 0) return Promise.resolve([]);
  return db
    .select()
    .from(memberCoupon)
    .where(
      and(
        eq(memberCoupon.memberId, memberId),
        eq(memberCoupon.state, 1),
        gt(memberCoupon.endTime, now),
        inArray(memberCoupon.siteId, siteIds),
      ),
    )
    .orderBy(desc(memberCoupon.couponId))
    .limit(500);
}

/** A member's unused, unexpired platform coupons, newest first. */
export function selectUsablePlatformCoupons(db: Db | Tx, memberId: number, now: number) {
  return db
    .select()
    .from(memberPlatformCoupon)
    .where(
      and(
        eq(memberPlatformCoupon.memberId, memberId),
        eq(memberPlatformCoupon.state, 1),
        gt(memberPlatformCoupon.endTime, now),
      ),
    )
    .orderBy(desc(memberPlatformCoupon.platformcouponId))
    .limit(500);
}

/** Marks unused coupons past their end_time as expired (state 1 → 3); answers how many of each kind. */
export async function markExpiredCoupons(tx: Tx, now: number): Promise<{ shop: number; platform: number }> {
  const shop = await tx
    .update(memberCoupon)
    .set({ state: 3 })
    .where(and(eq(memberCoupon.state, 1), lte(memberCoupon.endTime, now)))
    .returning({ id: memberCoupon.couponId });
  const platform = await tx
    .update(memberPlatformCoupon)
    .set({ state: 3 })
    .where(and(eq(memberPlatformCoupon.state, 1), lte(memberPlatformCoupon.endTime, now)))
    .returning({ id: memberPlatformCoupon.platformcouponId });
  return { shop: shop.length, platform: platform.length };
}
