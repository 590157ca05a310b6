import { and, eq, lte } from 'drizzle-orm';
import { memberCoupon, memberPlatformCoupon } from '../../db/schema/index.ts';
import type { JobDefinition, Tx } from '../../platform/jobs/job-runner.ts';

/** Marks unused coupons past their end_time as expired (facts §4.4: a cron turns state 1 into 3). */
export async function expireCoupons(tx: Tx, now: number): Promise<{ shop: number; platform: number }> {
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

export const COUPON_EXPIRY_JOB = 'coupon_expire';

/** Runs every minute; reads already treat past-end coupons as expired, so a late run changes nothing visible. */
export const couponExpiryJob: JobDefinition = {
  name: COUPON_EXPIRY_JOB,
  everySeconds: 60,
  run: async (tx, { now }) => {
    await expireCoupons(tx, now);
  },
};
