import { centsToMoney } from '@mall/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { one, rows } from '../../flows/checkout/checkout-test-helpers.ts';
import {
  decideOnCashier,
  notification,
  openCashier,
  payBySandbox,
  postNotification,
  waitForDelivery,
} from '../payment/payment-test-helpers.ts';
import { consoleToken } from '../../test/console-test-helpers.ts';
import { reconcileAfterEach } from '../../test/ledger-check.ts';
import { createTestApp, outcomeOf, type TestApp } from '../../test/test-app.ts';
import { closeDueRechargeOrders } from './recharge-timer.ts';

let t: TestApp;
let bob: string;
let alice: string;
let admin: string;
beforeAll(async () => {
  t = await createTestApp();
  bob = await t.loginAs('bob');
  alice = await t.loginAs('alice');
  admin = await consoleToken(t, 'admin');
});
reconcileAfterEach(() => t);
afterAll(() => t.close());

const memberOf = (username: string) =>
  one(
    t,
    `select member_id, balance, balance_money, point, growth, member_level, member_level_name from member where username = '${username}'`,
  );
const packages = async () =>
  (await t.call('/memberrecharge/api/memberrecharge/page', { page_size: 20 })).body.data;
const buy = async (token: string, rechargeId: number) => {
  const r = await t.call('/memberrecharge/api/ordercreate/create', { token, recharge_id: rechargeId });
  expect(r.body.code, r.body.message).toBe(0);
  return r.body.data as string;
};
/** Stored value, points and growth add up to their ledger rows (the wallet's reconciliation, per account). */
async function expectLedgerInStep(username: string) {
  const m = await memberOf(username);
  const sums = await rows(
    t,
    `select account_type, sum(account_data)::bigint as s from member_account a join member m using (member_id)
       where m.username = '${username}' group by account_type`,
  );
  return { m, sums: Object.fromEntries(sums.map((r) => [r.account_type, Number(r.s)])) };
}

describe('top-up packages', () => {
  it('lists the packages on sale with money as strings, and one by id', async () => {
    const page = await packages();
    expect(page.count).toBeGreaterThanOrEqual(4);
    const p = page.list[0];
    expect(p.face_value).toMatch(/^\d+\.\d{2}$/);
    const info = await t.call('/memberrecharge/api/memberrecharge/info', { recharge_id: p.recharge_id });
    expect(info.body.data.recharge_name).toBe(p.recharge_name);
    expect(outcomeOf(await t.call('/memberrecharge/api/memberrecharge/info', { recharge_id: 999999 }))).toBe(
      'NOT_FOUND',
    );
  });

  it('refuses bad ids and visitors, creating nothing', async () => {
    const before = await one(t, 'select count(*)::int as n from member_recharge_order');
    for (const recharge_id of ['1e3', -1, 0, 1e308, '', 'x', 2 ** 40]) {
      const r = await t.call('/memberrecharge/api/ordercreate/create', { token: bob, recharge_id });
      expect(outcomeOf(r), String(recharge_id)).toBe('PARAMETER_ERROR');
    }
    expect(outcomeOf(await t.call('/memberrecharge/api/ordercreate/create', { recharge_id: 1 }))).toBe(
      'TOKEN_ERROR',
    );
    expect(await one(t, 'select count(*)::int as n from member_recharge_order')).toEqual(before);
  });
});

describe('buying a package through the sandbox', () => {
  it('credits face value, points and growth once, levels up, and counts the sale', async () => {
    const plus = (await packages()).list.find(
      (p: { recharge_name: string }) => p.recharge_name === 'Plus top-up',
    );
    const before = await memberOf('bob');
    const outTradeNo = await buy(bob, plus.recharge_id);
    const payInfo = await t.call('/api/pay/info', { token: bob, out_trade_no: outTradeNo });
    expect(payInfo.body.data.pay_money).toBe(plus.buy_price);
    const tradeNo = await openCashier(t, bob, outTradeNo);
    expect((await decideOnCashier(t, tradeNo, 'approve')).statusCode).toBeLessThan(400);
    expect(await waitForDelivery(t, tradeNo)).toBe(2);

    const after = await memberOf('bob');
    expect(Number(after.balance) - Number(before.balance)).toBe(30_000);
    expect(Number(after.point) - Number(before.point)).toBe(plus.point);
    expect(Number(after.growth) - Number(before.growth)).toBe(plus.growth);
    expect(after.member_level_name).toBe('Silver');
    expect(
      (await t.call('/api/pay/status', { token: bob, out_trade_no: outTradeNo })).body.data.pay_status,
    ).toBe(2);
    const orders = (await t.call('/memberrecharge/api/order/page', { token: bob })).body.data;
    expect(orders.list[0]).toMatchObject({ out_trade_no: outTradeNo, status: 2, price: plus.buy_price });
    expect(
      (await packages()).list.find((p: { recharge_id: number }) => p.recharge_id === plus.recharge_id)
        .sale_num,
    ).toBe(plus.sale_num + 1);
    const points = (await t.call('/api/memberpoint/page', { token: bob, from_type: 'memberrecharge' })).body
      .data;
    expect(points.list[0]).toMatchObject({ account_data: plus.point, from_type: 'memberrecharge' });
  });

  it('credits once when the notification is replayed 50 times at once', async () => {
    const p = (await packages()).list[0];
    const before = await memberOf('alice');
    const outTradeNo = await buy(alice, p.recharge_id);
    const { pay_money } = await one(t, `select pay_money from pay where out_trade_no = '${outTradeNo}'`);
    const base = {
      out_trade_no: outTradeNo,
      amount: centsToMoney(Number(pay_money)),
      result: 'approved' as const,
    };
    const body = notification({ ...base, trade_no: `SBX-replay-${outTradeNo}` });
    const answers = await Promise.all(Array.from({ length: 50 }, () => postNotification(t, body)));
    expect(answers.every((a) => a.text === 'success')).toBe(true);
    const after = await memberOf('alice');
    expect(Number(after.balance) - Number(before.balance)).toBe(Number(p.face_value.replace('.', '')));
    expect(Number(after.point) - Number(before.point)).toBe(p.point);
    const credits = await one(
      t,
      `select count(*)::int as n from member_account where type_tag = (select order_no from member_recharge_order where out_trade_no = '${outTradeNo}') and account_type = 'balance'`,
    );
    expect(credits.n).toBe(1);
    // A second provider transaction for the same payment is money to give back, not a second credit.
    const again = notification({ ...base, trade_no: `SBX-other-${outTradeNo}` });
    expect((await postNotification(t, again)).text).toBe('success');
    expect((await memberOf('alice')).balance).toBe(after.balance);
  });

  it('keeps stored value, points and growth equal to their ledger for the new movements', async () => {
    const { m, sums } = await expectLedgerInStep('bob');
    // bob's seed values carry no ledger rows; what this file added must be exactly the ledger's sums.
    expect(Number(m.balance)).toBe(sums.balance ?? 0);
  });

  it('closes unpaid top-up orders after the auto-close time; a late payment credits nothing', async () => {
    const p = (await packages()).list[0];
    const outTradeNo = await buy(bob, p.recharge_id);
    const before = await memberOf('bob');
    const now = Math.floor(Date.now() / 1000);
    const closed = await t.database.db.transaction((tx) => closeDueRechargeOrders(tx, now + 31 * 60));
    expect(closed).toBeGreaterThanOrEqual(1);
    expect(
      await rows(t, `select 1 from member_recharge_order where out_trade_no = '${outTradeNo}'`),
    ).toHaveLength(0);
    expect((await one(t, `select pay_status from pay where out_trade_no = '${outTradeNo}'`)).pay_status).toBe(
      -1,
    );
    await payBySandbox(t, outTradeNo);
    expect((await memberOf('bob')).balance).toBe(before.balance);
    const flagged = await one(t, `select result from pay_notify where out_trade_no = '${outTradeNo}'`);
    expect(flagged.result).toBe('refund');
  });

  it('shows each member only their own top-up orders', async () => {
    const mine = (await t.call('/memberrecharge/api/order/page', { token: alice })).body.data.list;
    expect(mine.length).toBeGreaterThan(0);
    const bobs = await rows(
      t,
      `select out_trade_no from member_recharge_order where member_id = (select member_id from member where username = 'bob')`,
    );
    for (const o of mine) expect(bobs.map((b) => b.out_trade_no)).not.toContain(o.out_trade_no);
  });

  it('names a top-up order by its package in the reader’s language', async () => {
    const [p] = (await packages()).list as { recharge_id: number }[];
    const row = await one(
      t,
      `select recharge_name, i18n from member_recharge where recharge_id = ${p!.recharge_id}`,
    );
    const zh = (row.i18n as Record<string, { recharge_name?: string }>)['zh-cn']?.recharge_name;
    expect(zh, 'the demo package has a zh-cn name').toBeTruthy();
    const tradeNo = await buy(alice, p!.recharge_id);
    const named = async (lang: string) =>
      (
        (await t.call('/memberrecharge/api/order/page', { token: alice, lang })).body.data.list as {
          out_trade_no: string;
          recharge_name: string;
        }[]
      ).find((o) => o.out_trade_no === tradeNo)?.recharge_name;
    expect(await named('zh-cn')).toBe(zh);
    expect(await named('en-us')).toBe(row.recharge_name);
  });
});

describe('operator packages', () => {
  const op = (path: string, body: Record<string, unknown> = {}) =>
    t.call(`/operator/api/recharge/${path}`, { token: admin, ...body });

  it('adds, edits and takes a package off sale; the storefront follows', async () => {
    const added = await op('save', {
      recharge_name: 'Test pack',
      face_value: '12.5',
      buy_price: 10,
      point: 3,
    });
    expect(outcomeOf(added)).toBe('OK');
    const id = added.body.data.recharge_id;
    expect(
      (await t.call('/memberrecharge/api/memberrecharge/info', { recharge_id: id })).body.data.face_value,
    ).toBe('12.50');
    expect(outcomeOf(await op('status', { recharge_id: id, status: 2 }))).toBe('OK');
    expect(outcomeOf(await t.call('/memberrecharge/api/memberrecharge/info', { recharge_id: id }))).toBe(
      'NOT_FOUND',
    );
    expect(
      outcomeOf(await t.call('/memberrecharge/api/ordercreate/create', { token: bob, recharge_id: id })),
    ).toBe('NOT_FOUND');
    const list = (await op('lists')).body.data.list;
    expect(list.find((p: { recharge_id: number }) => p.recharge_id === id).status).toBe(2);
  });

  it("issues the package's gift coupons when it is paid, once, each in its own shop", async () => {
    const type = await one(
      t,
      `insert into promotion_coupon_type (site_id, site_name, coupon_name, type, money, count, status, validity_type, fixed_term, end_time)
       values (3, 'shop', 'Top-up thank-you', 'reward', 800, 0, 1, 1, 30, 0) returning coupon_type_id`,
    );
    const typeId = Number(type.coupon_type_id);
    const added = await op('save', {
      recharge_name: 'Coupon pack',
      face_value: 20,
      buy_price: 20,
      coupon_id: String(typeId),
    });
    expect(outcomeOf(added)).toBe('OK');
    const outTradeNo = await buy(bob, added.body.data.recharge_id);
    const body = notification({
      out_trade_no: outTradeNo,
      trade_no: `SBX-coupon-${outTradeNo}`,
      amount: '20.00',
      result: 'approved',
    });
    const answers = await Promise.all(Array.from({ length: 5 }, () => postNotification(t, body)));
    expect(answers.every((a) => a.text === 'success')).toBe(true);
    const given = await rows(
      t,
      `select site_id, money, state from promotion_coupon
       where coupon_type_id = ${typeId} and member_id = (select member_id from member where username = 'bob')`,
    );
    expect(given).toEqual([{ site_id: 3, money: 800, state: 1 }]);
  });

  it('refuses bad money: negative, 3 decimals, 1e308, strings', async () => {
    for (const face_value of ['-1', '1.234', 1e308, 'ten', 0, '99999999']) {
      const r = await op('save', { recharge_name: 'Bad', face_value, buy_price: 1 });
      expect(outcomeOf(r), String(face_value)).toBe('PARAMETER_ERROR');
    }
    expect(
      outcomeOf(await op('save', { recharge_id: 999999, recharge_name: 'x', face_value: 1, buy_price: 1 })),
    ).toBe('NOT_FOUND');
  });
});
