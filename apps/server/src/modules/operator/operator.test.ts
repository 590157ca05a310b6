import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { consoleToken } from '../../test/console-test-helpers.ts';
import { createTestApp, type TestApp } from '../../test/test-app.ts';

let t: TestApp;
let admin: string;
beforeAll(async () => {
  t = await createTestApp();
  admin = await consoleToken(t, 'admin');
});
afterAll(() => t.close());

const login = (username: string, password: string) => t.call('/operator/api/login', { username, password });

describe('operator console', () => {
  it('logs the operator in; its token opens no shop console', async () => {
    const r = await login('admin', 'Admin@12345');
    expect(r.body.data).toMatchObject({
      audience: 'operator',
      role: 'operator',
      site_id: 0,
      username: 'admin',
    });
    const token = r.body.data.token as string;
    expect((await t.call('/operator/api/session/info', { token })).body.data.username).toBe('admin');
    expect((await t.call('/merchant/api/order/lists', { token })).body.error_code).toBe('PERMISSION_DENIED');
    expect((await t.call('/api/member/info', { token })).body.error_code).toBe('TOKEN_ERROR');
  });

  it('locks an operator name after 5 wrong passwords', async () => {
    await t.database.db.execute(
      `insert into operator_account (username, password) select 'ops2', password from operator_account where username = 'admin'`,
    );
    for (let i = 0; i < 5; i++)
      expect((await login('ops2', 'wrong')).body.message).toBe('Wrong username or password');
    expect((await login('ops2', 'Admin@12345')).body.error_code).toBe('RATE_LIMITED');
    expect((await login('admin', 'Admin@12345')).body.code).toBe(0);
  });

  it('reads the audit log of every console write, filtered and paged', async () => {
    for (const username of ['shop5', 'shop6']) {
      const token = await consoleToken(t, username);
      await t.call('/merchant/api/staff/add', {
        token,
        username: `clerk_${username}`,
        password: 'Clerk2026x',
        role: 'shop_staff',
      });
    }
    const list = async (extra: Record<string, unknown>) =>
      (await t.call('/operator/api/audit/lists', { token: admin, ...extra })).body.data;
    const all = await list({ call: 'staff/add' });
    expect(all.count).toBeGreaterThanOrEqual(2);
    expect(all.list[0]).toMatchObject({
      audience: 'merchant',
      actor_name: 'shop6',
      site_id: 6,
      target_type: 'staff',
    });
    expect(all.list[0].after).toMatchObject({ username: 'clerk_shop6' });
    expect((await list({ site_id: 5 })).list.map((e: { actor_name: string }) => e.actor_name)).toEqual([
      'shop5',
    ]);
    expect((await list({ target_id: String(all.list[1].target_id) })).count).toBe(1);
    expect((await list({ audience: 'operator' })).count).toBe(0);
    const now = Math.floor(Date.now() / 1000);
    expect((await list({ start_time: now + 60, end_time: '' })).count).toBe(0);
    expect((await list({ page_size: 1 })).list).toHaveLength(1);
    expect(
      (await t.call('/operator/api/audit/lists', { token: admin, call: "'; drop" })).body.error_code,
    ).toBe('PARAMETER_ERROR');
  });
});
