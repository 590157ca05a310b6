import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { one, plainMembers, rows, setPayPassword } from '../../flows/checkout/checkout-test-helpers.ts';
import { consoleToken } from '../../test/console-test-helpers.ts';
import { reconcileAfterEach, setMemberMoney } from '../../test/ledger-check.ts';
import { refundsAddUpAfterEach } from '../../test/refund-check.ts';
import { createTestApp, type TestApp } from '../../test/test-app.ts';
import { balanceOrder, type PaidOrder } from './refund-test-helpers.ts';

/*
 * A full refund takes back what the order gave (facts §5, issue 14 item 1): consumption points and growth given
 * on payment, the manjian step's points and its coupon — through the ledger, never below zero.
 */

let t: TestApp;
let demo: string;
let shop3: string;
let admin: string;
let couponTypeId: number;
const SITE = 3;

beforeAll(async () => {
  t = await createTestApp();
  await plainMembers(t);
  await setPayPassword(t, 'demo', '258369');
  await setMemberMoney(t, 'demo', { balance: 500000 });
  demo = await t.loginAs('demo');
  shop3 = await consoleToken(t, 'shop3');
  admin = await consoleToken(t, 'admin');
  // Consumption reward at payment: 10 % of the order money as points, 5 % as growth.
  const settings = (await t.call('/operator/api/loyalty/settings', { token: admin })).body.data;
  const consume = { is_use: 1, return_point_status: 'pay', return_point_rate: 10, return_growth_rate: 5 };
  const saved = await t.call('/operator/api/loyalty/savesettings', { token: admin, ...settings, consume });
  expect(saved.body.code, saved.body.message).toBe(0);
  // The shop's one offer: from 10.00, 1.00 off, 40 points and a coupon.
  const type = await one(
    t,
    `insert into promotion_coupon_type (site_id, site_name, coupon_name, type, money, count, status, validity_type, fixed_term, end_time)
     values (${SITE}, 'shop', 'Thank-you coupon', 'reward', 500, 0, 1, 1, 30, 0) returning coupon_type_id`,
  );
  couponTypeId = Number(type.coupon_type_id);
  const rule = [{ limit: 1000, discount_money: 100, free_shipping: 0, point: 40, coupon: couponTypeId }];
  await t.database.db.execute(`delete from promotion_manjian where site_id = ${SITE}`);
  await t.database.db.execute(
    `insert into promotion_manjian (site_id, manjian_name, type, manjian_type, goods_ids, rule_json, status, start_time, end_time)
     values (${SITE}, 'Spend more, save more', 0, 1, '{}', '${JSON.stringify(rule)}', 1,
       extract(epoch from now())::bigint - 60, extract(epoch from now())::bigint + 86400)`,
  );
});
reconcileAfterEach(() => t);
refundsAddUpAfterEach(() => t);
afterAll(() => t.close());

const pointsOf = async () =>
  one(t, `select point, growth, member_level from member where username = 'demo'`).then((m) => ({
    point: Number(m.point),
    growth: Number(m.growth),
    level: Number(m.member_level),
  }));
const giftCoupons = (o: PaidOrder) =>
  rows(t, `select state from promotion_coupon where gift_order_id = ${o.orderId} order by coupon_id`);
const ledgerOf = (o: PaidOrder) =>
  rows(
    t,
    `select account_type, account_data, from_type from member_account
     where type_tag = '${o.orderNo}' and account_type in ('point', 'growth') order by id`,
  );

/** Refund-only of every line: the buyer asks, the shop agrees and pays back (the order closes). */
async function refundAll(o: PaidOrder) {
  for (const line of o.lines) {
    const body = { token: demo, order_goods_id: line, refund_type: 1, refund_reason: 'dislike' };
    expect((await t.call('/api/orderrefund/refund', body)).body.code).toBe(0);
    const shop = { token: shop3, order_goods_id: line };
    expect((await t.call('/merchant/api/refund/agree', shop)).body.code).toBe(0);
    expect((await t.call('/merchant/api/refund/transfer', { ...shop, is_refund_stock: 1 })).body.code).toBe(
      0,
    );
  }
  expect((await one(t, `select order_status from "order" where order_id = ${o.orderId}`)).order_status).toBe(
    -1,
  );
}

describe('full refund takes back what the order gave', () => {
  it('points, growth and the unused manjian coupon go back through the ledger', async () => {
    const start = await pointsOf();
    const o = await balanceOrder(t, demo, SITE, 3000);
    const money = Number(
      (await one(t, `select order_money from "order" where order_id = ${o.orderId}`)).order_money,
    );
    const consumePoint = Math.floor((money * 10) / 10_000);
    const consumeGrowth = Math.floor((money * 5) / 10_000);
    const paid = await pointsOf();
    expect(paid.point - start.point).toBe(consumePoint + 40);
    expect(paid.growth - start.growth).toBe(consumeGrowth);
    expect(await giftCoupons(o)).toEqual([{ state: 1 }]);

    await refundAll(o);
    const after = await pointsOf();
    expect(after).toEqual(start);
    expect(await giftCoupons(o)).toEqual([{ state: 3 }]);
    const takeBack = (await ledgerOf(o)).filter((r) => r.from_type === 'refund');
    expect(takeBack).toEqual([
      { account_type: 'point', account_data: -(consumePoint + 40), from_type: 'refund' },
      ...(consumeGrowth > 0
        ? [{ account_type: 'growth', account_data: -consumeGrowth, from_type: 'refund' }]
        : []),
    ]);
  });

  it('takes only what is left when the points were spent, records it, and leaves a used coupon', async () => {
    const o = await balanceOrder(t, demo, SITE, 3000);
    const given = (await ledgerOf(o)).filter((r) => r.account_type === 'point');
    const givenPoints = given.reduce((s, r) => s + Number(r.account_data), 0);
    expect(givenPoints).toBeGreaterThan(10);
    // The member spent all but 10 points, and used the gift coupon on another order.
    await setMemberMoney(t, 'demo', { point: 10 });
    await t.database.db.execute(`update promotion_coupon set state = 2 where gift_order_id = ${o.orderId}`);

    await refundAll(o);
    expect((await pointsOf()).point).toBe(0);
    const [row] = await rows(
      t,
      `select account_data, remark from member_account
       where type_tag = '${o.orderNo}' and account_type = 'point' and from_type = 'refund'`,
    );
    expect(row).toEqual({
      account_data: -10,
      remark: `#takeBack:${givenPoints},10`,
    });
    // The member reads the note in their language.
    const records = await t.call('/api/memberpoint/page', { token: demo, lang: 'ru', from_type: 'refund' });
    expect(records.body.data.list[0].remark).toBe(`Возврат заказа: начислено ${givenPoints}, списано 10`);
    expect(await giftCoupons(o)).toEqual([{ state: 2 }]);
  });

  it('an order that gave nothing takes nothing back', async () => {
    await t.database.db.execute(`update promotion_manjian set status = 2 where site_id = ${SITE}`);
    const settings = (await t.call('/operator/api/loyalty/settings', { token: admin })).body.data;
    const off = { ...settings, consume: { ...settings.consume, is_use: 0 } };
    expect((await t.call('/operator/api/loyalty/savesettings', { token: admin, ...off })).body.code).toBe(0);
    const o = await balanceOrder(t, demo, SITE, 3000);
    await refundAll(o);
    expect(await ledgerOf(o)).toEqual([]);
  });
});
