import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { one, plainMembers, rows } from '../../flows/checkout/checkout-test-helpers.ts';
import { createJobRunner } from '../../platform/jobs/job-runner.ts';
import { reconcileAfterEach } from '../../test/ledger-check.ts';
import { createTestApp, type TestApp } from '../../test/test-app.ts';
import { checkoutOne, payBySandbox } from '../payment/payment-test-helpers.ts';
import { lockOrder, unlockOrder } from './order-lock.ts';
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

const PLATFORM = { role: 'platform' as const, uid: 1 };
const now = () => Math.floor(Date.now() / 1000);
const orderOf = async (no: string) =>
  (await one(t, `select order_id, order_status, is_lock from "order" where out_trade_no = '${no}'`)) as {
    order_id: number;
    order_status: number;
    is_lock: number;
  };
const lock = (orderId: number) => t.database.db.transaction((tx) => lockOrder(tx, orderId, PLATFORM, now()));
const unlock = (orderId: number) =>
  t.database.db.transaction((tx) => unlockOrder(tx, orderId, PLATFORM, now()));
const merchantToken = async () =>
  (await t.call('/merchant/api/login', { username: 'shop3', password: 'Shop@12345' })).body.data.token;
const ship = async (token: string, orderId: number) => {
  const lines = await rows(t, `select order_goods_id from order_goods where order_id = ${orderId}`);
  return t.call('/merchant/api/order/delivery', {
    token,
    order_id: orderId,
    order_goods_ids: lines.map((l) => l.order_goods_id).join(','),
    express_company_id: 3,
    delivery_no: `ZTO${orderId}`,
  });
};

describe('locking an order for after-sales', () => {
  it('a locked order cannot ship or be received, the timers pass it by; unlocked it goes on', async () => {
    const no = await checkoutOne(t, demo, 3);
    await payBySandbox(t, no);
    const o = await orderOf(no);
    expect(await lock(o.order_id)).toBe(true);
    expect(await lock(o.order_id)).toBe(false);
    expect((await orderOf(no)).is_lock).toBe(1);
    const token = await merchantToken();
    expect((await ship(token, o.order_id)).body.message).toBe(
      'This order cannot be shipped in its current state',
    );
    expect(await unlock(o.order_id)).toBe(true);
    expect((await ship(token, o.order_id)).body.data.order_status).toBe(3);
    await lock(o.order_id);
    expect(
      (await t.call('/api/order/takedelivery', { token: demo, order_id: o.order_id })).body.message,
    ).toBe('The order is locked by an after-sales request');
    await t.database.db.execute(`delete from job where name like 'orderAuto%'`);
    const timers = { autoCloseSeconds: 60, autoReceiveSeconds: 86_400, autoCompleteSeconds: 86_400 };
    await createJobRunner(t.database.db, orderJobs(timers)).tick(now() + 30 * 86_400);
    expect(await orderOf(no)).toMatchObject({ order_status: 3, is_lock: 1 });
    const logs = await rows(
      t,
      `select action_way, module, from_status, to_status from order_log where order_id = ${o.order_id}
       and action_way in ('orderLock', 'orderUnlock') order by id`,
    );
    expect(logs).toEqual([
      { action_way: 'orderLock', module: 'platform', from_status: 1, to_status: 1 },
      { action_way: 'orderUnlock', module: 'platform', from_status: 1, to_status: 1 },
      { action_way: 'orderLock', module: 'platform', from_status: 3, to_status: 3 },
    ]);
  });

  it('an unpaid order cannot be locked', async () => {
    const o = await orderOf(await checkoutOne(t, demo, 3));
    await expect(lock(o.order_id)).rejects.toMatchObject({ messageKey: 'ORDER_STATE_CHANGED' });
    await expect(unlock(o.order_id)).rejects.toMatchObject({ messageKey: 'ORDER_STATE_CHANGED' });
  });
});
