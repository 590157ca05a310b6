import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { daySecondsNow, makeBuyers, makeSale, makeSlot } from './checkout-seckill-test-helpers.ts';
import { reconcileAfterEach } from '../../test/ledger-check.ts';
import { createTestApp, type TestApp } from '../../test/test-app.ts';
import { idemKey, one, plainMembers, prepareSku } from './checkout-test-helpers.ts';

let t: TestApp;
let demo: string;
beforeAll(async () => {
  t = await createTestApp();
  await plainMembers(t);
  demo = await t.loginAs('demo');
});
reconcileAfterEach(() => t);
afterAll(() => t.close());

const create = (token: string, body: Record<string, unknown>, lang = 'en-us') =>
  t.call('/seckill/api/ordercreate/create', { token, lang, idempotency_key: idemKey(), ...body });
const stockOf = async (sale: { seckill_id: number; sku_id: number }) =>
  one(
    t,
    `select g.stock as sale_stock, g.sale_num, s.stock as sku_stock from promotion_seckill_goods g
     join goods_sku s on s.sku_id = g.sku_id where g.seckill_id = ${sale.seckill_id} and g.sku_id = ${sale.sku_id}`,
  );

describe('seckill checkout', () => {
  it('calculates at the seckill price without coupons, and creates an order of promotion type seckill', async () => {
    const sku = await prepareSku(t, 1, { stock: 20, price: 10000 });
    const sale = await makeSale(t, sku, { stock: 5, maxBuy: 2 });
    const calc = await t.call('/seckill/api/ordercreate/calculate', { token: demo, ...sale, num: 2 });
    expect(calc.body.code).toBe(0);
    expect(calc.body.data.goods_money).toBe('100.00');
    expect(calc.body.data.coupon_money).toBe('0.00');
    expect(calc.body.data.error_list).toEqual([]);
    const made = await create(demo, { ...sale, num: 2 });
    expect(made.body.code).toBe(0);
    const order = await one(
      t,
      `select o.promotion_type, o.promotion_id, o.goods_money, g.price, g.num from "order" o
       join order_goods g on g.order_id = o.order_id where o.out_trade_no = '${made.body.data}'`,
    );
    expect(order).toMatchObject({
      promotion_type: 'seckill',
      promotion_id: sale.seckill_id,
      goods_money: 10000,
      price: 5000,
      num: 2,
    });
    expect(await stockOf(sale)).toEqual({ sale_stock: 3, sale_num: 2, sku_stock: 18 });
  });

  it('closing the unpaid order gives back the sale stock, the SKU stock and the member’s daily count', async () => {
    const sku = await prepareSku(t, 1, { n: 1, stock: 20 });
    const sale = await makeSale(t, sku, { stock: 5, maxBuy: 1 });
    const made = await create(demo, { ...sale, num: 1 });
    expect(made.body.code).toBe(0);
    expect((await create(demo, { ...sale, num: 1 })).body.message).toMatch(/Purchase limit/);
    const { order_id } = await one(
      t,
      `select order_id from "order" where out_trade_no = '${made.body.data}'`,
    );
    expect((await t.call('/api/order/close', { token: demo, order_id })).body.code).toBe(0);
    expect(await stockOf(sale)).toEqual({ sale_stock: 5, sale_num: 0, sku_stock: 20 });
    expect((await create(demo, { ...sale, num: 1 })).body.code).toBe(0);
  });

  it('50 parallel orders by one member above a limit of 3: exactly 3 succeed', async () => {
    const sku = await prepareSku(t, 1, { n: 2, stock: 100 });
    const sale = await makeSale(t, sku, { stock: 100, maxBuy: 3 });
    const [buyer] = await makeBuyers(t, 1, 'limit');
    const results = await Promise.all(Array.from({ length: 50 }, () => create(buyer!, { ...sale, num: 1 })));
    expect(results.filter((r) => r.body.code === 0)).toHaveLength(3);
    const refusals = new Set(results.filter((r) => r.body.code !== 0).map((r) => r.body.message));
    expect([...refusals]).toEqual(['Purchase limit: at most 3 per person per day']);
    expect(await stockOf(sale)).toMatchObject({ sale_stock: 97, sale_num: 3 });
  });

  it('a stampede of 150 buyers on 20 units sells exactly 20, and everyone else is told sold out', async () => {
    const sku = await prepareSku(t, 1, { n: 3, stock: 1000 });
    const sale = await makeSale(t, sku, { stock: 20, maxBuy: 1 });
    const buyers = await makeBuyers(t, 150, 'rush');
    const results = await Promise.all(buyers.map((b) => create(b, { ...sale, num: 1 })));
    expect(results.filter((r) => r.body.code === 0)).toHaveLength(20);
    const refusals = new Set(results.filter((r) => r.body.code !== 0).map((r) => r.body.message));
    expect([...refusals]).toEqual(['Product sold out']);
    expect(await stockOf(sale)).toEqual({ sale_stock: 0, sale_num: 20, sku_stock: 980 });
    const sold = await one(
      t,
      `select count(*)::int as orders, count(distinct member_id)::int as members from "order"
       where promotion_type = 'seckill' and promotion_id = ${sale.seckill_id}`,
    );
    expect(sold).toEqual({ orders: 20, members: 20 });
  });

  it('refuses in the spec’s words: not started, ended, outside the slot, in the request’s language', async () => {
    const sku = await prepareSku(t, 1, { n: 4, stock: 100 });
    const now = Math.floor(Date.now() / 1000);
    const waiting = await makeSale(t, sku, { stock: 5, status: 0, start: now + 3600 });
    expect((await create(demo, { ...waiting, num: 1 }, 'zh-cn')).body.message).toBe('秒杀活动未开始');
    const ended = await makeSale(t, sku, { stock: 5, status: 2, start: now - 7200, end: now - 60 });
    expect((await create(demo, { ...ended, num: 1 })).body.message).toBe('Seckill ended');
    // A slot later today (or, late in the evening, one that is over): the sale is running, the slot is not.
    const s = daySecondsNow();
    const later = s < 80_000;
    const slot = later ? await makeSlot(t, s + 3600, s + 5400) : await makeSlot(t, 0, 60);
    const offSlot = await makeSale(t, sku, { stock: 5, slots: [slot] });
    const res = await create(demo, { ...offSlot, num: 1 });
    expect(res.body.message).toBe(later ? 'Seckill not started' : 'Seckill ended');
    expect(await one(t, `select count(*)::int as n from order_goods where sku_id = ${sku.sku_id}`)).toEqual({
      n: 0,
    });
  });

  it('refuses bad input and another sale’s SKU, and a closed plugin says so', async () => {
    const sku = await prepareSku(t, 1, { n: 5, stock: 100 });
    const sale = await makeSale(t, sku, { stock: 5 });
    for (const num of [1.5, -1, 0, 1e308, '9999999999', 'x', null]) {
      const r = await create(demo, { ...sale, num });
      expect(r.body.error_code, String(num)).toBe('PARAMETER_ERROR');
    }
    expect((await create(demo, { ...sale, sku_id: sku.sku_id + 1, num: 1 })).body.error_code).toBe(
      'NOT_FOUND',
    );
    expect((await create(demo, { ...sale, num: 6 })).body.message).toBe('Insufficient stock: 5 left');
    const off = await createTestApp({ ADDONS_DISABLED: 'seckill' });
    try {
      const token = await off.loginAs('demo');
      const r = await off.call('/seckill/api/ordercreate/create', {
        token,
        ...sale,
        num: 1,
        idempotency_key: idemKey(),
      });
      expect(r.body.message).toBe('Seckill plugin not installed');
    } finally {
      await off.close();
    }
  });
});
