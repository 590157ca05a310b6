import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { makeSale } from '../../flows/checkout/checkout-seckill-test-helpers.ts';
import {
  idemKey,
  one,
  plainMembers,
  prepareSku,
  setPayPassword,
} from '../../flows/checkout/checkout-test-helpers.ts';
import { consoleToken } from '../../test/console-test-helpers.ts';
import { reconcileAfterEach, setMemberMoney } from '../../test/ledger-check.ts';
import { createTestApp, type TestApp } from '../../test/test-app.ts';

/* A refunded flash-sale line (facts §5.1): the member's daily count comes back, the sale's sold count drops, and
 * the sale's own stock comes back with the SKU's stock when the shop takes the goods back into stock. */

let t: TestApp;
let demo: string;
let shop1: string;
beforeAll(async () => {
  t = await createTestApp();
  await plainMembers(t);
  // Paid from the balance, so the refund goes back there (no provider involved).
  await setPayPassword(t, 'demo', '258369');
  await setMemberMoney(t, 'demo', { balance: 500000 });
  demo = await t.loginAs('demo');
  shop1 = await consoleToken(t, 'shop1');
});
reconcileAfterEach(() => t);
afterAll(() => t.close());

const paidByBalance = { is_balance: 1, pay_password: '258369' };
const buy = (sale: { seckill_id: number; sku_id: number }, num: number) =>
  t.call('/seckill/api/ordercreate/create', {
    token: demo,
    idempotency_key: idemKey(),
    ...sale,
    num,
    ...paidByBalance,
  });
const counts = async (sale: { seckill_id: number; sku_id: number }) =>
  one(
    t,
    `select g.stock as sale_stock, g.sale_num, s.stock as sku_stock,
       coalesce((select sum(b.num) from promotion_seckill_buy b where b.seckill_id = g.seckill_id
         and b.sku_id = g.sku_id), 0)::int as held
     from promotion_seckill_goods g join goods_sku s on s.sku_id = g.sku_id
     where g.seckill_id = ${sale.seckill_id} and g.sku_id = ${sale.sku_id}`,
  );

type Made = Awaited<ReturnType<typeof buy>>;

/** Refunds the line of the paid order made, through the member's and the shop's real calls. */
async function refundLine(made: Made, stockBack: 0 | 1) {
  expect(made.body.code, made.body.message).toBe(0);
  const line = await one(
    t,
    `select g.order_goods_id from order_goods g join "order" o on o.order_id = g.order_id
     where o.out_trade_no = '${made.body.data}'`,
  );
  const id = Number(line.order_goods_id);
  const applied = await t.call('/api/orderrefund/refund', {
    token: demo,
    order_goods_id: id,
    refund_type: 1,
    refund_reason: 'dislike',
  });
  expect(applied.body.code, applied.body.message).toBe(0);
  const shop = (call: string, extra: Record<string, unknown> = {}) =>
    t.call(`/merchant/api/refund/${call}`, { token: shop1, order_goods_id: id, ...extra });
  expect((await shop('agree')).body.code).toBe(0);
  const paid = await shop('transfer', { is_refund_stock: stockBack });
  expect(paid.body.code, paid.body.message).toBe(0);
}

describe('refund of a seckill line', () => {
  it('taken back into stock: sale stock, sold count and the member’s daily count all come back', async () => {
    const sku = await prepareSku(t, 1, { n: 60, stock: 20 });
    const sale = await makeSale(t, sku, { stock: 5, maxBuy: 2 });
    await refundLine(await buy(sale, 2), 1);
    expect(await counts(sale)).toEqual({ sale_stock: 5, sale_num: 0, sku_stock: 20, held: 0 });
    // The limit counts non-refunded orders only: the member may buy two again today.
    expect((await buy(sale, 2)).body.code).toBe(0);
    expect(await counts(sale)).toEqual({ sale_stock: 3, sale_num: 2, sku_stock: 18, held: 2 });
  });

  it('not taken back into stock: the units stay sold out of stock, the counts still come back', async () => {
    const sku = await prepareSku(t, 1, { n: 61, stock: 20 });
    const sale = await makeSale(t, sku, { stock: 5, maxBuy: 1 });
    await refundLine(await buy(sale, 1), 0);
    expect(await counts(sale)).toEqual({ sale_stock: 4, sale_num: 0, sku_stock: 19, held: 0 });
    expect((await buy(sale, 1)).body.code).toBe(0);
  });

  it('a refunded ordinary order does not touch any sale', async () => {
    const sku = await prepareSku(t, 1, { n: 62, stock: 20 });
    const sale = await makeSale(t, sku, { stock: 5, maxBuy: 1 });
    expect((await buy(sale, 1)).body.code).toBe(0);
    const plain = await t.call('/api/ordercreate/simpleCreate', {
      token: demo,
      idempotency_key: idemKey(),
      sku_id: sku.sku_id,
      num: 1,
      coupon: { 1: { coupon_id: 0 } },
      platform_coupon_id: 0,
      ...paidByBalance,
    });
    await refundLine(plain, 1);
    expect(await counts(sale)).toEqual({ sale_stock: 4, sale_num: 1, sku_stock: 19, held: 1 });
  });
});

describe('orders carry their promotion', () => {
  it('list and detail answer promotion_type and its name in the request’s language', async () => {
    const sku = await prepareSku(t, 1, { n: 63, stock: 20 });
    const sale = await makeSale(t, sku, { stock: 5 });
    const made = await buy(sale, 1);
    expect(made.body.code, made.body.message).toBe(0);
    const { order_id } = await one(
      t,
      `select order_id from "order" where out_trade_no = '${made.body.data}'`,
    );
    const list = await t.call('/api/order/lists', { token: demo, page: 1, page_size: 50, lang: 'zh-cn' });
    const row = list.body.data.list.find((o: { order_id: number }) => o.order_id === order_id);
    expect(row).toMatchObject({ promotion_type: 'seckill', promotion_type_name: '秒杀' });
    const detail = await t.call('/api/order/detail', { token: demo, order_id, lang: 'ko-kr' });
    expect(detail.body.data).toMatchObject({ promotion_type: 'seckill', promotion_type_name: '타임세일' });
    const plain = list.body.data.list.find((o: { promotion_type: string }) => o.promotion_type === '');
    expect(plain?.promotion_type_name ?? '').toBe('');
  });
});
