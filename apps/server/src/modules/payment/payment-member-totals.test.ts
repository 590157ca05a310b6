import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { payBySandbox } from './payment-test-helpers.ts';
import { reconcileAfterEach, setMemberMoney } from '../../test/ledger-check.ts';
import { createTestApp, type TestApp } from '../../test/test-app.ts';
import {
  idemKey,
  one,
  plainMembers,
  prepareSku,
  rows,
  setPayPassword,
} from '../../flows/checkout/checkout-test-helpers.ts';

/*
 * A member's consumption totals (order_num, order_money: facts §2.5) count every paid order of a checkout over
 * several shops, however its payment arrives: the gateway's notification, or the balance at checkout.
 */

const PIN = '975310';
let t: TestApp;
let token: string;
let n = 40;

beforeAll(async () => {
  t = await createTestApp();
  await plainMembers(t);
  await setPayPassword(t, 'demo', PIN);
  await setMemberMoney(t, 'demo', { balance: 10_000_000 });
  token = await t.loginAs('demo');
});
reconcileAfterEach(() => t);
afterAll(() => t.close());

const DEMO = `(select member_id from member where username = 'demo')`;

const totals = async () => {
  const r = await one(t, `select order_num, order_money from member where member_id = ${DEMO}`);
  return { orders: Number(r.order_num), cents: Number(r.order_money) };
};

/** A checkout of one line in each of shops 1 and 3; answers its payment number. */
async function twoShopCheckout(extra: Record<string, unknown> = {}): Promise<string> {
  await t.database.db.execute(`delete from goods_cart where member_id = ${DEMO}`);
  for (const site of [1, 3]) {
    const sku = await prepareSku(t, site, { n: n++, stock: 50, price: 1200 });
    const r = await t.call('/api/cart/add', { token, sku_id: sku.sku_id, num: 2 });
    expect(r.body.code, r.body.message).toBe(0);
  }
  const ids = await rows(t, `select cart_id from goods_cart where member_id = ${DEMO} order by cart_id`);
  const r = await t.call('/api/ordercreate/simpleCreate', {
    token,
    cart_ids: ids.map((c) => c.cart_id).join(','),
    idempotency_key: idemKey(),
    ...extra,
  });
  expect(r.body.code, r.body.message).toBe(0);
  return r.body.data as string;
}

const moneyOf = async (outTradeNo: string) => {
  const r = await one(
    t,
    `select count(*) as orders, sum(order_money) as cents from "order" where out_trade_no = '${outTradeNo}'`,
  );
  return { orders: Number(r.orders), cents: Number(r.cents) };
};

describe("the member's consumption totals", () => {
  it('count both orders of a two-shop checkout paid through the gateway, once', async () => {
    const no = await twoShopCheckout();
    const before = await totals();
    await payBySandbox(t, no);
    const paid = await moneyOf(no);
    expect(paid.orders).toBe(2);
    expect(await totals()).toEqual({ orders: before.orders + 2, cents: before.cents + paid.cents });
    await payBySandbox(t, no);
    expect(await totals()).toEqual({ orders: before.orders + 2, cents: before.cents + paid.cents });
  });

  it('count both orders of a two-shop checkout paid in full by balance, whose pay row is written paid', async () => {
    const before = await totals();
    const no = await twoShopCheckout({ is_balance: 1, pay_password: PIN });
    const paid = await moneyOf(no);
    expect(paid.orders).toBe(2);
    expect(await totals()).toEqual({ orders: before.orders + 2, cents: before.cents + paid.cents });
    const row = await one(
      t,
      `select pay_status, pay_type, pay_money, pay_time from pay where out_trade_no = '${no}'`,
    );
    expect(row).toMatchObject({ pay_status: 2, pay_type: 'BALANCE' });
    expect(Number(row.pay_money)).toBe(0);
    expect(Number(row.pay_time)).toBeGreaterThan(0);
    const status = await t.call('/api/pay/status', { token, out_trade_no: no });
    expect(status.body.data).toMatchObject({ pay_status: 2 });
  });
});
