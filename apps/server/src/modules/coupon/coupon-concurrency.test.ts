import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../test/test-app.ts';
import { spendShopCoupon } from './coupon-spend.repository.ts';

let t: TestApp;
let tokens: string[];
beforeAll(async () => {
  t = await createTestApp();
  tokens = await Promise.all(['demo', 'alice', 'bob'].map((u) => t.loginAs(u)));
});
afterAll(() => t.close());

/** Rows of a raw SQL read (the Db type leaves the driver's result shape open). */
const sqlRows = async (text: string) =>
  ((await t.database.db.execute(text)) as unknown as { rows: Record<string, number>[] }).rows;

const one = async (sql: string) => (await sqlRows(sql))[0] as Record<string, number>;

describe('collecting under concurrency', () => {
  it('30 parallel collects of a type with 10 left: exactly 10 succeed and lead_count ends at count', async () => {
    await t.database.db.execute(
      `update promotion_coupon_type set count = 500, lead_count = 490, max_fetch = 0 where coupon_type_id = 10`,
    );
    const before = await one(`select count(*)::int as n from promotion_coupon where coupon_type_id = 10`);
    const results = await Promise.all(
      Array.from({ length: 30 }, (_, i) =>
        t.call('/coupon/api/coupon/receive', { token: tokens[i % 3], coupon_type_id: 10 }),
      ),
    );
    const ok = results.filter((r) => r.body.code === 0);
    expect(ok).toHaveLength(10);
    expect(results.filter((r) => r.body.message === 'All coupons have been taken')).toHaveLength(20);
    expect(await one(`select lead_count from promotion_coupon_type where coupon_type_id = 10`)).toEqual({
      lead_count: 500,
    });
    const after = await one(`select count(*)::int as n from promotion_coupon where coupon_type_id = 10`);
    expect(after.n! - before.n!).toBe(10);
  });

  it('20 parallel collects by one member with max_fetch 1: one succeeds', async () => {
    const results = await Promise.all(
      Array.from({ length: 20 }, () =>
        t.call('/coupon/api/coupon/receive', { token: tokens[2], coupon_type_id: 6 }),
      ),
    );
    expect(results.filter((r) => r.body.code === 0)).toHaveLength(1);
    expect(results.filter((r) => r.body.error_code === 'ERROR')).toHaveLength(19);
    const held = await one(
      `select count(*)::int as n from promotion_coupon where coupon_type_id = 6 and member_id = 3`,
    );
    expect(held.n).toBe(1);
    expect(await one(`select lead_count from promotion_coupon_type where coupon_type_id = 6`)).toEqual({
      lead_count: 89,
    });
  });

  it('20 parallel platform collects by one member with max_fetch 1: one succeeds', async () => {
    const results = await Promise.all(
      Array.from({ length: 20 }, () =>
        t.call('/platformcoupon/api/platformcoupon/receive', { token: tokens[2], platformcoupon_type_id: 1 }),
      ),
    );
    expect(results.filter((r) => r.body.code === 0)).toHaveLength(1);
    const held = await one(
      `select count(*)::int as n from promotion_platformcoupon where platformcoupon_type_id = 1 and member_id = 3`,
    );
    expect(held.n).toBe(1);
  });

  it('20 parallel spends of one coupon: exactly one succeeds', async () => {
    const now = Math.floor(Date.now() / 1000);
    const [held] = (await sqlRows(
      `select coupon_id from promotion_coupon where member_id = 1 and state = 1 and end_time > ${now} limit 1`,
    )) as { coupon_id: number }[];
    const spends = await Promise.all(
      Array.from({ length: 20 }, (_, i) =>
        t.database.db.transaction((tx) => spendShopCoupon(tx, 1, held!.coupon_id, 1000 + i, now)),
      ),
    );
    expect(spends.filter(Boolean)).toHaveLength(1);
    expect(await spendShopCoupon(t.database.db, 2, held!.coupon_id, 1, now)).toBe(false);
  });
});
