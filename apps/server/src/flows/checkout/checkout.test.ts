import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { reconcileAfterEach } from '../../test/ledger-check.ts';
import { createTestApp, outcomeOf, type TestApp } from '../../test/test-app.ts';
import { idemKey, one, plainMembers, prepareSku, rows, setPayPassword } from './checkout-test-helpers.ts';

let t: TestApp;
let demo: string;
let bob: string;
beforeAll(async () => {
  t = await createTestApp();
  await plainMembers(t);
  [demo, bob] = await Promise.all([t.loginAs('demo'), t.loginAs('bob')]);
});
reconcileAfterEach(() => t);
afterAll(() => t.close());

const calc = (body: Record<string, unknown>) => t.call('/api/ordercreate/simpleCalculate', body);
const create = (body: Record<string, unknown>) =>
  t.call('/api/ordercreate/simpleCreate', { idempotency_key: idemKey(), ...body });

describe('simpleCalculate', () => {
  it('forces login', async () => {
    const r = await calc({ sku_id: 1, num: 1 });
    expect(outcomeOf(r)).toBe('TOKEN_ERROR');
    expect(r.body.error_code).toBe('TOKEN_ERROR');
  });

  it('prices a buy-now line with express freight from the shop template', async () => {
    const sku = await prepareSku(t, 3, { price: 12345 });
    const r = await calc({ token: demo, sku_id: sku.sku_id, num: 2 });
    expect(r.body.code).toBe(0);
    const d = r.body.data;
    expect(d.goods_money).toBe('246.90');
    const shop = d.shop_goods_list['3'];
    expect(shop.delivery.delivery_type).toBe('express');
    expect(d.order_money).toBe(
      (
        (24690 +
          Math.round(Number(shop.delivery_money) * 100) -
          Math.round(Number(d.promotion_money) * 100) -
          Math.round(Number(d.coupon_money) * 100) -
          Math.round(Number(d.platform_coupon_money) * 100)) /
        100
      ).toFixed(2),
    );
    expect(d.error_list).toEqual([]);
    expect(d.member_account.is_pay_password).toBe(0);
  });

  it('lists the pickup stores and local hours of a shop that offers them', async () => {
    const sku = await prepareSku(t, 1);
    const r = await calc({ token: demo, sku_id: sku.sku_id, num: 1 });
    const types = r.body.data.shop_goods_list['1'].express_type;
    expect(types.map((x: { name: string }) => x.name)).toEqual(['express', 'store', 'local']);
    expect(types[1].store_list).toHaveLength(3);
    expect(types[2]).toMatchObject({ time_start: '09:00', time_end: '21:00' });
  });

  it('reports the spec texts as obstacles instead of failing', async () => {
    const sku = await prepareSku(t, 3, { n: 1 });
    const r = await calc({ token: bob, sku_id: sku.sku_id, num: 1 });
    expect(r.body.code).toBe(0);
    expect(r.body.data.error_list.map((e: { message: string }) => e.message)).toContain(
      'Please add a delivery address first',
    );
  });

  it('refuses bad input with PARAMETER_ERROR', async () => {
    const bad = [
      { token: demo },
      { token: demo, sku_id: 1 },
      { token: demo, sku_id: [1], num: 1 },
      { token: demo, cart_ids: '1,x' },
      { token: demo, cart_ids: '1', sku_id: 1, num: 1 },
      { token: demo, sku_id: 1, num: 1, delivery: '{bad json' },
      { token: demo, sku_id: 1, num: 1, delivery: { '1': { delivery_type: 'drone' } } },
      { token: demo, sku_id: 1, num: 1, buyer_message: { '1': '<script>alert(1)</script>' } },
      { token: demo, sku_id: 1, num: 1, buyer_message: { '1': 'x'.repeat(201) } },
      { token: demo, sku_id: 1, num: 1, delivery: { "1' or 1=1": { delivery_type: 'express' } } },
      { token: demo, sku_id: 1, num: 1, is_balance: 2 },
    ];
    for (const body of bad) {
      const r = await calc(body);
      expect(outcomeOf(r), JSON.stringify(body)).toBe('PARAMETER_ERROR');
      expect(r.body.error_code).toBe('PARAMETER_ERROR');
    }
    // Tolerant in shape (DESIGN §4): a key the call does not know is dropped, never an error.
    expect(outcomeOf(await calc({ token: demo, sku_id: 1, num: 1, unknown: 1 }))).toBe('OK');
  });
});

describe('simpleCreate obstacles', () => {
  it('purchase quantity cannot be 0', async () => {
    const sku = await prepareSku(t, 3, { n: 2 });
    const r = await create({ token: demo, sku_id: sku.sku_id, num: 0 });
    expect(r.body.message).toBe('Purchase quantity cannot be 0');
  });

  it('sold out, insufficient stock, purchase limit, min buy and off the shelf', async () => {
    const sku = await prepareSku(t, 3, { n: 3, stock: 0 });
    expect((await create({ token: demo, sku_id: sku.sku_id, num: 1 })).body.message).toMatch(
      /^Product sold out/,
    );
    await prepareSku(t, 3, { n: 3, stock: 2 });
    expect((await create({ token: demo, sku_id: sku.sku_id, num: 3 })).body.message).toMatch(
      /^Insufficient stock/,
    );
    await prepareSku(t, 3, { n: 3, stock: 20, maxBuy: 2 });
    expect((await create({ token: demo, sku_id: sku.sku_id, num: 3 })).body.message).toMatch(
      /^Purchase limit/,
    );
    await prepareSku(t, 3, { n: 3, stock: 20, minBuy: 5 });
    expect((await create({ token: demo, sku_id: sku.sku_id, num: 2 })).body.message).toMatch(/sold from 5/);
    await t.database.db.execute(`update goods_sku set goods_state = 0 where sku_id = ${sku.sku_id}`);
    expect((await create({ token: demo, sku_id: sku.sku_id, num: 1 })).body.message).toMatch(
      /taken off the shelves/,
    );
    await t.database.db.execute(`update goods_sku set goods_state = 1 where sku_id = ${sku.sku_id}`);
  });

  it('the purchase limit counts orders already placed', async () => {
    const sku = await prepareSku(t, 3, { n: 4, stock: 20, maxBuy: 3 });
    expect((await create({ token: demo, sku_id: sku.sku_id, num: 2 })).body.code).toBe(0);
    expect((await create({ token: demo, sku_id: sku.sku_id, num: 2 })).body.message).toMatch(
      /^Purchase limit/,
    );
  });

  it('please add a delivery address first', async () => {
    const sku = await prepareSku(t, 3, { n: 5 });
    const r = await create({ token: bob, sku_id: sku.sku_id, num: 1 });
    expect(r.body.message).toBe('Please add a delivery address first');
    expect(await one(t, `select stock from goods_sku where sku_id = ${sku.sku_id}`)).toEqual({ stock: 100 });
  });

  it('merchant has not configured a delivery method; unknown type; no pickup store', async () => {
    const sku = await prepareSku(t, 4);
    await t.database.db.execute(`insert into shop_trade_setting (site_id, express_is_use) values (4, 0)`);
    expect((await create({ token: demo, sku_id: sku.sku_id, num: 1 })).body.message).toBe(
      'The merchant has not configured a payment or delivery method',
    );
    await t.database.db.execute(
      `update shop_trade_setting set express_is_use = 1, store_is_use = 1 where site_id = 4`,
    );
    const store = await create({
      token: demo,
      sku_id: sku.sku_id,
      num: 1,
      delivery: { '4': { delivery_type: 'store' } },
    });
    expect(store.body.message).toBe('No store to pick up from, please choose another delivery type');
    const local = await create({
      token: demo,
      sku_id: sku.sku_id,
      num: 1,
      delivery: { '4': { delivery_type: 'local' } },
    });
    expect(local.body.message).toBe('The merchant has not configured a payment or delivery method');
  });

  it('local delivery needs a time inside the shop hours', async () => {
    const sku = await prepareSku(t, 1, { n: 1 });
    const body = { token: demo, sku_id: sku.sku_id, num: 1 };
    const late = await create({
      ...body,
      delivery: { '1': { delivery_type: 'local', buyer_ask_delivery_time: '23:30' } },
    });
    expect(late.body.message).toBe('Please choose a delivery time between 09:00 and 21:00');
    const ok = await create({
      ...body,
      delivery: { '1': { delivery_type: 'local', buyer_ask_delivery_time: '10:30' } },
    });
    expect(ok.body.code).toBe(0);
    const o = await one(
      t,
      `select order_type, delivery_money, buyer_ask_delivery_time from "order" where out_trade_no = '${ok.body.data}'`,
    );
    expect(o).toEqual({ order_type: 3, delivery_money: 500, buyer_ask_delivery_time: 37800 });
  });

  it('invoice fields are required as relevant and the tax is charged', async () => {
    const sku = await prepareSku(t, 2, { price: 10000 });
    const body = {
      token: demo,
      sku_id: sku.sku_id,
      num: 1,
      coupon: { '2': { coupon_id: 0 } },
      platform_coupon_id: 0,
    };
    const missing = await create({
      ...body,
      invoice: {
        '2': {
          is_invoice: 1,
          invoice_type: 2,
          invoice_title_type: 2,
          invoice_title: 'ACME',
          invoice_content: 'digital',
        },
      },
    });
    expect(missing.body.message).toBe('Please fill in the invoice taxpayer_number');
    const inv = {
      is_invoice: 1,
      invoice_type: 2,
      invoice_title_type: 2,
      invoice_title: 'ACME',
      taxpayer_number: '91310000ABC',
      invoice_content: 'digital',
      invoice_email: 'a@b.cn',
    };
    const r = await calc({ ...body, invoice: { '2': inv } });
    expect(r.body.data.invoice_money).toBe('9.00');
    const ok = await create({ ...body, invoice: { '2': inv } });
    expect(ok.body.code).toBe(0);
    expect(
      await one(
        t,
        `select invoice_money, is_invoice, invoice_rate from "order" where out_trade_no = '${ok.body.data}'`,
      ),
    ).toEqual({ invoice_money: 900, is_invoice: 1, invoice_rate: 9 });
  });

  it('balance needs a payment password: set one first, a wrong one refused', async () => {
    const sku = await prepareSku(t, 3, { n: 6, price: 1000 });
    const body = { token: demo, sku_id: sku.sku_id, num: 1, is_balance: 1 };
    expect((await create(body)).body.message).toBe('Please set a payment password first');
    await setPayPassword(t, 'demo', '258369');
    expect((await create({ ...body, pay_password: '000000' })).body.message).toBe(
      'The payment password is wrong',
    );
    expect(await one(t, `select balance from member where username = 'demo'`)).toEqual({ balance: 50000 });
  });
});

describe('simpleCreate', () => {
  it('one order per shop, one out_trade_no, cart lines removed, stock taken, log written', async () => {
    const a = await prepareSku(t, 6, { price: 2000 });
    const b = await prepareSku(t, 7, { price: 3000 });
    const lines = await Promise.all(
      [a, b].map((s) => t.call('/api/cart/add', { token: demo, sku_id: s.sku_id, num: 2 })),
    );
    const cartIds = lines.map((l) => l.body.data).join(',');
    const r = await create({ token: demo, cart_ids: cartIds, buyer_message: { '6': 'leave at the door' } });
    expect(r.body.code).toBe(0);
    const orders = await rows(
      t,
      `select order_id, site_id, order_status, buyer_message, goods_money, pay_money from "order" where out_trade_no = '${r.body.data}' order by site_id`,
    );
    expect(orders.map((o) => [o.site_id, o.order_status, o.goods_money])).toEqual([
      [6, 0, 4000],
      [7, 0, 6000],
    ]);
    expect(orders[0]!.buyer_message).toBe('leave at the door');
    const payRow = await one(
      t,
      `select pay_status, pay_money from pay where out_trade_no = '${r.body.data}'`,
    );
    expect(payRow.pay_status).toBe(0);
    expect(Number(payRow.pay_money)).toBe(orders.reduce((s, o) => s + Number(o.pay_money), 0));
    expect(await rows(t, `select 1 from goods_cart where cart_id in (${cartIds})`)).toHaveLength(0);
    expect(await one(t, `select stock from goods_sku where sku_id = ${a.sku_id}`)).toEqual({ stock: 98 });
    expect(
      await rows(
        t,
        `select 1 from order_log where order_id in (${orders.map((o) => o.order_id).join(',')}) and action_way = 'orderCreate'`,
      ),
    ).toHaveLength(2);
  });

  it('a repeat of a checkout that went through answers its first result, though its lines are bought now', async () => {
    const sku = await prepareSku(t, 6, { n: 3, price: 2000, stock: 1 });
    const added = await t.call('/api/cart/add', { token: demo, sku_id: sku.sku_id, num: 1 });
    const body = { token: demo, cart_ids: String(added.body.data), idempotency_key: idemKey() };
    const first = await create(body);
    expect(first.body.code, first.body.message).toBe(0);
    // The cart line is gone and the stock sold out: a fresh request would be refused; the repeat is answered.
    const again = await create(body);
    expect([again.body.code, again.body.data]).toEqual([0, first.body.data]);
    const repeatOfBuyNow = { token: demo, sku_id: sku.sku_id, num: 1, idempotency_key: body.idempotency_key };
    expect((await create(repeatOfBuyNow)).body.data).toBe(first.body.data);
    expect(await rows(t, `select 1 from order_goods where sku_id = ${sku.sku_id}`)).toHaveLength(1);
    // A refusal of a key never used stays a refusal.
    expect(outcomeOf(await create({ ...repeatOfBuyNow, idempotency_key: idemKey() }))).toBe('FAIL');
  });

  it("another member's cart line or address reads as not found", async () => {
    const sku = await prepareSku(t, 8);
    const added = await t.call('/api/cart/add', { token: bob, sku_id: sku.sku_id, num: 1 });
    const r = await create({ token: demo, cart_ids: String(added.body.data) });
    expect(outcomeOf(r)).toBe('NOT_FOUND');
    const alicesAddress = await one(
      t,
      `select a.id from member_address a join member m on m.member_id = a.member_id where m.username = 'alice' limit 1`,
    );
    const r2 = await create({ token: demo, sku_id: sku.sku_id, num: 1, address_id: alicesAddress.id });
    expect(outcomeOf(r2)).toBe('NOT_FOUND');
  });

  it('a fully balance-paid checkout is paid at once; pickup gets a pickup code', async () => {
    const sku = await prepareSku(t, 1, { n: 2, price: 1500 });
    const r = await create({
      token: demo,
      sku_id: sku.sku_id,
      num: 1,
      is_balance: 1,
      pay_password: '258369',
      delivery: { '1': { delivery_type: 'store', store_id: 2 } },
      coupon: { '1': { coupon_id: 0 } },
      platform_coupon_id: 0,
    });
    expect(r.body.code).toBe(0);
    const o = await one(
      t,
      `select order_status, pay_status, pay_type, balance_money, pay_money, delivery_store_id, length(delivery_code) as code_len from "order" where out_trade_no = '${r.body.data}'`,
    );
    expect(o).toEqual({
      order_status: 2,
      pay_status: 1,
      pay_type: 'BALANCE',
      balance_money: 1500,
      pay_money: 0,
      delivery_store_id: 2,
      code_len: 12,
    });
    expect(await one(t, `select pay_status from pay where out_trade_no = '${r.body.data}'`)).toEqual({
      pay_status: 2,
    });
    expect(await one(t, `select balance from member where username = 'demo'`)).toEqual({ balance: 48500 });
    expect(
      await one(
        t,
        `select account_data, from_type from member_account where type_tag = (select order_no from "order" where out_trade_no = '${r.body.data}')`,
      ),
    ).toEqual({ account_data: -1500, from_type: 'order' });
    const id = (await one(t, `select order_id from "order" where out_trade_no = '${r.body.data}'`)).order_id;
    const detail = (await t.call('/api/order/detail', { token: demo, order_id: id })).body.data;
    expect(detail).toMatchObject({
      order_status_name: 'Awaiting pickup',
      delivery_type_name: 'Store pickup',
      delivery_store_name: 'Nova Riverside Store',
      action: [],
    });
    expect(detail.delivery_code).toMatch(/^[A-Z2-9]{12}$/);
    // JSON text, as the original answers it (its pickup page JSON.parses it).
    expect(JSON.parse(detail.delivery_store_info).full_address).toContain('Century Avenue');
  });
});
