import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { one, plainMembers, rows } from '../../flows/checkout/checkout-test-helpers.ts';
import { createJobRunner } from '../../platform/jobs/job-runner.ts';
import { reconcileAfterEach } from '../../test/ledger-check.ts';
import { createTestApp, type TestApp } from '../../test/test-app.ts';
import { checkoutOne, payBySandbox } from '../payment/payment-test-helpers.ts';
import { orderJobs } from './order-timers.ts';

let t: TestApp;
let demo: string;
beforeAll(async () => {
  t = await createTestApp();
  await plainMembers(t);
  demo = await t.loginAs('demo');
});
reconcileAfterEach(() => t);
afterAll(() => t.close());

const MIN = 60;
const DAY = 86_400;
const timers = { autoCloseSeconds: 30 * MIN, autoReceiveSeconds: 14 * DAY, autoCompleteSeconds: 7 * DAY };
const nowSeconds = () => Math.floor(Date.now() / 1000);
const orderOf = async (no: string) =>
  (await one(t, `select order_id, order_status from "order" where out_trade_no = '${no}'`)) as unknown as {
    order_id: number;
    order_status: number;
  };
const stockOf = async (orderId: number) =>
  Number(
    (
      await one(
        t,
        `select s.stock from goods_sku s join order_goods g on g.sku_id = s.sku_id where g.order_id = ${orderId}`,
      )
    ).stock,
  );
/** Each test starts the timers afresh: an earlier test's ticks in the far future moved the periodic rows there. */
const freshRunner = async () => {
  await t.database.db.execute(`delete from job where name like 'orderAuto%'`);
  return createJobRunner(t.database.db, orderJobs(timers));
};
const logOf = (orderId: number, way: string) =>
  rows(
    t,
    `select module, from_status, to_status from order_log where order_id = ${orderId} and action_way = '${way}'`,
  );

describe('order jobs', () => {
  it('closes an unpaid order after the auto-close time, once, and gives the stock back', async () => {
    const no = await checkoutOne(t, demo, 3);
    const o = await orderOf(no);
    const stockAfterOrder = await stockOf(o.order_id);
    const runner = await freshRunner();
    await runner.tick(nowSeconds() + 29 * MIN);
    expect((await orderOf(no)).order_status).toBe(0);
    await runner.tick(nowSeconds() + 31 * MIN);
    expect((await orderOf(no)).order_status).toBe(-1);
    expect(await stockOf(o.order_id)).toBe(stockAfterOrder + 1);
    expect(await logOf(o.order_id, 'orderClose')).toEqual([
      { module: 'system', from_status: 0, to_status: -1 },
    ]);
    // A second runner (another process) finds nothing left to do: the stock is not given back twice.
    await createJobRunner(t.database.db, orderJobs(timers)).tick(nowSeconds() + 40 * MIN);
    expect(await stockOf(o.order_id)).toBe(stockAfterOrder + 1);
    expect((await one(t, `select pay_status from pay where out_trade_no = '${no}'`)).pay_status).toBe(-1);
  });

  it('receives a shipped order after N days and completes it M days later', async () => {
    const no = await checkoutOne(t, demo, 3);
    await payBySandbox(t, no);
    const o = await orderOf(no);
    const merchant = (await t.call('/merchant/api/login', { username: 'shop3', password: 'Shop@12345' })).body
      .data.token;
    const lines = await rows(t, `select order_goods_id from order_goods where order_id = ${o.order_id}`);
    const ship = await t.call('/merchant/api/order/delivery', {
      token: merchant,
      order_id: o.order_id,
      order_goods_ids: lines.map((l) => l.order_goods_id).join(','),
      express_company_id: 3,
      delivery_no: 'ZTO99887766',
    });
    expect(ship.body.data.order_status).toBe(3);
    const runner = await freshRunner();
    const base = nowSeconds();
    await runner.tick(base + 13 * DAY);
    expect((await orderOf(no)).order_status).toBe(3);
    await runner.tick(base + 14 * DAY + 2 * MIN);
    expect((await orderOf(no)).order_status).toBe(4);
    expect(await logOf(o.order_id, 'autoTakeDelivery')).toEqual([
      { module: 'system', from_status: 3, to_status: 4 },
    ]);
    await runner.tick(base + 20 * DAY);
    expect((await orderOf(no)).order_status).toBe(4);
    await runner.tick(base + 21 * DAY + 5 * MIN);
    expect((await orderOf(no)).order_status).toBe(10);
    expect(await logOf(o.order_id, 'orderComplete')).toEqual([
      { module: 'system', from_status: 4, to_status: 10 },
    ]);
  });

  it('honours the member extending the receipt time by 3 days', async () => {
    const no = await checkoutOne(t, demo, 3);
    await payBySandbox(t, no);
    const o = await orderOf(no);
    const merchant = (await t.call('/merchant/api/login', { username: 'shop3', password: 'Shop@12345' })).body
      .data.token;
    const lines = await rows(t, `select order_goods_id from order_goods where order_id = ${o.order_id}`);
    await t.call('/merchant/api/order/delivery', {
      token: merchant,
      order_id: o.order_id,
      order_goods_ids: lines.map((l) => l.order_goods_id).join(','),
      express_company_id: 3,
      delivery_no: 'ZTO99887767',
    });
    expect(
      (await t.call('/api/order/extendtakedelivery', { token: demo, order_id: o.order_id })).body.code,
    ).toBe(0);
    const runner = await freshRunner();
    const base = nowSeconds();
    await runner.tick(base + 15 * DAY);
    expect((await orderOf(no)).order_status).toBe(3);
    await runner.tick(base + 17 * DAY + 2 * MIN);
    expect((await orderOf(no)).order_status).toBe(4);
  });
});
