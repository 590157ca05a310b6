import { expect } from 'vitest';
import { idemKey, one, prepareSku, rows } from '../../flows/checkout/checkout-test-helpers.ts';
import type { TestApp } from '../../test/test-app.ts';
import {
  checkoutOne,
  decideOnCashier,
  openCashier,
  waitForDelivery,
} from '../payment/payment-test-helpers.ts';

/* Orders to refund, made through the real calls: paid by balance, or through the sandbox cashier. */

let skuOffset = 30;

export interface PaidOrder {
  orderId: number;
  orderNo: string;
  outTradeNo: string;
  lines: number[];
}

async function orderOf(t: TestApp, outTradeNo: string): Promise<PaidOrder> {
  const o = await one(t, `select order_id, order_no from "order" where out_trade_no = '${outTradeNo}'`);
  const lines = await rows(
    t,
    `select order_goods_id from order_goods where order_id = ${o.order_id} order by 1`,
  );
  return {
    orderId: Number(o.order_id),
    orderNo: String(o.order_no),
    outTradeNo,
    lines: lines.map((l) => Number(l.order_goods_id)),
  };
}

/** One express order of a fresh SKU paid wholly from the balance (pay password 258369 set by the caller). */
export async function balanceOrder(t: TestApp, token: string, siteId = 3, price = 3000): Promise<PaidOrder> {
  const sku = await prepareSku(t, siteId, { n: skuOffset++, stock: 20, price });
  const r = await t.call('/api/ordercreate/simpleCreate', {
    token,
    idempotency_key: idemKey(),
    sku_id: sku.sku_id,
    num: 1,
    is_balance: 1,
    pay_password: '258369',
    coupon: { [siteId]: { coupon_id: 0 } },
    platform_coupon_id: 0,
  });
  expect(r.body.code, r.body.message).toBe(0);
  return orderOf(t, r.body.data as string);
}

/** One express order paid through the sandbox cashier (approved, notification delivered). */
export async function sandboxOrder(t: TestApp, token: string, siteId = 3): Promise<PaidOrder> {
  const no = await checkoutOne(t, token, siteId);
  const trade = await openCashier(t, token, no);
  expect((await decideOnCashier(t, trade, 'approve')).statusCode).toBe(200);
  expect(await waitForDelivery(t, trade)).toBe(2);
  return orderOf(t, no);
}

/** The shop ships every line of the order by express. */
export async function ship(t: TestApp, shopToken: string, o: PaidOrder): Promise<void> {
  const { company_id } = await one(t, `select company_id from express_company order by 1 limit 1`);
  const r = await t.call('/merchant/api/order/delivery', {
    token: shopToken,
    order_id: o.orderId,
    order_goods_ids: o.lines.join(','),
    express_company_id: company_id,
    delivery_no: 'SF100200300',
  });
  expect(r.body.code, r.body.message).toBe(0);
}

export const balances = (t: TestApp, username: string) =>
  one(t, `select balance, balance_money from member where username = '${username}'`);

export const lineStatus = async (t: TestApp, id: number) =>
  Number((await one(t, `select refund_status from order_goods where order_goods_id = ${id}`)).refund_status);
