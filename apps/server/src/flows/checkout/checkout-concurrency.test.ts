import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { reconcileAfterEach, setMemberMoney } from '../../test/ledger-check.ts';
import { createTestApp, type TestApp } from '../../test/test-app.ts';
import {
  giveCoupon,
  idemKey,
  one,
  plainMembers,
  prepareSku,
  rows,
  setPayPassword,
} from './checkout-test-helpers.ts';

let t: TestApp;
let tokens: string[];
beforeAll(async () => {
  t = await createTestApp();
  await plainMembers(t);
  tokens = await Promise.all(['demo', 'alice'].map((u) => t.loginAs(u)));
});
reconcileAfterEach(() => t);
afterAll(() => t.close());

const create = (body: Record<string, unknown>) =>
  t.call('/api/ordercreate/simpleCreate', { idempotency_key: idemKey(), ...body });

describe('checkout under concurrency', () => {
  it('50 parallel orders for a SKU with stock 10: exactly 10 succeed and stock ends at 0', async () => {
    const sku = await prepareSku(t, 3, { stock: 10 });
    const results = await Promise.all(
      // No coupons: the members' best coupon would be raced for too, and this test is about stock.
      Array.from({ length: 50 }, (_, i) =>
        create({
          token: tokens[i % 2],
          sku_id: sku.sku_id,
          num: 1,
          coupon: { '3': { coupon_id: 0 } },
          platform_coupon_id: 0,
        }),
      ),
    );
    expect(results.filter((r) => r.body.code === 0)).toHaveLength(10);
    const refusals = results.filter((r) => r.body.code !== 0).map((r) => r.body.message as string);
    expect(refusals.filter((m) => !/sold out|Insufficient stock/.test(m))).toEqual([]);
    expect(await one(t, `select stock from goods_sku where sku_id = ${sku.sku_id}`)).toEqual({ stock: 0 });
    expect(await one(t, `select count(*)::int as n from order_goods where sku_id = ${sku.sku_id}`)).toEqual({
      n: 10,
    });
  });

  it('the same idempotency key 20 times: one order, the same out_trade_no for all', async () => {
    const sku = await prepareSku(t, 3, { n: 1, stock: 100 });
    const key = idemKey();
    const results = await Promise.all(
      Array.from({ length: 20 }, () =>
        create({ token: tokens[0], sku_id: sku.sku_id, num: 1, idempotency_key: key }),
      ),
    );
    expect(results.filter((r) => r.body.code !== 0).map((r) => r.body.message)).toEqual([]);
    expect(new Set(results.map((r) => r.body.data)).size).toBe(1);
    expect(await one(t, `select count(*)::int as n from order_goods where sku_id = ${sku.sku_id}`)).toEqual({
      n: 1,
    });
    expect(await one(t, `select stock from goods_sku where sku_id = ${sku.sku_id}`)).toEqual({ stock: 99 });
  });

  it('20 parallel checkouts spending one shop coupon: one success', async () => {
    const sku = await prepareSku(t, 2, { n: 1, price: 50000 });
    const coupon = { coupon_id: await giveCoupon(t, 'alice', 2, 1000) };
    const results = await Promise.all(
      Array.from({ length: 20 }, () =>
        create({
          token: tokens[1],
          sku_id: sku.sku_id,
          num: 1,
          coupon: { '2': { coupon_id: coupon.coupon_id } },
          platform_coupon_id: 0,
        }),
      ),
    );
    expect(results.filter((r) => r.body.code === 0)).toHaveLength(1);
    expect(
      await one(t, `select count(*)::int as n from "order" where coupon_id = ${coupon.coupon_id}`),
    ).toEqual({ n: 1 });
    expect(await one(t, `select state from promotion_coupon where coupon_id = ${coupon.coupon_id}`)).toEqual({
      state: 2,
    });
  });

  it('20 parallel checkouts with a balance that covers one order: one success', async () => {
    await setPayPassword(t, 'demo', '258369');
    await setMemberMoney(t, 'demo', { balance: 3000, balance_money: 0 });
    const sku = await prepareSku(t, 3, { n: 2, price: 3000, stock: 100 });
    await t.database.db.execute(`update express_template set free_threshold = 1 where site_id = 3`);
    const results = await Promise.all(
      Array.from({ length: 20 }, () =>
        create({
          token: tokens[0],
          sku_id: sku.sku_id,
          num: 1,
          is_balance: 1,
          pay_password: '258369',
          coupon: { '3': { coupon_id: 0 } },
          platform_coupon_id: 0,
        }),
      ),
    );
    const paid = await rows(
      t,
      `select o.order_id from "order" o join order_goods g on g.order_id = o.order_id where g.sku_id = ${sku.sku_id} and o.balance_money > 0`,
    );
    expect(paid).toHaveLength(1);
    expect(await one(t, `select balance from member where username = 'demo'`)).toEqual({ balance: 0 });
    expect(results.filter((r) => r.body.code === 0).length).toBeGreaterThanOrEqual(1);
    // The others either failed on the changed balance or were priced with no balance left (pay later).
    // The orders' ledger rows (the seed's opening rows are the demo member's too).
    const ledger = await one(
      t,
      `select coalesce(sum(account_data), 0)::int as s from member_account a join member m on m.member_id = a.member_id
        where m.username = 'demo' and a.from_type = 'order'`,
    );
    expect(ledger).toEqual({ s: -3000 });
  });

  it('10 parallel buys by one member of a SKU limited to 2: exactly 2 succeed', async () => {
    const sku = await prepareSku(t, 3, { n: 3, stock: 100, maxBuy: 2 });
    const results = await Promise.all(
      Array.from({ length: 10 }, () =>
        create({
          token: tokens[1],
          sku_id: sku.sku_id,
          num: 1,
          coupon: { '3': { coupon_id: 0 } },
          platform_coupon_id: 0,
        }),
      ),
    );
    expect(results.filter((r) => r.body.code === 0)).toHaveLength(2);
    expect(
      results.filter((r) => r.body.code !== 0).every((r) => /^Purchase limit/.test(r.body.message)),
    ).toBe(true);
    expect(await one(t, `select stock from goods_sku where sku_id = ${sku.sku_id}`)).toEqual({ stock: 98 });
  });
});
