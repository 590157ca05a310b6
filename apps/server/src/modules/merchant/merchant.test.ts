import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { one, plainMembers, rows } from '../../flows/checkout/checkout-test-helpers.ts';
import { createTestApp, outcomeOf, type TestApp } from '../../test/test-app.ts';
import { checkoutOne, payBySandbox } from '../payment/payment-test-helpers.ts';

let t: TestApp;
let demo: string;
let shop3: string;
let shop4: string;
const login = async (username: string, password = 'Shop@12345') =>
  t.call('/merchant/api/login', { username, password });

beforeAll(async () => {
  t = await createTestApp();
  await plainMembers(t);
  demo = await t.loginAs('demo');
  shop3 = (await login('shop3')).body.data.token as string;
  shop4 = (await login('shop4')).body.data.token as string;
});
afterAll(() => t.close());

interface OrderFacts {
  order_id: number;
  order_status: number;
  delivery_code: string;
}
const orderOf = async (no: string) =>
  (await one(
    t,
    `select order_id, order_status, delivery_code from "order" where out_trade_no = '${no}'`,
  )) as unknown as OrderFacts;
const lineIds = async (orderId: number) =>
  (await rows(t, `select order_goods_id from order_goods where order_id = ${orderId}`)).map((r) =>
    Number(r.order_goods_id),
  );
const paidOrder = async (siteId = 3, extra: Record<string, unknown> = {}) => {
  const no = await checkoutOne(t, demo, siteId, extra);
  await payBySandbox(t, no);
  return orderOf(no);
};

describe('merchant login', () => {
  it('logs a shop in and keeps merchant and member sessions apart', async () => {
    const ok = await login('shop3');
    expect(ok.body.data).toMatchObject({ site_id: 3 });
    expect((await login('shop3', 'wrong')).body.message).toBe('Wrong username or password');
    expect((await login('nobody')).body.message).toBe('Wrong username or password');
    const memberOnMerchant = await t.call('/merchant/api/order/lists', { token: demo });
    expect(memberOnMerchant.body.error_code).toBe('TOKEN_ERROR');
    expect((await t.call('/api/order/lists', { token: shop3 })).body.error_code).toBe('TOKEN_ERROR');
    expect((await t.call('/merchant/api/order/lists', {})).body.error_code).toBe('TOKEN_ERROR');
  });

  it('locks a merchant name after 5 wrong passwords', async () => {
    for (let i = 0; i < 5; i++)
      expect((await login('shop7', 'wrong')).body.message).toBe('Wrong username or password');
    const locked = await login('shop7');
    expect(outcomeOf(locked)).toBe('RATE_LIMITED');
    expect(locked.body.error_code).toBe('RATE_LIMITED');
  });

  it('refuses bad input with PARAMETER_ERROR', async () => {
    const bad: Record<string, unknown>[] = [
      { order_id: 1, order_goods_ids: 'x', express_company_id: 1, delivery_no: 'SF123456' },
      { order_id: [1], order_goods_ids: '1', express_company_id: 1, delivery_no: 'SF123456' },
      { order_id: 1, order_goods_ids: '1', express_company_id: 1, delivery_no: '<script>alert(1)</script>' },
      { order_id: 1, order_goods_ids: '1', express_company_id: 1, delivery_no: "1' or '1'='1" },
    ];
    for (const body of bad) {
      const r = await t.call('/merchant/api/order/delivery', { token: shop3, ...body });
      expect(r.body.error_code, JSON.stringify(body)).toBe('PARAMETER_ERROR');
    }
    expect((await login('x'.repeat(41))).body.error_code).toBe('PARAMETER_ERROR');
    // An unknown key is dropped (DESIGN §4): the call goes on, and order 1 is not shop 3's.
    const extra = {
      order_id: 1,
      order_goods_ids: '1',
      express_company_id: 1,
      delivery_no: 'SF123456',
      extra: 1,
    };
    expect((await t.call('/merchant/api/order/delivery', { token: shop3, ...extra })).body.error_code).toBe(
      'NOT_FOUND',
    );
  });
});

describe('shipping', () => {
  it('ships a paid express order as a package; another shop cannot touch it', async () => {
    const o = await paidOrder(3);
    expect(o.order_status).toBe(1);
    const ids = await lineIds(o.order_id);
    const body = {
      order_id: o.order_id,
      order_goods_ids: ids.join(','),
      express_company_id: 1,
      delivery_no: 'SF1234567890',
    };
    const foreign = await t.call('/merchant/api/order/delivery', { token: shop4, ...body });
    expect(outcomeOf(foreign)).toBe('NOT_FOUND');
    expect(
      (await t.call('/merchant/api/order/delivery', { token: shop3, ...body, express_company_id: 999 })).body
        .message,
    ).toBe('Unknown express company');
    expect(
      (
        await orderOf(
          String(
            (await one(t, `select out_trade_no from "order" where order_id = ${o.order_id}`)).out_trade_no,
          ),
        )
      ).order_status,
    ).toBe(1);
    const listed = await t.call('/merchant/api/order/lists', { token: shop3, order_status: 'waitsend' });
    expect(listed.body.data.list.map((x: { order_id: number }) => x.order_id)).toContain(o.order_id);
    const shipped = await t.call('/merchant/api/order/delivery', { token: shop3, ...body });
    expect(shipped.body.data).toMatchObject({ order_id: o.order_id, order_status: 3 });
    const again = await t.call('/merchant/api/order/delivery', { token: shop3, ...body });
    expect(again.body.message).toBe('This order cannot be shipped in its current state');
    const pkgs = await t.call('/api/order/package', { token: demo, order_id: o.order_id });
    expect(pkgs.body.data[0]).toMatchObject({
      package_name: 'Package 1',
      express_company_name: 'SF Express',
      delivery_no: 'SF1234567890',
    });
    // The mall names the package in the reader's language, whatever language the shop shipped in.
    const ru = await t.call('/api/order/package', { token: demo, order_id: o.order_id, lang: 'ru' });
    expect(ru.body.data[0].package_name).toBe('Посылка 1');
    expect(ru.body.data[0].trace.list[0].remark).toBe('Посылка 1');
    const log = await one(
      t,
      `select module, from_status, to_status from order_log where order_id = ${o.order_id} and action_way = 'orderDelivery'`,
    );
    expect(log).toEqual({ module: 'merchant', from_status: 1, to_status: 3 });
  });

  it('refuses an unpaid order and lines of another order', async () => {
    const no = await checkoutOne(t, demo, 3);
    const unpaid = await orderOf(no);
    const paid = await paidOrder(3);
    const company = { express_company_id: 2, delivery_no: 'JD000111' };
    const r1 = await t.call('/merchant/api/order/delivery', {
      token: shop3,
      order_id: unpaid.order_id,
      order_goods_ids: (await lineIds(unpaid.order_id)).join(','),
      ...company,
    });
    expect(r1.body.message).toBe('This order cannot be shipped in its current state');
    const r2 = await t.call('/merchant/api/order/delivery', {
      token: shop3,
      order_id: paid.order_id,
      order_goods_ids: (await lineIds(unpaid.order_id)).join(','),
      ...company,
    });
    expect(r2.body.message).toBe('Choose items of this order that are waiting to be shipped');
    expect(
      (await one(t, `select count(*)::int n from order_package where order_id = ${paid.order_id}`)).n,
    ).toBe(0);
  });

  it('ships a local delivery order with a deliverer', async () => {
    const o = await paidOrder(1, {
      delivery: { '1': { delivery_type: 'local', buyer_ask_delivery_time: '10:30' } },
    });
    const express = await t.call('/merchant/api/order/delivery', {
      token: (await login('shop1')).body.data.token,
      order_id: o.order_id,
      order_goods_ids: String((await lineIds(o.order_id))[0]),
      express_company_id: 1,
      delivery_no: 'SF0000001',
    });
    expect(express.body.message).toBe('This order uses another delivery type');
    const token = (await login('shop1')).body.data.token;
    const r = await t.call('/merchant/api/order/localdelivery', {
      token,
      order_id: o.order_id,
      deliverer: 'Wang',
      deliverer_mobile: '13800000000',
    });
    expect(r.body.data.order_status).toBe(3);
  });

  it('confirms a pickup by its code, once', async () => {
    const o = await paidOrder(1, { delivery: { '1': { delivery_type: 'store' } } });
    expect(o.order_status).toBe(2);
    expect(String(o.delivery_code)).toHaveLength(12);
    const token = (await login('shop1')).body.data.token;
    expect(
      (await t.call('/merchant/api/order/pickup', { token: shop3, delivery_code: o.delivery_code })).body
        .message,
    ).toBe('No order awaits pickup with this code');
    const r = await t.call('/merchant/api/order/pickup', {
      token,
      delivery_code: String(o.delivery_code).toLowerCase(),
    });
    expect(r.body.data).toEqual({ order_id: o.order_id, order_status: 4 });
    expect(
      (await t.call('/merchant/api/order/pickup', { token, delivery_code: o.delivery_code })).body.code,
    ).not.toBe(0);
  });
});
