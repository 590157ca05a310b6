import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { one, plainMembers, prepareSku } from '../../flows/checkout/checkout-test-helpers.ts';
import { auditRows, consoleToken } from '../../test/console-test-helpers.ts';
import { createTestApp, outcomeOf, type TestApp } from '../../test/test-app.ts';

/*
 * A merchant sets up spend-more-save-more in the console (issue 14 item 1): the offer it saves is the one the
 * storefront shows and the checkout applies; steps that make no sense, another shop's goods and a second offer
 * in the same period are refused with a message and change nothing; a closed offer stops at once.
 */

const SITE = 2;
let t: TestApp;
let demo: string;
let shop: string;
let otherShop: string;
let sku: { sku_id: number; goods_id: number };
const now = () => Math.floor(Date.now() / 1000);

beforeAll(async () => {
  // Read through a long-lived cache: each check after a merchant's change also proves the change reached the
  // copies the checkout keeps of the shop's terms (flows/checkout/checkout-shop-terms.ts).
  t = await createTestApp({ READ_CACHE_TTL_MS: '600000' });
  await plainMembers(t);
  demo = await t.loginAs('demo');
  shop = await consoleToken(t, `shop${SITE}`);
  otherShop = await consoleToken(t, 'shop3');
  await t.database.db.execute(`delete from promotion_manjian where site_id = ${SITE}`);
  // No coupon is chosen for the member, so the amounts are the goods and the offer only.
  await t.database.db.execute(`update promotion_coupon set state = 3 where site_id = ${SITE}`);
  await t.database.db.execute(`update promotion_platformcoupon set state = 3`);
  sku = await prepareSku(t, SITE, { price: 6000 });
});
afterAll(() => t.close());

const form = (body: Record<string, unknown> = {}) => ({
  manjian_name: 'Spend more, save more',
  type: 0,
  manjian_type: 1,
  rule_json: [
    { limit: '100', discount_money: '10' },
    { limit: '200', discount_money: '30', free_shipping: 1, point: 50 },
  ],
  start_time: now() - 60,
  end_time: now() + 86_400,
  i18n: { 'zh-cn': { manjian_name: '满100减10' } },
  ...body,
});
const save = (body: Record<string, unknown> = {}, token = shop, lang = 'en-us') =>
  t.call('/merchant/api/manjian/save', { token, lang, ...form(body) });
const info = async (lang = 'en-us') =>
  (await t.call('/manjian/api/manjian/info', { site_id: SITE, lang })).body.data;
const promotionMoney = async (num: number) =>
  (await t.call('/api/ordercreate/simpleCalculate', { token: demo, sku_id: sku.sku_id, num })).body.data
    .promotion_money;
/** A window far after the running offer's, so that only the check under test can refuse. */
const later = () => ({ start_time: now() + 10 * 86_400, end_time: now() + 11 * 86_400 });
const offers = async () =>
  Number((await one(t, `select count(*)::int as n from promotion_manjian where site_id = ${SITE}`)).n);

describe('spend-more-save-more in the merchant console', () => {
  let id = 0;

  it('an offer the merchant saves is shown by the storefront and applied by the checkout', async () => {
    expect(await promotionMoney(2)).toBe('0.00');
    const r = await save();
    expect(r.body.code, r.body.message).toBe(0);
    id = r.body.data.manjian_id;
    expect(r.body.data).toMatchObject({
      status: 1,
      goods_ids: [],
      rule_json: [
        { limit: '100.00', discount_money: '10.00', free_shipping: 0, point: 0, coupon: 0 },
        { limit: '200.00', discount_money: '30.00', free_shipping: 1, point: 50, coupon: 0 },
      ],
    });
    expect((await auditRows(t, '/merchant/api/manjian/save'))[0]).toBeTruthy();
    expect((await t.call('/merchant/api/manjian/lists', { token: shop })).body.data.list).toEqual([
      { ...r.body.data, goods: [] },
    ]);
    // The storefront shows it in the shopper's language; two pieces at $60 reach the $100 step.
    expect((await info('zh-cn')).manjian_name).toBe('满100减10');
    expect((await info()).rule_json.map((s: { limit: string }) => s.limit)).toEqual(['100.00', '200.00']);
    expect(await promotionMoney(2)).toBe('10.00');
    expect(await promotionMoney(4)).toBe('30.00');
  });

  it('refuses steps that make no sense, each with its step named, and saves nothing', async () => {
    const refusals: [Record<string, unknown>, string][] = [
      [
        {
          rule_json: [
            { limit: '200', discount_money: '30' },
            { limit: '100', discount_money: '10' },
          ],
        },
        'Step 2: the threshold must be above the step before it',
      ],
      [{ rule_json: [{ limit: '50', discount_money: '50' }] }, 'Step 1: the discount must be less'],
      [{ rule_json: [{ limit: '50', discount_money: '0' }] }, 'Step 1 gives nothing'],
      [{ rule_json: [{ limit: '0', discount_money: '1' }] }, 'Step 1: the threshold must be'],
      [{ type: 1, rule_json: [{ limit: '2.5', discount_money: '1' }] }, 'Step 1: the threshold must be'],
      [{ manjian_type: 2, goods_ids: [] }, 'Choose the goods'],
      [{ end_time: now() - 1, start_time: now() - 100 }, 'must end in the future'],
    ];
    for (const [body, message] of refusals) {
      const r = await save({ ...later(), ...body });
      expect(outcomeOf(r), message).toBe('PARAMETER_ERROR');
      expect(r.body.message).toContain(message);
    }
    // Russian for the shop that writes in Russian.
    const ru = await save({ ...later(), rule_json: [{ limit: '50', discount_money: '0' }] }, shop, 'ru');
    expect(ru.body.message).toBe(
      'Ступень 1 ничего не даёт: укажите скидку, бесплатную доставку, баллы или купон',
    );
    expect(await offers()).toBe(1);
  });

  it('one offer at a time: a second one in the same period is refused by the first one’s name', async () => {
    const r = await save({ manjian_name: 'Second', start_time: now() + 3600, end_time: now() + 7200 });
    expect(outcomeOf(r)).toBe('FAIL');
    expect(r.body.message).toContain('“Spend more, save more”');
    // After the first ends it may start.
    const next = await save({ start_time: now() + 2 * 86_400, end_time: now() + 3 * 86_400 });
    expect(next.body.code, next.body.message).toBe(0);
    expect(next.body.data.status).toBe(0);
    expect(await offers()).toBe(2);
  });

  it("another shop's goods, coupons and offers read as not found", async () => {
    const foreign = await prepareSku(t, 3);
    const goods = await save({ ...later(), manjian_type: 2, goods_ids: [foreign.goods_id] });
    expect(outcomeOf(goods)).toBe('NOT_FOUND');
    const coupon = await one(
      t,
      `select min(coupon_type_id) as id from promotion_coupon_type where site_id = 3`,
    );
    const gift = await save({
      ...later(),
      rule_json: [{ limit: '100', discount_money: '0', coupon: Number(coupon.id) }],
    });
    expect(outcomeOf(gift)).toBe('NOT_FOUND');
    expect(outcomeOf(await save({ manjian_id: id }, otherShop))).toBe('NOT_FOUND');
    expect(outcomeOf(await t.call('/merchant/api/manjian/close', { token: otherShop, manjian_id: id }))).toBe(
      'NOT_FOUND',
    );
    expect(await offers()).toBe(2);
  });

  it('listed goods only, edited while running; closing stops it at once and ends its changes', async () => {
    const edited = await save({ manjian_id: id, manjian_type: 2, goods_ids: [sku.goods_id] });
    expect(edited.body.code, edited.body.message).toBe(0);
    expect(edited.body.data).toMatchObject({ manjian_id: id, manjian_type: 2, goods_ids: [sku.goods_id] });
    // The list names the goods, so the edit form shows names whatever the picker's search lists.
    const listed = (await t.call('/merchant/api/manjian/lists', { token: shop })).body.data.list;
    const { goods_name } = await one(t, `select goods_name from goods where goods_id = ${sku.goods_id}`);
    expect(listed.find((r: { manjian_id: number }) => r.manjian_id === id).goods).toEqual([
      { goods_id: sku.goods_id, goods_name },
    ]);
    expect(await promotionMoney(2)).toBe('10.00');

    const closed = await t.call('/merchant/api/manjian/close', { token: shop, manjian_id: id });
    expect(closed.body.data.status).toBe(-1);
    expect(await info()).toBeNull();
    expect(await promotionMoney(4)).toBe('0.00');
    const again = await save({ manjian_id: id });
    expect(outcomeOf(again)).toBe('FAIL');
    expect(again.body.message).toBe('An ended or closed offer cannot be changed');
  });
});
