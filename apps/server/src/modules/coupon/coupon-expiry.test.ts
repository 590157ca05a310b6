import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createJobRunner } from '../../platform/jobs/job-runner.ts';
import { createTestApp, type TestApp } from '../../test/test-app.ts';
import { checkoutCoupons } from './coupon-checkout.ts';
import { restoreShopCoupon, spendShopCoupon } from './coupon-spend.repository.ts';
import { couponExpiryJob } from './coupon-expiry.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

/** Rows of a raw SQL read (the Db type leaves the driver's result shape open). */
const sqlRows = async (text: string) =>
  ((await t.database.db.execute(text)) as unknown as { rows: Record<string, number>[] }).rows;

const now = () => Math.floor(Date.now() / 1000);
const state = async (id: number) =>
  (
    (await sqlRows(`select state from promotion_coupon where coupon_id = ${id}`))[0] as {
      state: number;
    }
  ).state;

describe('coupon expiry job', () => {
  it('marks unused coupons past their end date as expired, and nothing else', async () => {
    const runner = createJobRunner(t.database.db, [couponExpiryJob]);
    const pastDate = (
      await sqlRows(`select coupon_id from promotion_coupon where member_id = 1 and coupon_type_id = 9`)
    )[0] as { coupon_id: number };
    expect(await state(pastDate.coupon_id)).toBe(1);
    expect(await runner.tick()).toBe(1);
    expect(await state(pastDate.coupon_id)).toBe(3);
    const stillUnused = (
      await sqlRows(`select count(*)::int as n from promotion_coupon where state = 1 and end_time > ${now()}`)
    )[0] as { n: number };
    expect(stillUnused.n).toBeGreaterThan(0);
    expect(await runner.tick()).toBe(0); // not due again for a minute
  });

  it('expires a days-valid coupon when its days are over', async () => {
    const token = await t.loginAs('bob');
    const res = await t.call('/coupon/api/coupon/receive', { token, coupon_type_id: 13 });
    const { coupon_id: id, end_time: end } = res.body.data as { coupon_id: number; end_time: number };
    expect(end - now()).toBeGreaterThan(19 * 86_400);
    const runner = createJobRunner(t.database.db, [couponExpiryJob]);
    await runner.tick(end - 1);
    expect(await state(id)).toBe(1);
    await runner.tick(end + 61);
    expect(await state(id)).toBe(3);
  });
});

describe('coupon rules for checkout', () => {
  const line = (sku: number, goods: number, money: number) => ({
    sku_id: sku,
    goods_id: goods,
    goods_money: money,
  });

  it('answers the usable coupons of each shop with the best one chosen, then the platform coupon', async () => {
    // demo holds shop 1 "$10 off over $99", shop 9 "满300减30" and platform "$20 off over $200".
    const result = await checkoutCoupons(t.database.db, {
      memberId: 1,
      shops: [
        { site_id: 1, lines: [line(1, 1, 12000)] },
        { site_id: 9, lines: [line(2, 2, 31000)] },
      ],
    });
    expect(result.shops.map((s) => [s.site_id, s.money])).toEqual([
      [1, 1000],
      [9, 3000],
    ]);
    expect(result.platform.money).toBe(2000);
    expect(result.platform.parts.reduce((s, p) => s + p.money, 0)).toBe(2000);
  });

  it('rejects a chosen coupon that is not the member’s, and applies none when 0 is chosen', async () => {
    const [aliceCoupon] = (await sqlRows(
      `select coupon_id from promotion_coupon where member_id = 2 and coupon_type_id = 1`,
    )) as { coupon_id: number }[];
    const result = await checkoutCoupons(t.database.db, {
      memberId: 1,
      shops: [
        { site_id: 1, lines: [line(1, 1, 12000)] },
        { site_id: 9, lines: [line(2, 2, 31000)] },
      ],
      chosen: { 1: aliceCoupon!.coupon_id, 9: 0 },
      platformCouponId: 0,
    });
    expect(result.shops[0]).toMatchObject({ id: 0, money: 0, rejected_id: aliceCoupon!.coupon_id });
    expect(result.shops[1]).toMatchObject({ id: 0, money: 0, rejected_id: 0 });
    expect(result.shops[1]!.usable).toHaveLength(1);
    expect(result.platform.id).toBe(0);
  });

  it('does not offer a coupon below its threshold, used, or expired', async () => {
    const small = await checkoutCoupons(t.database.db, {
      memberId: 1,
      shops: [{ site_id: 1, lines: [line(1, 1, 9899)] }],
    });
    expect(small.shops[0]!.usable).toEqual([]);
    const [held] = (await sqlRows(
      `select coupon_id from promotion_coupon where member_id = 1 and coupon_type_id = 1`,
    )) as { coupon_id: number }[];
    expect(await spendShopCoupon(t.database.db, 1, held!.coupon_id, 77, now())).toBe(true);
    const afterSpend = await checkoutCoupons(t.database.db, {
      memberId: 1,
      shops: [{ site_id: 1, lines: [line(1, 1, 20000)] }],
    });
    expect(afterSpend.shops[0]!.usable).toEqual([]);
    expect(await restoreShopCoupon(t.database.db, 1, held!.coupon_id, now())).toBe(true);
    expect(await state(held!.coupon_id)).toBe(1);
  });
});
