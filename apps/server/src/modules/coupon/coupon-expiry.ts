import type { Tx } from '../../platform/database.ts';
import type { JobDefinition } from '../../platform/jobs/job-runner.ts';
import { markExpiredCoupons } from './coupon-wallet.repository.ts';

/** Marks unused coupons past their end_time as expired (facts §4.4: a cron turns state 1 into 3). */
export function expireCoupons(tx: Tx, now: number): Promise<{ shop: number; platform: number }> {
  return markExpiredCoupons(tx, now);
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
