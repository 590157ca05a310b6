import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { one, plainMembers } from '../../flows/checkout/checkout-test-helpers.ts';
import { auditRows, consoleToken } from '../../test/console-test-helpers.ts';
import { createTestApp, type TestApp } from '../../test/test-app.ts';
import { checkoutOne, payBySandbox } from '../payment/payment-test-helpers.ts';

let t: TestApp;
let demo: string;
let shop3: string;
const login = (audience: string, username: string, password: string) =>
  t.call(`/${audience}/api/login`, { username, password });

beforeAll(async () => {
  t = await createTestApp();
  await plainMembers(t);
  demo = await t.loginAs('demo');
  shop3 = await consoleToken(t, 'shop3');
});
afterAll(() => t.close());

const paidOrder = async (siteId = 3) => {
  const no = await checkoutOne(t, demo, siteId);
  await payBySandbox(t, no);
  const o = await one(t, `select order_id, order_no, name from "order" where out_trade_no = '${no}'`);
  return { order_id: Number(o.order_id), order_no: String(o.order_no), name: String(o.name) };
};

describe('console sessions', () => {
  it('logs each audience in to its own console only', async () => {
    const owner = await login('merchant', 'shop1', 'Shop@12345');
    expect(owner.body.data).toMatchObject({ audience: 'merchant', role: 'shop_owner', site_id: 1 });
    const staff = await login('merchant', 'staff1', 'Staff@12345');
    expect(staff.body.data).toMatchObject({ role: 'shop_staff', site_id: 1, username: 'staff1' });
    const agent = await login('agent', 'agent1', 'Agent@12345');
    expect(agent.body.data).toMatchObject({ audience: 'agent', role: 'shop_agent', site_id: 1 });
    // An account of another audience logs in nowhere else, as a wrong password would.
    expect((await login('merchant', 'agent1', 'Agent@12345')).body.error_code).toBe('FAIL');
    expect((await login('agent', 'shop1', 'Shop@12345')).body.error_code).toBe('FAIL');
    expect((await login('operator', 'shop1', 'Shop@12345')).body.error_code).toBe('FAIL');
    const info = await t.call('/agent/api/session/info', { token: agent.body.data.token });
    expect(info.body.data).toMatchObject({ username: 'agent1', site_name: expect.any(String) });
    const cross = await t.call('/operator/api/audit/lists', { token: owner.body.data.token });
    expect(cross.body).toMatchObject({ error_code: 'PERMISSION_DENIED' });
    expect(cross.body.message).toBe(
      'This page belongs to another console: log in with an account of that console',
    );
  });

  it('ends a session at logout, and keeps who logged out', async () => {
    const token = (await login('merchant', 'shop2', 'Shop@12345')).body.data.token;
    expect((await t.call('/merchant/api/logout', { token })).body.data).toBe(true);
    expect((await t.call('/merchant/api/session/info', { token })).body.error_code).toBe('TOKEN_ERROR');
    const [row] = await auditRows(t, '/merchant/api/logout');
    expect(row).toMatchObject({
      audience: 'merchant',
      actor_name: 'shop2',
      site_id: 2,
      target_type: 'session',
    });
  });

  it('answers a denied call in the request language', async () => {
    const token = await consoleToken(t, 'staff1');
    const r = await t.call('/merchant/api/staff/lists', { token, lang: 'zh-cn' });
    expect(r.body).toMatchObject({ error_code: 'PERMISSION_DENIED', message: '您的账号没有此操作的权限' });
  });

  it('refuses an expired session', async () => {
    const token = await consoleToken(t, 'shop4');
    await t.database.db.execute(`update console_session set expire_time = 1 where expire_time > 1`);
    expect((await t.call('/merchant/api/session/info', { token })).body.error_code).toBe('TOKEN_ERROR');
    shop3 = await consoleToken(t, 'shop3');
  });
});

describe('orders in the console', () => {
  it('lists by status, number, date and buyer, and shows the dashboard', async () => {
    const before = (await t.call('/merchant/api/dashboard', { token: shop3 })).body.data;
    const o = await paidOrder(3);
    const after = (await t.call('/merchant/api/dashboard', { token: shop3 })).body.data;
    expect(after.wait_send).toBe(before.wait_send + 1);
    expect(after.today_order_count).toBe(before.today_order_count + 1);
    expect(Number(after.today_sales)).toBeGreaterThan(Number(before.today_sales));
    expect(after.refund_waiting).toBe(0);
    const list = async (extra: Record<string, unknown>) =>
      (
        (await t.call('/merchant/api/order/lists', { token: shop3, ...extra })).body.data.list as {
          order_id: number;
        }[]
      ).map((x) => x.order_id);
    expect(await list({ order_status: 'waitsend' })).toContain(o.order_id);
    expect(await list({ order_status: 'closed' })).not.toContain(o.order_id);
    expect(await list({ order_no: o.order_no })).toEqual([o.order_id]);
    const now = Math.floor(Date.now() / 1000);
    expect(await list({ start_time: now - 600, end_time: now + 600 })).toContain(o.order_id);
    expect(await list({ start_time: now + 600, end_time: '' })).toEqual([]);
    expect(await list({ buyer: o.name.slice(0, 3) })).toContain(o.order_id);
    expect(await list({ buyer: 'nobody-like-this' })).toEqual([]);
    const paged = await t.call('/merchant/api/order/lists', { token: shop3, page_size: 1 });
    expect(paged.body.data.list).toHaveLength(1);
    expect(paged.body.data.page_count).toBe(paged.body.data.count);
    const bad = await t.call('/merchant/api/order/lists', { token: shop3, buyer: 'x'.repeat(31) });
    expect(bad.body.error_code).toBe('PARAMETER_ERROR');
  });

  it('shows an order with lines, address, packages and log to its own shop only', async () => {
    const o = await paidOrder(3);
    const detail = async (token: string) =>
      t.call('/merchant/api/order/detail', { token, order_id: o.order_id });
    expect((await detail(await consoleToken(t, 'shop4'))).body.error_code).toBe('NOT_FOUND');
    const d = (await detail(shop3)).body.data;
    expect(d).toMatchObject({ order_id: o.order_id, order_status: 1, name: o.name, packages: [] });
    expect(d.goods[0]).toMatchObject({ num: 1, delivery_status: 0, price: '50.00' });
    expect(d.log.map((l: { action_way: string }) => l.action_way)).toContain('orderPay');
    const [company] = (await t.call('/merchant/api/express/companies', { token: shop3 })).body.data;
    const ship = await t.call('/merchant/api/order/delivery', {
      token: shop3,
      order_id: o.order_id,
      order_goods_ids: String(d.goods[0].order_goods_id),
      express_company_id: company.company_id,
      delivery_no: 'YT2026000111',
    });
    expect(ship.body.data.order_status).toBe(3);
    const shipped = (await detail(shop3)).body.data;
    expect(shipped.packages[0]).toMatchObject({ delivery_no: 'YT2026000111', delivery_type: 1 });
    expect(shipped.log.at(-1)).toMatchObject({
      action_way: 'orderDelivery',
      module: 'merchant',
      to_status: 3,
    });
    const [audit] = await auditRows(t, '/merchant/api/order/delivery');
    expect(audit).toMatchObject({
      audience: 'merchant',
      actor_name: 'shop3',
      site_id: 3,
      target_type: 'order',
    });
    expect(String(audit!.target_id)).toBe(String(o.order_id));
    expect(audit!.before).toMatchObject({ order_status: 1 });
    expect(audit!.after).toMatchObject({ order_status: 3, delivery_no: 'YT2026000111' });
  });

  it('keeps another shop out of every order change', async () => {
    const o = await paidOrder(3);
    const shop4 = await consoleToken(t, 'shop4');
    const calls: [string, Record<string, unknown>][] = [
      [
        '/merchant/api/order/delivery',
        { order_goods_ids: '1', express_company_id: 1, delivery_no: 'SF0001' },
      ],
      ['/merchant/api/order/localdelivery', { deliverer: 'Li', deliverer_mobile: '13800000000' }],
    ];
    for (const [path, body] of calls) {
      const r = await t.call(path, { token: shop4, order_id: o.order_id, ...body });
      expect(r.body.error_code, path).toBe('NOT_FOUND');
    }
    expect((await auditRows(t, '/merchant/api/order/localdelivery')).length).toBe(0);
  });
});

describe('staff accounts', () => {
  it('lets the owner add staff and agents who log in to their consoles', async () => {
    const owner = await consoleToken(t, 'shop3');
    const add = (body: Record<string, unknown>) =>
      t.call('/merchant/api/staff/add', { token: owner, ...body });
    const staff = await add({ username: 'packer3', password: 'Packer2026', role: 'shop_staff' });
    expect(staff.body.data).toMatchObject({ username: 'packer3', role: 'shop_staff', status: 1 });
    expect((await add({ username: 'helper3', password: 'Helper2026', role: 'shop_agent' })).body.code).toBe(
      0,
    );
    expect(
      (await add({ username: 'packer3', password: 'Packer2026', role: 'shop_staff' })).body.message,
    ).toBe('This login name is taken');
    for (const bad of [
      { username: 'x', password: 'Packer2026', role: 'shop_staff' },
      { username: 'packer4', password: 'short1', role: 'shop_staff' },
      { username: 'packer4', password: 'Packer2026', role: 'shop_owner' },
    ])
      expect((await add(bad)).body.error_code, JSON.stringify(bad)).toBe('PARAMETER_ERROR');
    // The shop is the session's: a site_id sent along is dropped like any unknown field.
    const elsewhere = await add({
      username: 'packer5',
      password: 'Packer2026',
      role: 'shop_staff',
      site_id: 4,
    });
    expect(elsewhere.body.code).toBe(0);
    expect((await login('merchant', 'packer5', 'Packer2026')).body.data).toMatchObject({ site_id: 3 });
    const [audit] = await auditRows(t, '/merchant/api/staff/add');
    expect(JSON.stringify(audit)).not.toContain('Helper2026');
    expect((await login('merchant', 'packer3', 'Packer2026')).body.data).toMatchObject({ site_id: 3 });
    expect((await login('agent', 'helper3', 'Helper2026')).body.data).toMatchObject({ role: 'shop_agent' });
    const listed = (await t.call('/merchant/api/staff/lists', { token: owner })).body.data.list;
    expect(listed.map((a: { username: string }) => a.username)).toEqual([
      'shop3',
      'packer5',
      'helper3',
      'packer3',
    ]);
  });

  it('disables an account at once, within the own shop only', async () => {
    const owner = await consoleToken(t, 'shop3');
    const added = await t.call('/merchant/api/staff/add', {
      token: owner,
      username: 'leaver3',
      password: 'Leaver2026',
      role: 'shop_staff',
    });
    const id = added.body.data.account_id as number;
    const session = (await login('merchant', 'leaver3', 'Leaver2026')).body.data.token;
    const setStatus = (token: string, account_id: number, status: number) =>
      t.call('/merchant/api/staff/status', { token, account_id, status });
    expect((await setStatus(await consoleToken(t, 'shop4'), id, 0)).body.error_code).toBe('NOT_FOUND');
    const ownerId = Number(
      (await one(t, `select merchant_id from merchant_account where username = 'shop3'`)).merchant_id,
    );
    expect((await setStatus(owner, ownerId, 0)).body.error_code).toBe('NOT_FOUND');
    expect((await setStatus(owner, id, 0)).body.data).toMatchObject({ status: 0 });
    expect((await t.call('/merchant/api/order/lists', { token: session })).body.error_code).toBe(
      'TOKEN_ERROR',
    );
    expect((await login('merchant', 'leaver3', 'Leaver2026')).body.error_code).toBe('FAIL');
    expect((await setStatus(owner, id, 1)).body.data).toMatchObject({ status: 1 });
    // Enabling again does not revive the sessions the disabling ended.
    expect((await t.call('/merchant/api/order/lists', { token: session })).body.error_code).toBe(
      'TOKEN_ERROR',
    );
    const [audit] = await auditRows(t, '/merchant/api/staff/status');
    expect(audit).toMatchObject({ target_type: 'staff', before: { status: 0 }, after: { status: 1 } });
  });
});
