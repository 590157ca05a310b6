import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { reconcileAfterEach, setMemberMoney } from '../../test/ledger-check.ts';
import { createTestApp, outcomeOf, type TestApp } from '../../test/test-app.ts';
import {
  giveCoupon,
  idemKey,
  one,
  plainMembers,
  prepareSku,
  rows,
  setPayPassword,
} from '../../flows/checkout/checkout-test-helpers.ts';
import { markOutTradeNoPaid } from '../../flows/pay/index.ts';
import { giveVirtualCode } from './order-pay.ts';

let t: TestApp;
let demo: string;
let alice: string;
beforeAll(async () => {
  t = await createTestApp();
  await plainMembers(t);
  [demo, alice] = await Promise.all([t.loginAs('demo'), t.loginAs('alice')]);
  await setPayPassword(t, 'demo', '258369');
});
reconcileAfterEach(() => t);
afterAll(() => t.close());

/** Places one order and answers its id and out_trade_no. */
async function placeOrder(token: string, siteId: number, extra: Record<string, unknown> = {}, n = 0) {
  const sku = await prepareSku(t, siteId, { n, price: 2000, stock: 50 });
  const r = await t.call('/api/ordercreate/simpleCreate', {
    token,
    sku_id: sku.sku_id,
    num: 2,
    idempotency_key: idemKey(),
    coupon: { [siteId]: { coupon_id: 0 } },
    platform_coupon_id: 0,
    ...extra,
  });
  expect(r.body.message).toBe('Operation succeeded');
  const o = await one(t, `select order_id from "order" where out_trade_no = '${r.body.data}'`);
  return { orderId: Number(o.order_id), outTradeNo: r.body.data as string, sku };
}

describe('order lists, counts and detail', () => {
  it('lists the member’s orders per tab with goods and buttons, counts per tab', async () => {
    const { orderId } = await placeOrder(demo, 3);
    const all = await t.call('/api/order/lists', { token: demo, page: 1, page_size: 5 });
    expect(all.body.code).toBe(0);
    const first = all.body.data.list[0];
    expect(first.order_id).toBe(orderId);
    expect(first.order_status_name).toBe('Pending payment');
    expect(first.order_goods).toHaveLength(1);
    expect(first.action.map((a: { action: string }) => a.action)).toEqual(['orderPay', 'orderClose']);
    const waitpay = await t.call('/api/order/lists', { token: demo, order_status: 'waitpay' });
    expect(waitpay.body.data.list.every((o: { order_status: number }) => o.order_status === 0)).toBe(true);
    const num = await t.call('/api/order/num', { token: demo });
    expect(num.body.data).toMatchObject({ waitpay: waitpay.body.data.count, waitsend: 0, refunding: 0 });
    const zh = await t.call('/api/order/detail', { token: demo, order_id: orderId, lang: 'zh-cn' });
    expect(zh.body.data).toMatchObject({
      order_status_name: '待支付',
      order_type_name: '普通订单',
      delivery_type_name: '物流配送',
    });
  });

  it("another member's order reads as not found everywhere", async () => {
    const { orderId } = await placeOrder(demo, 3, {}, 1);
    for (const path of ['detail', 'close', 'takedelivery', 'extendtakedelivery', 'package']) {
      const r = await t.call(`/api/order/${path}`, { token: alice, order_id: orderId });
      expect(outcomeOf(r), path).toBe('NOT_FOUND');
    }
    expect(outcomeOf(await t.call('/api/order/pay', { token: alice, order_ids: String(orderId) }))).toBe(
      'NOT_FOUND',
    );
    expect(await one(t, `select order_status from "order" where order_id = ${orderId}`)).toEqual({
      order_status: 0,
    });
  });

  it('refuses bad input', async () => {
    for (const body of [
      { order_id: 'x' },
      { order_id: [1] },
      { order_id: -1 },
      { order_id: '1 or 1=1' },
      {},
    ]) {
      const r = await t.call('/api/order/detail', { token: demo, ...body });
      expect(r.body.error_code).toBe('PARAMETER_ERROR');
    }
    expect(outcomeOf(await t.call('/api/order/lists', { token: demo, order_status: 'evil' }))).toBe(
      'PARAMETER_ERROR',
    );
    expect(outcomeOf(await t.call('/api/order/lists', {}))).toBe('TOKEN_ERROR');
  });
});

describe('closing', () => {
  it('20 parallel closes give stock, coupon and balance back exactly once', async () => {
    const couponId = await giveCoupon(t, 'demo', 5, 500);
    // A balance smaller than the order: part is spent now, the rest stays to pay, so the order waits unpaid.
    await setMemberMoney(t, 'demo', { balance: 1000, balance_money: 0 });
    const { orderId, sku, outTradeNo } = await placeOrder(
      demo,
      5,
      { coupon: { 5: { coupon_id: couponId } }, is_balance: 1, pay_password: '258369' },
      2,
    );
    const o = await one(
      t,
      `select balance_money, coupon_id, order_status from "order" where order_id = ${orderId}`,
    );
    expect(o).toMatchObject({ coupon_id: couponId, order_status: 0, balance_money: 1000 });
    expect(await one(t, `select balance from member where username = 'demo'`)).toEqual({ balance: 0 });
    const before = await one(t, `select balance from member where username = 'demo'`);
    const results = await Promise.all(
      Array.from({ length: 20 }, () => t.call('/api/order/close', { token: demo, order_id: orderId })),
    );
    expect(results.filter((r) => r.body.code === 0)).toHaveLength(1);
    expect(await one(t, `select stock from goods_sku where sku_id = ${sku.sku_id}`)).toEqual({ stock: 50 });
    expect(await one(t, `select state from promotion_coupon where coupon_id = ${couponId}`)).toEqual({
      state: 1,
    });
    const after = await one(t, `select balance from member where username = 'demo'`);
    expect(Number(after.balance) - Number(before.balance)).toBe(Number(o.balance_money));
    expect(await one(t, `select order_status from "order" where order_id = ${orderId}`)).toEqual({
      order_status: -1,
    });
    expect(
      (await rows(t, `select 1 from order_log where order_id = ${orderId} and action_way = 'orderClose'`))
        .length,
    ).toBe(1);
    expect(
      await one(
        t,
        `select count(*)::int as n from pay where out_trade_no = '${outTradeNo}' and pay_status = 0`,
      ),
    ).toEqual({ n: 0 });
  });

  it('only an unpaid order can be closed', async () => {
    const { orderId, outTradeNo } = await placeOrder(demo, 3, {}, 2);
    await t.database.db.transaction((tx) =>
      markOutTradeNoPaid(tx, { outTradeNo, payType: 'alipay' }, 1_700_000_000),
    );
    const r = await t.call('/api/order/close', { token: demo, order_id: orderId });
    expect(r.body.message).toBe('The order status has changed, please refresh');
    expect(await one(t, `select order_status, pay_status from "order" where order_id = ${orderId}`)).toEqual({
      order_status: 1,
      pay_status: 1,
    });
  });
});

describe('paying, receiving and logistics', () => {
  it('re-paying keeps the out_trade_no that covers exactly the orders, else makes a new one', async () => {
    const a = await prepareSku(t, 6, { price: 1000 });
    const b = await prepareSku(t, 7, { price: 1000 });
    const lines = await Promise.all(
      [a, b].map((s) => t.call('/api/cart/add', { token: demo, sku_id: s.sku_id, num: 1 })),
    );
    const r = await t.call('/api/ordercreate/simpleCreate', {
      token: demo,
      cart_ids: lines.map((l) => l.body.data).join(','),
      idempotency_key: idemKey(),
    });
    const ids = (
      await rows(t, `select order_id from "order" where out_trade_no = '${r.body.data}' order by order_id`)
    ).map((x) => x.order_id);
    const same = await t.call('/api/order/pay', { token: demo, order_ids: ids.join(',') });
    expect(same.body.data).toBe(r.body.data);
    const single = await t.call('/api/order/pay', { token: demo, order_ids: String(ids[0]) });
    expect(single.body.data).not.toBe(r.body.data);
    expect(await one(t, `select pay_status from pay where out_trade_no = '${r.body.data}'`)).toEqual({
      pay_status: -1,
    });
    const paid = await t.database.db.transaction((tx) =>
      markOutTradeNoPaid(tx, { outTradeNo: single.body.data, payType: 'alipay' }, 1_700_000_000),
    );
    expect(paid).toBe(true);
    const again = await t.database.db.transaction((tx) =>
      markOutTradeNoPaid(tx, { outTradeNo: single.body.data, payType: 'alipay' }, 1_700_000_000),
    );
    expect(again).toBe(false);
    expect((await t.call('/api/order/pay', { token: demo, order_ids: String(ids[0]) })).body.message).toBe(
      'The order status has changed, please refresh',
    );
  });

  it('a shipped order: packages, extend once by 3 days, confirm receipt → pending review', async () => {
    const { orderId, outTradeNo } = await placeOrder(demo, 3, {}, 3);
    await t.database.db.transaction((tx) =>
      markOutTradeNoPaid(tx, { outTradeNo, payType: 'alipay' }, 1_700_000_000),
    );
    expect((await t.call('/api/order/package', { token: demo, order_id: orderId })).body.message).toBe(
      'No logistics package info',
    );
    const shipped = Math.floor(Date.now() / 1000);
    await t.database.db.execute(
      `update "order" set order_status = 3, delivery_time = ${shipped}, take_delivery_execute_time = ${shipped + 14 * 86400} where order_id = ${orderId}`,
    );
    await t.database.db
      .execute(`insert into order_package (order_id, member_id, site_id, package_name, express_company_name, delivery_no, goods_list, create_time)
      select order_id, member_id, site_id, 'Package 1', 'SF Express', 'SF100200300', '[{"sku_id":1,"num":2}]', ${shipped} from "order" where order_id = ${orderId}`);
    const pkg = await t.call('/api/order/package', { token: demo, order_id: orderId });
    expect(pkg.body.data[0]).toMatchObject({
      express_company_name: 'SF Express',
      delivery_no: 'SF100200300',
    });
    const detail = await t.call('/api/order/detail', { token: demo, order_id: orderId });
    expect(detail.body.data.action.map((a: { action: string }) => a.action)).toEqual([
      'memberTakeDelivery',
      'trace',
      'extendTakeDelivery',
    ]);
    const extends20 = await Promise.all(
      Array.from({ length: 5 }, () =>
        t.call('/api/order/extendtakedelivery', { token: demo, order_id: orderId }),
      ),
    );
    expect(extends20.filter((r) => r.body.code === 0)).toHaveLength(1);
    expect(extends20.find((r) => r.body.code !== 0)?.body.message).toBe(
      'Receipt time can be extended only once',
    );
    const after = await t.call('/api/order/detail', { token: demo, order_id: orderId });
    expect(after.body.data.take_delivery_execute_time).toBe(shipped + 17 * 86400);
    expect(after.body.data.action.map((a: { action: string }) => a.action)).toEqual([
      'memberTakeDelivery',
      'trace',
    ]);
    expect((await t.call('/api/order/takedelivery', { token: demo, order_id: orderId })).body.code).toBe(0);
    expect((await t.call('/api/order/takedelivery', { token: demo, order_id: orderId })).body.code).not.toBe(
      0,
    );
    const rate = await t.call('/api/order/lists', { token: demo, order_status: 'waitrate' });
    expect(rate.body.data.list.map((o: { order_id: number }) => o.order_id)).toContain(orderId);
    const logs = await rows(
      t,
      `select action_way, module from order_log where order_id = ${orderId} order by id`,
    );
    expect(logs.map((l) => l.action_way)).toEqual([
      'orderCreate',
      'orderPay',
      'extendTakeDelivery',
      'memberTakeDelivery',
    ]);
  });
});

describe('virtual goods', () => {
  const CODE = /^[A-HJ-NP-Z2-9]{12}$/;
  let bob: string;
  let virtualSku: number;
  beforeAll(async () => {
    // A seeded gift card, made plain: its shop (the self-operated one) sells it at 15.00 with no limits.
    const sku = await one(
      t,
      `select sku_id from goods_sku where is_virtual = 1 and goods_state = 1 and verify_state = 1
       and is_delete = 0 order by sku_id limit 1`,
    );
    virtualSku = Number(sku.sku_id);
    await t.database.db.execute(
      `update goods_sku set stock = 1000, price = 1500, discount_price = 1500, promotion_type = 0, max_buy = 0,
       min_buy = 0 where sku_id = ${virtualSku}`,
    );
    // Bob buys with no delivery address at all: a virtual order needs none.
    bob = await t.loginAs('bob');
    await setPayPassword(t, 'bob', '147258');
    await t.database.db.execute(
      `delete from member_address where member_id = (select member_id from member where username = 'bob')`,
    );
    await setMemberMoney(t, 'bob', { balance: 100000, balance_money: 0 });
  });

  const buy = async (token: string, extra: Record<string, unknown> = {}) => {
    const r = await t.call('/api/ordercreate/simpleCreate', {
      token,
      sku_id: virtualSku,
      num: 1,
      idempotency_key: idemKey(),
      ...extra,
    });
    expect(r.body.message).toBe('Operation succeeded');
    const o = await one(t, `select order_id from "order" where out_trade_no = '${r.body.data}'`);
    return { orderId: Number(o.order_id), outTradeNo: r.body.data as string };
  };

  it('paid by balance without an address: received at once, detail shows the write-off code to its member only', async () => {
    const { orderId } = await buy(bob, { is_balance: 1, pay_password: '147258' });
    const row = await one(
      t,
      `select order_type, order_status, pay_status, virtual_code, full_address from "order" where order_id = ${orderId}`,
    );
    expect(row).toMatchObject({ order_type: 4, order_status: 4, pay_status: 1, full_address: '' });
    expect(row.virtual_code).toMatch(CODE);
    const detail = await t.call('/api/order/detail', { token: bob, order_id: orderId });
    expect(detail.body.data).toMatchObject({
      order_type: 4,
      order_status: 4,
      virtual_code: row.virtual_code,
      virtual_verified: 0,
      virtual_verify_time: 0,
    });
    const other = await t.call('/api/order/detail', { token: alice, order_id: orderId });
    expect(outcomeOf(other)).toBe('NOT_FOUND');
    expect(JSON.stringify(other.body)).not.toContain(String(row.virtual_code));
    const list = await t.call('/api/order/lists', { token: alice, page: 1, page_size: 50 });
    expect(JSON.stringify(list.body)).not.toContain(String(row.virtual_code));
  });

  it('paid online: no code while unpaid, the code arrives with the payment and a replay keeps it', async () => {
    const { orderId, outTradeNo } = await buy(bob);
    const unpaid = await t.call('/api/order/detail', { token: bob, order_id: orderId });
    expect(unpaid.body.data).toMatchObject({ order_status: 0, virtual_code: '' });
    expect(await one(t, `select virtual_code from "order" where order_id = ${orderId}`)).toEqual({
      virtual_code: '',
    });
    const pay = () =>
      t.database.db.transaction((tx) =>
        markOutTradeNoPaid(tx, { outTradeNo, payType: 'sandbox' }, Math.floor(Date.now() / 1000)),
      );
    expect(await pay()).toBe(true);
    const paid = await t.call('/api/order/detail', { token: bob, order_id: orderId });
    expect(paid.body.data.order_status).toBe(4);
    expect(paid.body.data.virtual_code).toMatch(CODE);
    expect(await pay()).toBe(false);
    const again = await t.call('/api/order/detail', { token: bob, order_id: orderId });
    expect(again.body.data.virtual_code).toBe(paid.body.data.virtual_code);
  });

  it('a closed unpaid virtual order never shows a code; physical orders get none', async () => {
    const { orderId } = await buy(bob);
    expect((await t.call('/api/order/close', { token: bob, order_id: orderId })).body.code).toBe(0);
    const closed = await t.call('/api/order/detail', { token: bob, order_id: orderId });
    expect(closed.body.data).toMatchObject({ order_status: -1, virtual_code: '' });
    const physical = await placeOrder(demo, 3, {}, 4);
    await t.database.db.transaction((tx) =>
      markOutTradeNoPaid(tx, { outTradeNo: physical.outTradeNo, payType: 'sandbox' }, 1_700_000_000),
    );
    expect(
      await one(t, `select order_status, virtual_code from "order" where order_id = ${physical.orderId}`),
    ).toEqual({
      order_status: 1,
      virtual_code: '',
    });
  });

  it('50 paid virtual orders hold 50 different codes', async () => {
    const ids: number[] = [];
    for (let batch = 0; batch < 5; batch++) {
      const orders = await Promise.all(Array.from({ length: 10 }, () => buy(bob)));
      await Promise.all(
        orders.map((o) =>
          t.database.db.transaction((tx) =>
            markOutTradeNoPaid(tx, { outTradeNo: o.outTradeNo, payType: 'sandbox' }, 1_700_000_000),
          ),
        ),
      );
      ids.push(...orders.map((o) => o.orderId));
    }
    const codes = (
      await rows(t, `select virtual_code from "order" where order_id in (${ids.join(',')})`)
    ).map((r) => String(r.virtual_code));
    expect(codes).toHaveLength(50);
    expect(codes.every((c) => CODE.test(c))).toBe(true);
    expect(new Set(codes).size).toBe(50);
  });

  it('a drawn code another order holds is drawn again; the index refuses a duplicate', async () => {
    const taken = await buy(bob, { is_balance: 1, pay_password: '147258' });
    const held = String(
      (await one(t, `select virtual_code from "order" where order_id = ${taken.orderId}`)).virtual_code,
    );
    const next = await buy(bob);
    const draws = [held, held, 'WXYZ23456789'];
    const code = await giveVirtualCode(t.database.db, next.orderId, () => draws.shift()!);
    expect(code).toBe('WXYZ23456789');
    expect(draws).toEqual([]);
    const third = await buy(bob);
    await expect(giveVirtualCode(t.database.db, third.orderId, () => held)).rejects.toThrow(
      /no free write-off code/,
    );
    await expect(
      t.database.db.execute(`update "order" set virtual_code = '${held}' where order_id = ${third.orderId}`),
    ).rejects.toThrow();
  });
});
