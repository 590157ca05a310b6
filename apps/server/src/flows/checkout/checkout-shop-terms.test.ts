import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { runningAt } from '../../modules/promotion/index.ts';
import { consoleToken } from '../../test/console-test-helpers.ts';
import { logQueries } from '../../test/query-count.ts';
import { createTestApp, type TestApp } from '../../test/test-app.ts';
import { plainMembers, prepareSku } from './checkout-test-helpers.ts';

/*
 * The checkout keeps each shop's terms in the read cache (checkout-shop-terms.ts). The merchant's changes reach
 * it through the cache generation (the console tests of stores, delivery settings, templates and offers run
 * with the cache on); an offer that starts while the copy is kept must apply from its start all the same.
 */

const SITE = 4;
let t: TestApp;
let demo: string;
let sku: { sku_id: number };

beforeAll(async () => {
  t = await createTestApp({ READ_CACHE_TTL_MS: '600000' });
  await plainMembers(t);
  demo = await t.loginAs('demo');
  await t.database.db.execute(`delete from promotion_manjian where site_id = ${SITE}`);
  await t.database.db.execute(`update promotion_coupon set state = 3 where site_id = ${SITE}`);
  await t.database.db.execute(`update promotion_platformcoupon set state = 3`);
  sku = await prepareSku(t, SITE, { price: 6000 });
});
afterAll(() => t.close());

const promotionMoney = async () =>
  (await t.call('/api/ordercreate/simpleCalculate', { token: demo, sku_id: sku.sku_id, num: 2 })).body.data
    .promotion_money as string;

describe("the checkout's copy of a shop's terms", () => {
  it('applies an offer from its start though the copy was read before it started', async () => {
    const start = Math.floor(Date.now() / 1000) + 2;
    const saved = await t.call('/merchant/api/manjian/save', {
      token: await consoleToken(t, `shop${SITE}`),
      manjian_name: 'Starts soon',
      type: 0,
      manjian_type: 1,
      rule_json: [{ limit: '100', discount_money: '10' }],
      start_time: start,
      end_time: start + 86_400,
    });
    expect(saved.body.code, saved.body.message).toBe(0);
    expect(await promotionMoney()).toBe('0.00');
    while (Date.now() < start * 1000) await new Promise((r) => setTimeout(r, 100));
    expect(await promotionMoney()).toBe('10.00');
  });

  it("reads a shop's terms once: a second calculate and a create take them from the copy", async () => {
    await promotionMoney();
    const log = logQueries(t.database.db);
    try {
      await promotionMoney();
      const created = await t.call('/api/ordercreate/simpleCreate', {
        token: demo,
        sku_id: sku.sku_id,
        num: 1,
        idempotency_key: `terms-${Date.now()}`,
      });
      expect(created.body.code, created.body.message).toBe(0);
      const termReads = log.statements.filter((q) =>
        /from "(shop_trade_setting|pickup_store|express_template|promotion_manjian)"/.test(q),
      );
      expect(termReads).toEqual([]);
    } finally {
      log.stop();
    }
  });

  it('picks the offers inside their window: from the start second, until the end second', () => {
    const offers = [
      { id: 1, startTime: 100, endTime: 200 },
      { id: 2, startTime: 150, endTime: 300 },
    ];
    expect(runningAt(offers, 99).map((o) => o.id)).toEqual([]);
    expect(runningAt(offers, 100).map((o) => o.id)).toEqual([1]);
    expect(runningAt(offers, 199).map((o) => o.id)).toEqual([1, 2]);
    expect(runningAt(offers, 200).map((o) => o.id)).toEqual([2]);
    expect(runningAt(offers, 300).map((o) => o.id)).toEqual([]);
  });
});
