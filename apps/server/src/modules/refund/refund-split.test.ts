import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  giveCoupon,
  idemKey,
  one,
  plainMembers,
  prepareSku,
  rows,
  setPayPassword,
} from '../../flows/checkout/checkout-test-helpers.ts';
import { consoleToken } from '../../test/console-test-helpers.ts';
import { reconcileAfterEach, setMemberMoney } from '../../test/ledger-check.ts';
import { refundsAddUpAfterEach } from '../../test/refund-check.ts';
import { createTestApp, outcomeOf, type TestApp } from '../../test/test-app.ts';
import { sendRefundsNow } from '../payment/index.ts';
import { decideOnCashier, openCashier, waitForDelivery } from '../payment/payment-test-helpers.ts';
import { balances } from './refund-test-helpers.ts';

/*
 * The money split of facts §3.1 on a mixed order: two lines, a shop coupon spread over them, delivery money,
 * paid partly from the stored balance and the cash balance and the rest through the sandbox gateway. Each
 * line's refund goes back in the order's proportions; the last takes exactly what is left of each part (with the
 * delivery money), so the stored balance, the cash and the gateway each get back precisely what they gave.
 */

let t: TestApp;
let alice: string;
let shop3: string;

beforeAll(async () => {
  t = await createTestApp();
  await plainMembers(t);
  await setPayPassword(t, 'alice', '258369');
  await setMemberMoney(t, 'alice', { balance: 2000, balance_money: 1000 });
  [alice, shop3] = await Promise.all([t.loginAs('alice'), consoleToken(t, 'shop3')]);
});
reconcileAfterEach(() => t);
refundsAddUpAfterEach(() => t);
afterAll(() => t.close());

async function mixedOrder() {
  const skus = [
    await prepareSku(t, 3, { n: 40, price: 6000 }),
    await prepareSku(t, 3, { n: 41, price: 4000 }),
  ];
  const cart = await Promise.all(
    skus.map((s) => t.call('/api/cart/add', { token: alice, sku_id: s.sku_id, num: 1 })),
  );
  const couponId = await giveCoupon(t, 'alice', 3, 1000);
  const r = await t.call('/api/ordercreate/simpleCreate', {
    token: alice,
    idempotency_key: idemKey(),
    cart_ids: cart.map((c) => c.body.data).join(','),
    coupon: { 3: { coupon_id: couponId } },
    platform_coupon_id: 0,
    is_balance: 1,
    pay_password: '258369',
  });
  expect(r.body.code, r.body.message).toBe(0);
  const payNo = r.body.data as string;
  const trade = await openCashier(t, alice, payNo);
  expect((await decideOnCashier(t, trade, 'approve')).statusCode).toBe(200);
  expect(await waitForDelivery(t, trade)).toBe(2);
  const order = await one(
    t,
    `select order_id, order_status, order_money, goods_money, promotion_money, delivery_money, coupon_money,
       balance_money, balance_cash_money,
       pay_money from "order" where out_trade_no = '${payNo}'`,
  );
  const lines = await rows(
    t,
    `select order_goods_id, real_goods_money from order_goods where order_id = ${order.order_id} order by price desc`,
  );
  return { payNo, order, lines };
}

const refundLine = async (line: number) => {
  const apply = { token: alice, order_goods_id: line, refund_type: 1, refund_reason: 'dislike' };
  expect(outcomeOf(await t.call('/api/orderrefund/refund', apply))).toBe('OK');
  const shop = { token: shop3, order_goods_id: line };
  expect(outcomeOf(await t.call('/merchant/api/refund/agree', shop))).toBe('OK');
  expect(outcomeOf(await t.call('/merchant/api/refund/transfer', shop))).toBe('OK');
  await sendRefundsNow(t.database.db);
  return one(
    t,
    `select refund_no, refund_apply_money, refund_real_money, refund_balance_money, refund_pay_money
     from order_refund where order_goods_id = ${line}`,
  );
};

describe('a mixed order refunded line by line', () => {
  it('splits each refund in the order’s proportions and gives each source back exactly what it gave', async () => {
    const before = await balances(t, 'alice');
    const { payNo, order, lines } = await mixedOrder();
    // The setting: both balances spent whole, a coupon, freight, the rest through the gateway.
    expect(order).toMatchObject({
      order_status: 1,
      coupon_money: 1000,
      balance_money: 3000,
      balance_cash_money: 1000,
    });
    expect(Number(order.delivery_money)).toBeGreaterThan(0);
    expect(Number(order.pay_money)).toBe(Number(order.order_money) - 3000);
    const [first, last] = lines as [
      { order_goods_id: number; real_goods_money: number },
      { order_goods_id: number; real_goods_money: number },
    ];
    // The coupon (and any shop offer) is spread over the lines: their real money adds up to what is left of the goods.
    expect(first.real_goods_money + last.real_goods_money).toBe(
      Number(order.goods_money) - Number(order.promotion_money) - 1000,
    );

    const a = await refundLine(first.order_goods_id);
    expect(Number(a.refund_apply_money)).toBe(first.real_goods_money);
    const balancePart = Math.floor((first.real_goods_money * 3000) / Number(order.order_money));
    expect(a).toMatchObject({
      refund_real_money: first.real_goods_money,
      refund_balance_money: balancePart,
      refund_pay_money: first.real_goods_money - balancePart,
    });
    const pr = await one(t, `select refund_fee from pay_refund where refund_no = '${a.refund_no}'`);
    expect(Number(pr.refund_fee)).toBe(first.real_goods_money - balancePart);

    // The last line brings the order's delivery money with it, and the remainder of each part.
    const b = await refundLine(last.order_goods_id);
    expect(Number(b.refund_apply_money)).toBe(last.real_goods_money + Number(order.delivery_money));
    expect(Number(a.refund_real_money) + Number(b.refund_real_money)).toBe(Number(order.order_money));
    expect(Number(a.refund_balance_money) + Number(b.refund_balance_money)).toBe(3000);
    expect(Number(a.refund_pay_money) + Number(b.refund_pay_money)).toBe(Number(order.pay_money));
    // The stored balance and the cash each came back whole, the gateway refunded all it took, the order closed.
    expect(await balances(t, 'alice')).toEqual(before);
    const gateway = await one(
      t,
      `select coalesce(sum(s.amount), 0)::bigint n from sandbox_refund s where s.out_trade_no = '${payNo}'`,
    );
    expect(Number(gateway.n)).toBe(Number(order.pay_money));
    expect(
      (await one(t, `select order_status from "order" where order_id = ${order.order_id}`)).order_status,
    ).toBe(-1);
  });
});
