import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { one, plainMembers, rows } from '../../flows/checkout/checkout-test-helpers.ts';
import { centsToMoney as money } from '@mall/contracts';
import { createJobRunner } from '../../platform/jobs/job-runner.ts';
import { reconcileAfterEach } from '../../test/ledger-check.ts';
import { createTestApp, outcomeOf, type TestApp } from '../../test/test-app.ts';
import { sandboxNotifyRetryJob } from './payment.routes.ts';
import {
  checkoutOne,
  decideOnCashier,
  notification,
  openCashier,
  postNotification,
  waitForDelivery,
} from './payment-test-helpers.ts';

let t: TestApp;
let demo: string;
let alice: string;
beforeAll(async () => {
  t = await createTestApp();
  await plainMembers(t);
  [demo, alice] = await Promise.all([t.loginAs('demo'), t.loginAs('alice')]);
});
reconcileAfterEach(() => t);
afterAll(() => t.close());

const payRow = (no: string) =>
  one(t, `select pay_status, pay_money, pay_type, trade_no from pay where out_trade_no = '${no}'`);
const orderOf = (no: string) =>
  one(t, `select order_id, order_status, pay_status, pay_type from "order" where out_trade_no = '${no}'`);
const payLogs = async (orderId: number) =>
  Number(
    (
      await one(
        t,
        `select count(*)::int n from order_log where order_id = ${orderId} and action_way = 'orderPay'`,
      )
    ).n,
  );

describe('pay calls', () => {
  it('answers the pay types, the pay row and its status to its member only', async () => {
    const types = await t.call('/api/pay/type', {});
    expect(types.body.data.pay_type).toBe('sandbox');
    const no = await checkoutOne(t, demo);
    const info = await t.call('/api/pay/info', { token: demo, out_trade_no: no });
    const cents = Number((await payRow(no)).pay_money);
    expect(cents).toBeGreaterThanOrEqual(5000);
    expect(info.body.data).toMatchObject({ out_trade_no: no, pay_status: 0, pay_money: money(cents) });
    expect((await t.call('/api/pay/status', { token: demo, out_trade_no: no })).body.data).toEqual({
      pay_status: 0,
    });
    for (const path of ['/api/pay/info', '/api/pay/status', '/api/pay/pay']) {
      const extra = path === '/api/pay/pay' ? { pay_type: 'sandbox' } : {};
      const other = await t.call(path, { token: alice, out_trade_no: no, ...extra });
      expect(outcomeOf(other)).toBe('NOT_FOUND');
      expect(other.body.message).toBe('No pay info obtained');
    }
    expect((await t.call('/api/pay/info', { out_trade_no: no })).body.error_code).toBe('TOKEN_ERROR');
  });

  it('refuses bad input with PARAMETER_ERROR', async () => {
    const bad = [
      {},
      { out_trade_no: ['1234567'] },
      { out_trade_no: "1' or 1=1 --" },
      { out_trade_no: '<script>' },
      { out_trade_no: 'x'.repeat(41) },
      { out_trade_no: '12345678', pay_type: 'alipay' },
    ];
    for (const body of bad) {
      const r = await t.call('/api/pay/pay', { token: demo, ...body });
      expect(r.body.error_code, JSON.stringify(body)).toBe('PARAMETER_ERROR');
    }
  });
});

describe('sandbox gateway end to end', () => {
  it('order → pay → cashier approve → signed notification → orders paid, logged once', async () => {
    const no = await checkoutOne(t, demo);
    const tradeNo = await openCashier(t, demo, no);
    expect(await openCashier(t, demo, no)).toBe(tradeNo); // a double click opens the same cashier
    const page = await t.app.inject({ method: 'GET', url: `/sandbox-gateway/cashier/${tradeNo}` });
    expect(page.statusCode).toBe(200);
    expect(page.body).toContain(money(Number((await payRow(no)).pay_money)));
    expect(page.body).toContain(no);
    expect((await decideOnCashier(t, tradeNo, 'approve')).statusCode).toBe(200);
    expect(await waitForDelivery(t, tradeNo)).toBe(2);
    expect(await payRow(no)).toMatchObject({ pay_status: 2, pay_type: 'sandbox', trade_no: tradeNo });
    const o = await orderOf(no);
    expect(o).toMatchObject({ order_status: 1, pay_status: 1, pay_type: 'sandbox' });
    expect(await payLogs(Number(o.order_id))).toBe(1);
    expect((await t.call('/api/pay/status', { token: demo, out_trade_no: no })).body.data.pay_status).toBe(2);
    // A second decision on the same page changes nothing; paying again is refused.
    expect((await decideOnCashier(t, tradeNo, 'decline')).statusCode).toBe(409);
    const again = await t.call('/api/pay/pay', { token: demo, out_trade_no: no, pay_type: 'sandbox' });
    expect(again.body.message).toBe('This payment has already been made');
  });

  it('a decline leaves the payment waiting, and the payer can pay again', async () => {
    const no = await checkoutOne(t, demo);
    const tradeNo = await openCashier(t, demo, no);
    await decideOnCashier(t, tradeNo, 'decline');
    expect(await waitForDelivery(t, tradeNo)).toBe(2);
    expect((await payRow(no)).pay_status).toBe(0);
    expect((await orderOf(no)).order_status).toBe(0);
    expect((await one(t, `select result from pay_notify where trade_no = '${tradeNo}'`)).result).toBe(
      'declined',
    );
    const second = await openCashier(t, demo, no);
    await decideOnCashier(t, second, 'approve');
    await waitForDelivery(t, second);
    expect((await orderOf(no)).order_status).toBe(1);
  });

  it('after a restart the retry job delivers a decision that was never sent', async () => {
    const no = await checkoutOne(t, demo);
    const tradeNo = await openCashier(t, demo, no);
    // As if the process stopped right after the payer approved: decided, notification still to send.
    await t.database.db.execute(
      `update sandbox_trade set status = 1, notify_status = 1, notify_next_time = 0 where trade_no = '${tradeNo}'`,
    );
    expect(await createJobRunner(t.database.db, [sandboxNotifyRetryJob(t.app)]).tick()).toBe(1);
    expect(await waitForDelivery(t, tradeNo)).toBe(2);
    expect((await orderOf(no)).order_status).toBe(1);
  });

  it('unknown or malformed cashier links answer 404', async () => {
    expect((await t.app.inject({ method: 'GET', url: '/sandbox-gateway/cashier/SBX00' })).statusCode).toBe(
      404,
    );
    expect((await decideOnCashier(t, `SBX${'0'.repeat(32)}`, 'approve')).statusCode).toBe(404);
  });
});

describe('notification handling', () => {
  const paidBase = async () => {
    const no = await checkoutOne(t, demo);
    const tradeNo = await openCashier(t, demo, no);
    const amount = money(Number((await payRow(no)).pay_money));
    return {
      no,
      tradeNo,
      base: { out_trade_no: no, trade_no: tradeNo, amount, result: 'approved' as const },
    };
  };

  it('one approval replayed 50 times in parallel changes the state once', async () => {
    const { no, base } = await paidBase();
    const body = notification(base);
    const replies = await Promise.all(Array.from({ length: 50 }, () => postNotification(t, body)));
    expect(replies.every((r) => r.text === 'success')).toBe(true);
    const o = await orderOf(no);
    expect(o.order_status).toBe(1);
    expect(await payLogs(Number(o.order_id))).toBe(1);
    expect(await rows(t, `select result from pay_notify where out_trade_no = '${no}'`)).toEqual([
      { result: 'applied' },
    ]);
  });

  it('refuses a forged signature, a wrong amount, a stale timestamp and junk, changing nothing', async () => {
    const { no, base } = await paidBase();
    const forged = notification(base, { secret: 'not-the-gateway-secret-at-all' });
    const tampered = { ...notification(base), amount: '0.01' };
    const wrongAmount = notification({ ...base, amount: money(Number((await payRow(no)).pay_money) - 1) });
    const stale = notification(base, { now: Math.floor(Date.now() / 1000) - 3600 });
    const junk = [{}, { ...notification(base), sign: ['x'] }, { ...notification(base), extra: '1' }];
    for (const body of [forged, tampered, wrongAmount, stale, ...junk]) {
      const r = await postNotification(t, body);
      expect(r, JSON.stringify(body)).toEqual({ status: 400, text: 'fail' });
    }
    expect((await postNotification(t, 'not json')).status).toBe(415);
    expect((await payRow(no)).pay_status).toBe(0);
    expect((await orderOf(no)).order_status).toBe(0);
    expect(await rows(t, `select id from pay_notify where out_trade_no = '${no}'`)).toEqual([]);
  });

  it('a decline arriving after the approval (reordering) changes nothing', async () => {
    const { no, tradeNo, base } = await paidBase();
    expect((await postNotification(t, notification(base))).text).toBe('success');
    // The same trade declined afterwards, and a decline from a second cashier window arriving late.
    for (const trade of [tradeNo, 'SBX-second-window-0001']) {
      expect(
        (await postNotification(t, notification({ ...base, trade_no: trade, result: 'declined' }))).text,
      ).toBe('success');
    }
    expect((await payRow(no)).pay_status).toBe(2);
    expect((await orderOf(no)).order_status).toBe(1);
  });

  it('a second approval by another trade is recorded for refund, not applied twice', async () => {
    const { no, base } = await paidBase();
    await postNotification(t, notification(base));
    const other = { ...base, trade_no: 'SBX-other-trade-0001' };
    expect((await postNotification(t, notification(other))).text).toBe('success');
    expect(
      await one(t, `select result, refund_status from pay_notify where trade_no = 'SBX-other-trade-0001'`),
    ).toEqual({
      result: 'refund',
      refund_status: 1,
    });
    expect(await payLogs(Number((await orderOf(no)).order_id))).toBe(1);
  });

  it('a late payment for a closed order is recorded and flagged for refund, the order stays closed', async () => {
    const { no, base } = await paidBase();
    const o = await orderOf(no);
    expect((await t.call('/api/order/close', { token: demo, order_id: o.order_id })).body.code).toBe(0);
    expect((await postNotification(t, notification(base))).text).toBe('success');
    expect((await orderOf(no)).order_status).toBe(-1);
    expect((await payRow(no)).pay_status).toBe(-1);
    expect(
      await one(t, `select result, refund_status, amount from pay_notify where out_trade_no = '${no}'`),
    ).toEqual({
      result: 'refund',
      refund_status: 1,
      amount: Number((await payRow(no)).pay_money),
    });
    const start = await t.call('/api/pay/pay', { token: demo, out_trade_no: no, pay_type: 'sandbox' });
    expect(start.body.message).toBe('This payment was cancelled because the order was closed');
  });

  it('a notification for an unknown payment number is refused', async () => {
    const r = await postNotification(
      t,
      notification({ out_trade_no: '99999999999', trade_no: 'SBXx', amount: '1.00', result: 'approved' }),
    );
    expect(r).toEqual({ status: 400, text: 'fail' });
  });
});
