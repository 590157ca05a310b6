import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { one, plainMembers, rows } from '../../flows/checkout/checkout-test-helpers.ts';
import { setPayPassword } from '../../flows/checkout/checkout-test-helpers.ts';
import { checkoutOne, payBySandbox } from '../payment/payment-test-helpers.ts';
import { completeDueOrders } from '../order/index.ts';
import { consoleToken } from '../../test/console-test-helpers.ts';
import { reconcileAfterEach, setMemberMoney } from '../../test/ledger-check.ts';
import { logQueries } from '../../test/query-count.ts';
import { createTestApp, type TestApp } from '../../test/test-app.ts';

let t: TestApp;
let buyer: string; // alice: she has a delivery address
let admin: string;
beforeAll(async () => {
  // With the read cache on: the payment path reads the consumption rules through it, so every settings change
  // below must reach the next payment at once (the operator's save counts as a cache change).
  t = await createTestApp({ READ_CACHE_TTL_MS: '600000' });
  await plainMembers(t);
  buyer = await t.loginAs('alice');
  admin = await consoleToken(t, 'admin');
});
reconcileAfterEach(() => t);
afterAll(() => t.close());

const op = (path: string, body: Record<string, unknown> = {}) =>
  t.call(`/operator/api/${path}`, { token: admin, ...body });
const consumeRows = (orderNo: string) =>
  rows(
    t,
    `select account_type, account_data from member_account where from_type = 'memberconsume' and type_tag = '${orderNo}' order by account_type`,
  );

describe('consumption reward (facts §4.5)', () => {
  it('gives rate % of the order money at payment when configured so, once', async () => {
    const settings = (await op('loyalty/settings')).body.data;
    await op('loyalty/savesettings', {
      ...settings,
      consume: { is_use: 1, return_point_status: 'pay', return_point_rate: 10, return_growth_rate: 5 },
    });
    const outTradeNo = await checkoutOne(t, buyer);
    await payBySandbox(t, outTradeNo);
    await payBySandbox(t, outTradeNo);
    const o = await one(t, `select order_no, order_money from "order" where out_trade_no = '${outTradeNo}'`);
    const yuan = Number(o.order_money) / 100;
    expect(await consumeRows(String(o.order_no))).toEqual([
      { account_type: 'growth', account_data: Math.floor(yuan * 0.05) },
      { account_type: 'point', account_data: Math.floor(yuan * 0.1) },
    ]);
  });

  it('gives nothing at payment when configured for completion, then gives it when the order completes', async () => {
    const settings = (await op('loyalty/settings')).body.data;
    await op('loyalty/savesettings', {
      ...settings,
      consume: { is_use: 1, return_point_status: 'complete', return_point_rate: 10, return_growth_rate: 0 },
    });
    const outTradeNo = await checkoutOne(t, buyer);
    await payBySandbox(t, outTradeNo);
    const o = await one(
      t,
      `select order_id, order_no, order_money from "order" where out_trade_no = '${outTradeNo}'`,
    );
    expect(await consumeRows(String(o.order_no))).toEqual([]);
    await t.database.db.execute(
      `update "order" set order_status = 4, sign_time = 1 where order_id = ${o.order_id}`,
    );
    const now = Math.floor(Date.now() / 1000);
    const timers = { autoCloseSeconds: 1800, autoReceiveSeconds: 86_400, autoCompleteSeconds: 60 };
    await t.database.db.transaction((tx) => completeDueOrders(tx, now, timers));
    await t.database.db.transaction((tx) => completeDueOrders(tx, now, timers));
    expect(await consumeRows(String(o.order_no))).toEqual([
      { account_type: 'point', account_data: Math.floor(Number(o.order_money) / 1000) },
    ]);
  });

  it('gives it when the buyer confirms receipt when configured so, and not again at completion', async () => {
    const settings = (await op('loyalty/settings')).body.data;
    await op('loyalty/savesettings', {
      ...settings,
      consume: { is_use: 1, return_point_status: 'receive', return_point_rate: 10, return_growth_rate: 10 },
    });
    const outTradeNo = await checkoutOne(t, buyer);
    await payBySandbox(t, outTradeNo);
    const o = await one(
      t,
      `select order_id, order_no, order_money from "order" where out_trade_no = '${outTradeNo}'`,
    );
    expect(await consumeRows(String(o.order_no))).toEqual([]);
    // Shipped (the shop's step, set directly here), then received by the buyer's own call.
    await t.database.db.execute(
      `update "order" set order_status = 3, delivery_status = 2 where order_id = ${o.order_id}`,
    );
    const received = await t.call('/api/order/takedelivery', { token: buyer, order_id: o.order_id });
    expect(received.body.code, received.body.message).toBe(0);
    const reward = Math.floor(Number(o.order_money) / 1000);
    const expected = [
      { account_type: 'growth', account_data: reward },
      { account_type: 'point', account_data: reward },
    ];
    expect(await consumeRows(String(o.order_no))).toEqual(expected);
    await t.database.db.execute(`update "order" set sign_time = 1 where order_id = ${o.order_id}`);
    const timers = { autoCloseSeconds: 1800, autoReceiveSeconds: 86_400, autoCompleteSeconds: 60 };
    await t.database.db.transaction((tx) => completeDueOrders(tx, Math.floor(Date.now() / 1000), timers));
    expect(await consumeRows(String(o.order_no))).toEqual(expected);
    await op('loyalty/savesettings', settings);
  });

  it('is read from the read cache by the paying calls, and a change of it applies to the next payment', async () => {
    const settings = (await op('loyalty/settings')).body.data;
    const payAt = (rate: number) => ({
      is_use: 1,
      return_point_status: 'pay',
      return_point_rate: rate,
      return_growth_rate: 0,
    });
    await setPayPassword(t, 'alice', '135790');
    await setMemberMoney(t, 'alice', { balance: 10_000_000 });
    const log = logQueries(t.database.db);
    try {
      for (const rate of [10, 20]) {
        await op('loyalty/savesettings', { ...settings, consume: payAt(rate) });
        await checkoutOne(t, buyer); // the rules come into the cache
        log.clear();
        const byBalance = await checkoutOne(t, buyer, 3, { is_balance: 1, pay_password: '135790' });
        const gateway = await checkoutOne(t, buyer);
        await payBySandbox(t, gateway);
        expect(log.statements.filter((q) => /from "config"/.test(q))).toEqual([]);
        for (const outTradeNo of [byBalance, gateway]) {
          const o = await one(
            t,
            `select order_no, order_money from "order" where out_trade_no = '${outTradeNo}'`,
          );
          const points = Math.floor((Number(o.order_money) * rate) / 10_000);
          expect(await consumeRows(String(o.order_no))).toEqual([
            { account_type: 'point', account_data: points },
          ]);
        }
      }
    } finally {
      log.stop();
      await op('loyalty/savesettings', settings);
    }
  });
});
