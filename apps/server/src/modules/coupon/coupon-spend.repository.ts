import { and, eq, gt, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { memberCoupon, memberPlatformCoupon } from '../../db/schema/index.ts';
import type { Tx } from '../../platform/jobs/job-runner.ts';

/*
 * Spending and giving back coupons for the checkout and order-closing flows. Each is one guarded UPDATE with
 * the owner in the WHERE clause, so a coupon is spent at most once however many requests race for it.
 */

/** Spends a shop coupon on an order exactly once: the guarded update succeeds for one caller only. */
export async function spendShopCoupon(
  tx: Db | Tx,
  memberId: number,
  couponId: number,
  orderId: number,
  now: number,
) {
  const rows = await tx
    .update(memberCoupon)
    .set({ state: 2, useTime: now, useOrderId: orderId })
    .where(
      and(
        eq(memberCoupon.couponId, couponId),
        eq(memberCoupon.memberId, memberId),
        eq(memberCoupon.state, 1),
        gt(memberCoupon.endTime, now),
      ),
    )
    .returning({ id: memberCoupon.couponId });
  return rows.length === 1;
}

export async function spendPlatformCoupon(
  tx: Db | Tx,
  memberId: number,
  id: number,
  orderId: number,
  now: number,
) {
  const rows = await tx
    .update(memberPlatformCoupon)
    .set({ state: 2, useTime: now, useOrderId: orderId })
    .where(
      and(
        eq(memberPlatformCoupon.platformcouponId, id),
        eq(memberPlatformCoupon.memberId, memberId),
        eq(memberPlatformCoupon.state, 1),
        gt(memberPlatformCoupon.endTime, now),
      ),
    )
    .returning({ id: memberPlatformCoupon.platformcouponId });
  return rows.length === 1;
}

/** Gives a used coupon back when its order closes (facts §4.4: 2 → 1); one past its end comes back expired. */
export async function restoreShopCoupon(tx: Db | Tx, memberId: number, couponId: number, now: number) {
  const rows = await tx
    .update(memberCoupon)
    .set({
      state: sql`case when ${memberCoupon.endTime} > ${now} then 1 else 3 end`,
      useTime: 0,
      useOrderId: 0,
    })
    .where(
      and(
        eq(memberCoupon.couponId, couponId),
        eq(memberCoupon.memberId, memberId),
        eq(memberCoupon.state, 2),
      ),
    )
    .returning({ id: memberCoupon.couponId });
  return rows.length === 1;
}

export async function restorePlatformCoupon(tx: Db | Tx, memberId: number, id: number, now: number) {
  const rows = await tx
    .update(memberPlatformCoupon)
    .set({
      state: sql`case when ${memberPlatformCoupon.endTime} > ${now} then 1 else 3 end`,
      useTime: 0,
      useOrderId: 0,
    })
    .where(
      and(
        eq(memberPlatformCoupon.platformcouponId, id),
        eq(memberPlatformCoupon.memberId, memberId),
        eq(memberPlatformCoupon.state, 2),
      ),
    )
    .returning({ id: memberPlatformCoupon.platformcouponId });
  return rows.length === 1;
}
