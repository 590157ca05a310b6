import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { reconcileAfterEach, setMemberMoney } from '../../test/ledger-check.ts';
import { createTestApp, type TestApp } from '../../test/test-app.ts';
import { idemKey, one, plainMembers, prepareSku, rows, setPayPassword } from './checkout-test-helpers.ts';

/* Spend-more-save-more (manjian, facts §5.5) at checkout: the step reached, the money, and the rewards on payment. */

let t: TestApp;
let demo: string;
const SITE = 4;
beforeAll(async () => {
  t = await createTestApp();
  await plainMembers(t);
  await setPayPassword(t, 'demo', '258369');
  demo = await t.loginAs('demo');
});
reconcileAfterEach(() => t);
afterAll(() => t.close());

const step = (limit: number, discount: number, free = 0, point = 0, coupon = 0) => ({
  limit,
  discount_money: discount,
  free_shipping: free,
  point,
  coupon,
});
/** One running offer of SITE (the seeded ones removed, so every amount is the test's own). */
async function offer(o: { type?: number; manjianType?: number; goodsIds?: number[]; rules: unknown[] }) {
  const ids = `'{${(o.goodsIds ?? []).join(',')}}'`;
  await t.database.db.execute(
    `insert into promotion_manjian (site_id, manjian_name, type, manjian_type, goods_ids, rule_json, status, start_time, end_time)
     values (${SITE}, 'Spend more, save more', ${o.type ?? 0}, ${o.manjianType ?? 1}, ${ids}, '${JSON.stringify(o.rules)}',
       1, extract(epoch from now())::bigint - 60, extract(epoch from now())::bigint + 86400)`,
  );
}
beforeEach(async () => {
  await t.database.db.execute(`delete from promotion_manjian`);
  // No coupon is chosen for the member, so the amounts are the goods, the offer and the freight only.
  await t.database.db.execute(`update promotion_coupon set state = 3 where site_id = ${SITE}`);
  await t.database.db.execute(`update promotion_platformcoupon set state = 3`);
});

const calc = (body: Record<string, unknown>) =>
  t.call('/api/ordercreate/simpleCalculate', { token: demo, ...body });
const cents = (money: string) => Math.round(Number(money) * 100);

describe('manjian at checkout', () => {
  it('$656.59 under "$199 save $20 / $399 save $50 / $699 save $100" takes $50 off and ships free', async () => {
    await offer({ rules: [step(19900, 2000), step(39900, 5000, 1), step(69900, 10000, 1, 200)] });
    const sku = await prepareSku(t, SITE, { price: 65659 });
    const d = (await calc({ sku_id: sku.sku_id, num: 1 })).body.data;
    const shop = d.shop_goods_list[String(SITE)];
    expect(shop.promotion_money).toBe('50.00');
    expect(d.promotion_money).toBe('50.00');
    expect(shop.delivery_money).toBe('0.00');
    expect(shop.manjian_rule_list).toEqual([
      expect.objectContaining({
        limit: '399.00',
        discount_money: '50.00',
        free_shipping: 1,
        sku_ids: [sku.sku_id],
      }),
    ]);
    expect(shop.goods_list[0]).toMatchObject({ promotion_money: '50.00', real_goods_money: '606.59' });
    expect(d.order_money).toBe('606.59');
    expect(d.pay_money).toBe('606.59');
  });

  it('exactly at the threshold the step applies; a cent below nothing is taken off', async () => {
    await offer({ rules: [step(19900, 2000)] });
    const at = await prepareSku(t, SITE, { price: 19900 });
    expect((await calc({ sku_id: at.sku_id, num: 1 })).body.data.promotion_money).toBe('20.00');
    const below = await prepareSku(t, SITE, { n: 1, price: 19899 });
    const d = (await calc({ sku_id: below.sku_id, num: 1 })).body.data;
    expect(d.promotion_money).toBe('0.00');
    expect(d.shop_goods_list[String(SITE)].manjian_rule_list).toEqual([]);
  });

  it('by item count: two pieces reach "buy 2 save $10"', async () => {
    await offer({ type: 1, rules: [step(2, 1000), step(3, 2500)] });
    const sku = await prepareSku(t, SITE, { price: 3000 });
    expect((await calc({ sku_id: sku.sku_id, num: 1 })).body.data.promotion_money).toBe('0.00');
    const d = (await calc({ sku_id: sku.sku_id, num: 2 })).body.data;
    expect(d.promotion_money).toBe('10.00');
    expect(d.shop_goods_list[String(SITE)].manjian_rule_list[0].limit).toBe('2');
  });

  it('listed goods only: the offer weighs and discounts the listed line alone', async () => {
    const listed = await prepareSku(t, SITE, { n: 2, price: 5000 });
    // A SKU of another goods (the first SKUs of a shop may share one goods).
    let n = 3;
    let other = await prepareSku(t, SITE, { n, price: 50000 });
    while (other.goods_id === listed.goods_id) other = await prepareSku(t, SITE, { n: ++n, price: 50000 });
    await offer({ manjianType: 2, goodsIds: [listed.goods_id], rules: [step(6000, 800)] });
    await t.database.db.execute(
      `delete from goods_cart where member_id = (select member_id from member where username = 'demo')`,
    );
    const ids = [];
    for (const [sku, num] of [
      [listed, 2],
      [other, 1],
    ] as const)
      ids.push((await t.call('/api/cart/add', { token: demo, sku_id: sku.sku_id, num })).body.data);
    const d = (await calc({ cart_ids: ids.join(',') })).body.data;
    const lines = d.shop_goods_list[String(SITE)].goods_list;
    expect(d.promotion_money).toBe('8.00');
    const byS = Object.fromEntries(
      lines.map((l: { sku_id: number; promotion_money: string }) => [l.sku_id, l.promotion_money]),
    );
    expect(byS).toEqual({ [listed.sku_id]: '8.00', [other.sku_id]: '0.00' });
    // Only the other line alone: the listed-goods offer is not reached.
    expect((await calc({ sku_id: other.sku_id, num: 1 })).body.data.promotion_money).toBe('0.00');
  });

  it("create keeps the discount per line and on the order; paying gives the step's points and coupon", async () => {
    const type = await one(
      t,
      `insert into promotion_coupon_type (site_id, site_name, coupon_name, type, money, count, status, validity_type, fixed_term, end_time)
       values (${SITE}, 'shop', 'Thank-you coupon', 'reward', 500, 0, 1, 1, 30, 0) returning coupon_type_id`,
    );
    await offer({ rules: [step(19900, 2000, 0, 150, Number(type.coupon_type_id))] });
    const sku = await prepareSku(t, SITE, { n: 4, price: 10000 });
    await setMemberMoney(t, 'demo', { balance: 100000, point: 0 });
    const r = await t.call('/api/ordercreate/simpleCreate', {
      token: demo,
      idempotency_key: idemKey(),
      sku_id: sku.sku_id,
      num: 2,
      is_balance: 1,
      pay_password: '258369',
    });
    expect(r.body.code).toBe(0);
    const o = await one(
      t,
      `select order_id, order_status, goods_money, promotion_money, manjian_info->>'point' as point from "order" where out_trade_no = '${r.body.data}'`,
    );
    expect(o).toMatchObject({ order_status: 1, goods_money: 20000, promotion_money: 2000, point: 150 });
    const lines = await rows(
      t,
      `select promotion_money, real_goods_money from order_goods where order_id = ${o.order_id}`,
    );
    expect(lines).toEqual([{ promotion_money: 2000, real_goods_money: 18000 }]);
    expect(await one(t, `select point from member where username = 'demo'`)).toEqual({ point: 150 });
    const gifts = await rows(
      t,
      `select get_type from promotion_coupon where coupon_type_id = ${type.coupon_type_id} and member_id = (select member_id from member where username = 'demo')`,
    );
    expect(gifts).toEqual([{ get_type: 1 }]);
    const detail = (await t.call('/api/order/detail', { token: demo, order_id: o.order_id })).body.data;
    expect(detail.promotion_money).toBe('20.00');
    expect(detail.manjian_info).toMatchObject({
      manjian_name: 'Spend more, save more',
      limit: '199.00',
      discount_money: '20.00',
      point: 150,
    });
    expect(detail.order_goods[0].promotion_money).toBe('20.00');
    expect(cents(detail.pay_money) + cents(detail.balance_money)).toBe(18000 + cents(detail.delivery_money));
  });

  it('names the offer in the shopper’s language at checkout and on the order, whatever language ordered', async () => {
    await offer({ rules: [step(100, 100)] });
    await t.database.db.execute(
      `update promotion_manjian set i18n = '{"zh-cn": {"manjian_name": "满减活动"}, "ru": {"manjian_name": "Больше — дешевле"}}'`,
    );
    const sku = await prepareSku(t, SITE, { n: 7, price: 5000 });
    const nameIn = async (lang: string) =>
      (await t.call('/api/ordercreate/simpleCalculate', { token: demo, sku_id: sku.sku_id, num: 1, lang }))
        .body.data.shop_goods_list[String(SITE)].manjian_rule_list[0].manjian_name;
    expect(await nameIn('zh-cn')).toBe('满减活动');
    expect(await nameIn('ru')).toBe('Больше — дешевле');
    expect(await nameIn('ko-kr')).toBe('Spend more, save more');
    await setMemberMoney(t, 'demo', { balance: 100000, point: 0 });
    const r = await t.call('/api/ordercreate/simpleCreate', {
      token: demo,
      idempotency_key: idemKey(),
      sku_id: sku.sku_id,
      num: 1,
      is_balance: 1,
      pay_password: '258369',
      lang: 'ru',
    });
    expect(r.body.code, r.body.message).toBe(0);
    const { order_id } = await one(t, `select order_id from "order" where out_trade_no = '${r.body.data}'`);
    const detailIn = async (lang: string) =>
      (await t.call('/api/order/detail', { token: demo, order_id, lang })).body.data.manjian_info
        .manjian_name;
    expect(await detailIn('zh-cn')).toBe('满减活动');
    expect(await detailIn('en-us')).toBe('Spend more, save more');
  });
});
