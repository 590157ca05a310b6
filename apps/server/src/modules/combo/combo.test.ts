import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { idemKey, one, plainMembers, prepareSku, rows } from '../../flows/checkout/checkout-test-helpers.ts';
import { consoleToken } from '../../test/console-test-helpers.ts';
import { reconcileAfterEach } from '../../test/ledger-check.ts';
import { createTestApp, type TestApp } from '../../test/test-app.ts';

/* Combo packages (facts §5.3): the merchant saves one, the storefront shows it, the checkout sells it as sets. */

let t: TestApp;
let demo: string;
let owner1: string;
let owner3: string;
let a: { sku_id: number; goods_id: number };
let b: { sku_id: number; goods_id: number };

beforeAll(async () => {
  t = await createTestApp();
  await plainMembers(t);
  demo = await t.loginAs('demo');
  owner1 = await consoleToken(t, 'shop1');
  owner3 = await consoleToken(t, 'shop3');
  a = await prepareSku(t, 1, { n: 50, price: 10000, stock: 20 });
  b = await prepareSku(t, 1, { n: 51, price: 5000, stock: 20 });
});
reconcileAfterEach(() => t);
afterAll(() => t.close());

const save = (token: string, body: Record<string, unknown> = {}) =>
  t.call('/merchant/api/bundling/save', {
    token,
    bl_name: 'Test pair',
    sku_ids: [a.sku_id, b.sku_id],
    bl_price: '120.00',
    shipping_fee_type: 1,
    ...body,
  });
const create = (body: Record<string, unknown>) =>
  t.call('/bundling/api/ordercreate/create', { token: demo, idempotency_key: idemKey(), ...body });

describe('combo package', () => {
  let id = 0;
  it('a merchant saves a package; its price is spread over the goods and the goods page lists it', async () => {
    const r = await save(owner1);
    expect(r.body.code, r.body.message).toBe(0);
    id = r.body.data.bl_id;
    expect(r.body.data).toMatchObject({
      bl_price: '120.00',
      goods_money: '150.00',
      saving: '30.00',
      status: 1,
    });
    expect(r.body.data.bundling_goods.map((g: { promotion_price: string }) => g.promotion_price)).toEqual([
      '80.00',
      '40.00',
    ]);
    const lists = await t.call('/bundling/api/bundling/lists', { sku_id: b.sku_id });
    expect(lists.body.data.map((c: { bl_id: number }) => c.bl_id)).toContain(id);
  });

  it('two sets: every goods twice, the goods money is twice the package price, shipping free', async () => {
    const calc = await t.call('/bundling/api/ordercreate/calculate', { token: demo, bl_id: id, num: 2 });
    expect(calc.body.data).toMatchObject({ goods_money: '240.00', delivery_money: '0.00', goods_num: 4 });
    expect(calc.body.data.error_list).toEqual([]);
    const made = await create({ bl_id: id, num: 2 });
    expect(made.body.code, made.body.message).toBe(0);
    const lines = await rows(
      t,
      `select o.promotion_type, o.promotion_id, o.goods_money, o.delivery_money, g.sku_id, g.price, g.num
       from "order" o join order_goods g on g.order_id = o.order_id
       where o.out_trade_no = '${made.body.data}' order by g.sku_id`,
    );
    expect(lines).toHaveLength(2);
    for (const l of lines)
      expect(l).toMatchObject({ promotion_type: 'bundling', promotion_id: id, goods_money: 24000, num: 2 });
    expect(lines.map((l) => l.price).sort()).toEqual([4000, 8000]);
    expect((await one(t, `select stock from goods_sku where sku_id = ${a.sku_id}`)).stock).toBe(18);
  });

  it('a package with an item taken off the shelves is refused clearly, at checkout and when saved', async () => {
    await t.database.db.execute(`update goods_sku set goods_state = 0 where sku_id = ${b.sku_id}`);
    const r = await create({ bl_id: id, num: 1 });
    expect(r.body.error_code).toBe('FAIL');
    expect(r.body.message).toMatch(/taken off the shelves/);
    const saved = await save(owner1, { bl_name: 'Another' });
    expect(saved.body.error_code).toBe('FAIL');
    expect(saved.body.message).toMatch(/taken off the shelves/);
    await t.database.db.execute(`update goods_sku set goods_state = 1 where sku_id = ${b.sku_id}`);
  });

  it('bad input and another shop’s rows are refused, changing nothing', async () => {
    const count = async () => (await one(t, `select count(*)::int as n from promotion_bundling`)).n;
    const before = await count();
    for (const bad of [
      { bl_price: '150.00' },
      { bl_price: '-5' },
      { bl_price: '1e308' },
      { bl_price: 'cheap' },
      { sku_ids: [a.sku_id] },
      { sku_ids: [a.sku_id, a.sku_id] },
      { sku_ids: 'x' },
      { shipping_fee_type: 3 },
      { bl_name: '' },
    ]) {
      const r = await save(owner1, bad);
      expect(['PARAMETER_ERROR', 'FAIL'], JSON.stringify(bad)).toContain(r.body.error_code);
    }
    expect((await save(owner3)).body.error_code).toBe('NOT_FOUND');
    expect((await save(owner3, { bl_id: id })).body.error_code).toBe('NOT_FOUND');
    expect((await t.call('/merchant/api/bundling/close', { token: owner3, bl_id: id })).body.error_code).toBe(
      'NOT_FOUND',
    );
    for (const num of ['two', -1, 0, 1e308, 1000])
      expect((await create({ bl_id: id, num })).body.error_code, String(num)).toBe('PARAMETER_ERROR');
    expect(await count()).toBe(before);
  });

  it('a closed package says the event ended; plugin off says so', async () => {
    const closed = await t.call('/merchant/api/bundling/close', { token: owner1, bl_id: id });
    expect(closed.body.data.status).toBe(0);
    const r = await create({ bl_id: id, num: 1 });
    expect(r.body.message).toBe('This event has ended');
    const lists = await t.call('/bundling/api/bundling/lists', { sku_id: a.sku_id });
    expect(lists.body.data.map((c: { bl_id: number }) => c.bl_id)).not.toContain(id);
    const off = await createTestApp({ ADDONS_DISABLED: 'bundling' });
    try {
      const page = await off.call('/bundling/api/bundling/detail', { bl_id: id, lang: 'zh-cn' });
      expect(page.body.message).toBe('组合套餐插件未安装');
    } finally {
      await off.close();
    }
  });
});
