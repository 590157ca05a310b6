import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { rows } from '../../flows/checkout/checkout-test-helpers.ts';
import { solvedCaptcha } from '../account/account-test-helpers.ts';
import { auditRows, consoleToken } from '../../test/console-test-helpers.ts';
import { createTestApp, outcomeOf, type TestApp } from '../../test/test-app.ts';
import { readCacheGeneration } from '../../platform/cache/cache-generation.ts';

let t: TestApp;
let admin: string;
beforeAll(async () => {
  // With the read cache on, as in production: a change must show at once all the same.
  t = await createTestApp({ READ_CACHE_TTL_MS: '60000' });
  admin = await consoleToken(t, 'admin');
});
afterAll(() => t.close());

const op = (path: string, body: Record<string, unknown> = {}) =>
  t.call(`/operator/api/${path}`, { token: admin, ...body });

const settings = async () => (await op('site/settings')).body.data;

describe('site settings', () => {
  it('reads the settings, closes the site (website/info says so at once) and opens it again', async () => {
    const before = await settings();
    expect(before).toMatchObject({
      web_status: 1,
      pwd_len: 6,
      auto_close_minutes: 30,
      auto_receive_days: 14,
    });
    expect((await t.call('/api/website/info')).body.data.web_status).toBe(1);
    const generation = await readCacheGeneration(t.database.db);
    const closed = await op('site/savesettings', {
      ...before,
      web_status: 0,
      close_reason: 'Back at noon',
    });
    expect(outcomeOf(closed)).toBe('OK');
    expect(await readCacheGeneration(t.database.db)).toBe(generation + 1);
    const info = (await t.call('/api/website/info')).body.data;
    expect(info).toMatchObject({ web_status: 0, close_reason: 'Back at noon' });
    const [audit] = await auditRows(t, '/operator/api/site/savesettings');
    expect(audit).toMatchObject({ audience: 'operator', target_type: 'site_settings' });
    await op('site/savesettings', { ...before, web_status: 1, site_name: 'Nova Test Mall' });
    expect((await t.call('/api/website/info')).body.data).toMatchObject({
      web_status: 1,
      site_name: 'Nova Test Mall',
    });
  });

  it('refuses bad settings and changes nothing', async () => {
    const before = await settings();
    for (const bad of [
      { pwd_len: 3 },
      { auto_close_minutes: 0 },
      { register: 'username,phone' },
      { pwd_complexity: ['digits'] },
      { logo: 'https://evil.example/x.png' },
      { logo: 'upload/../../etc/passwd.png' },
      { site_name: '' },
    ]) {
      expect(outcomeOf(await op('site/savesettings', { ...before, ...bad })), JSON.stringify(bad)).toBe(
        'PARAMETER_ERROR',
      );
    }
    expect(await settings()).toEqual(before);
  });

  it('registration obeys the switch and the password rules', async () => {
    const before = await settings();
    const register = async (username: string, password: string) =>
      t.call('/api/login/register', { username, password, ...(await solvedCaptcha(t)) });
    await op('site/savesettings', { ...before, register: [] });
    expect(outcomeOf(await register('closed_reg', 'abc12345'))).toBe('FORBIDDEN');
    await op('site/savesettings', {
      ...before,
      register: ['username', 'mobile'],
      pwd_len: 10,
      pwd_complexity: ['number', 'letter', 'upper_case', 'symbol'],
    });
    expect((await t.call('/api/register/config')).body.data.value).toMatchObject({
      register: 'username,mobile',
      pwd_len: 10,
      pwd_complexity: 'number,letter,upper_case,symbol',
    });
    expect((await register('rules_b', 'abc12345')).body.message).toBe(
      'The password must be at least 10 characters long',
    );
    expect((await register('rules_b', 'abcd123456')).body.message).toMatch(/uppercase/);
    expect(outcomeOf(await register('rules_b', 'Abcd12345!'))).toBe('OK');
    await op('site/savesettings', before);
  });

  it('the order timers and the refund limits are stored and read back', async () => {
    const before = await settings();
    await op('site/savesettings', {
      ...before,
      auto_close_minutes: 45,
      auto_receive_days: 10,
      auto_complete_days: 3,
      refund_apply_days: 15,
      refund_auto_agree_days: 5,
      refund_auto_receive_days: 9,
      refund_auto_cancel_days: 2,
    });
    expect(await settings()).toMatchObject({
      auto_close_minutes: 45,
      auto_receive_days: 10,
      auto_complete_days: 3,
      refund_apply_days: 15,
      refund_auto_agree_days: 5,
      refund_auto_receive_days: 9,
      refund_auto_cancel_days: 2,
    });
    const [row] = await rows(t, `select value from config where config_key = 'ORDER_TIMERS_CONFIG'`);
    expect(row!.value).toEqual({ auto_close_minutes: 45, auto_receive_days: 10, auto_complete_days: 3 });
    const bad = await op('site/savesettings', { ...before, refund_auto_cancel_days: 0 });
    expect(outcomeOf(bad)).toBe('PARAMETER_ERROR');
    // A row saved before the receipt and refusal limits existed keeps its limits; the new ones default to 7.
    await t.database.db.execute(
      `update config set value = '{"refund_apply_days": 15, "refund_auto_agree_days": 5}'
       where config_key = 'REFUND_TIMES_CONFIG'`,
    );
    expect(await settings()).toMatchObject({
      refund_apply_days: 15,
      refund_auto_agree_days: 5,
      refund_auto_receive_days: 7,
      refund_auto_cancel_days: 7,
    });
    await op('site/savesettings', before);
  });
});

describe('members', () => {
  it('searches by a prefix of username, mobile or nickname, and by status', async () => {
    const all = (await op('member/lists', { page_size: 5 })).body.data;
    expect(all.count).toBeGreaterThan(2);
    expect(all.list).toHaveLength(5);
    const alice = (await op('member/lists', { search: 'alic' })).body.data;
    expect(alice.list.map((m: { username: string }) => m.username)).toContain('alice');
    expect(alice.list[0]).not.toHaveProperty('password');
    expect((await op('member/lists', { search: '%' })).body.data.count).toBe(0);
    const [bob] = await rows(t, `select mobile from member where username = 'bob'`);
    if (bob?.mobile) {
      const byMobile = (await op('member/lists', { search: String(bob.mobile).slice(0, 6) })).body.data;
      expect(byMobile.list.map((m: { username: string }) => m.username)).toContain('bob');
    }
    const locked = (await op('member/lists', { status: 0 })).body.data.list as { status: number }[];
    expect(locked.every((m) => m.status === 0)).toBe(true);
  });

  it('locks a member: every session ends at once, login is refused; unlock lets them log in again', async () => {
    const token = await t.loginAs('bob');
    const other = await t.loginAs('bob');
    expect(outcomeOf(await t.call('/api/member/info', { token }))).toBe('OK');
    const [bob] = await rows(t, `select member_id from member where username = 'bob'`);
    const id = Number(bob!.member_id);
    const detail = (await op('member/detail', { member_id: id })).body.data;
    expect(detail).toMatchObject({ username: 'bob', status: 1 });
    expect(detail.live_sessions).toBeGreaterThanOrEqual(2);
    expect(outcomeOf(await op('member/status', { member_id: id, status: 0 }))).toBe('OK');
    expect(outcomeOf(await t.call('/api/member/info', { token }))).toBe('TOKEN_ERROR');
    expect(outcomeOf(await t.call('/api/member/detail', { token: other }))).toBe('TOKEN_ERROR');
    expect((await op('member/detail', { member_id: id })).body.data).toMatchObject({
      status: 0,
      live_sessions: 0,
    });
    const [audit] = await auditRows(t, '/operator/api/member/status');
    expect(audit).toMatchObject({ target_type: 'member' });
    expect(String(audit!.target_id)).toBe(String(id));
    await op('member/status', { member_id: id, status: 1 });
    // The old sessions stay ended; a new one works.
    expect(outcomeOf(await t.call('/api/member/info', { token }))).toBe('TOKEN_ERROR');
    expect(outcomeOf(await t.call('/api/member/info', { token: await t.loginAs('bob') }))).toBe('OK');
  });

  it('an unknown member is not found', async () => {
    expect(outcomeOf(await op('member/detail', { member_id: 99999 }))).toBe('NOT_FOUND');
    expect(outcomeOf(await op('member/status', { member_id: 99999, status: 0 }))).toBe('NOT_FOUND');
  });
});

describe('shops', () => {
  it('lists shops with goods counts; closing one takes its goods off the storefront, opening brings them back', async () => {
    const list = (await op('shop/lists', { page_size: 50 })).body.data;
    const shop = list.list.find((s: { goods_count: number }) => s.goods_count > 0);
    expect(shop).toBeTruthy();
    expect((await op('shop/lists', { search: shop.site_name })).body.data.list[0].site_id).toBe(shop.site_id);
    const [sku] = await rows(
      t,
      `select sku_id, goods_id from goods_sku where site_id = ${shop.site_id} and goods_state = 1 and is_delete = 0 limit 1`,
    );
    const skuId = Number(sku!.sku_id);
    const inList = async () =>
      (await t.call('/api/goodssku/page', { site_id: shop.site_id, page_size: 50 })).body.data.count;
    expect(await inList()).toBeGreaterThan(0);
    expect(outcomeOf(await t.call('/api/goodssku/detail', { sku_id: skuId }))).toBe('OK');

    expect(outcomeOf(await op('shop/status', { site_id: shop.site_id, shop_status: 0 }))).toBe('OK');
    expect(await inList()).toBe(0);
    expect(outcomeOf(await t.call('/api/goodssku/detail', { sku_id: skuId }))).toBe('NOT_FOUND');
    const info = await t.call('/api/shop/info', { site_id: shop.site_id });
    expect(info.body.message).toBe('This shop is closed');
    const token = await t.loginAs('alice');
    expect(outcomeOf(await t.call('/api/cart/add', { token, sku_id: skuId, num: 1 }))).not.toBe('OK');
    expect((await op('shop/lists', { shop_status: 0 })).body.data.list[0].site_id).toBe(shop.site_id);

    await op('shop/status', { site_id: shop.site_id, shop_status: 1 });
    expect(await inList()).toBeGreaterThan(0);
    expect(outcomeOf(await t.call('/api/goodssku/detail', { sku_id: skuId }))).toBe('OK');
  });
});

describe('picture upload', () => {
  const upload = async (file: Buffer, token = admin) => {
    const boundary = 'testboundary42';
    const payload = Buffer.concat([
      Buffer.from(`--${boundary}\r\nContent-Disposition: form-data; name="token"\r\n\r\n${token}\r\n`),
      Buffer.from(
        `--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="logo.svg"\r\nContent-Type: image/svg+xml\r\n\r\n`,
      ),
      file,
      Buffer.from(`\r\n--${boundary}--\r\n`),
    ]);
    const res = await t.app.inject({
      method: 'POST',
      url: '/operator/api/upload/picture',
      payload,
      headers: { 'content-type': `multipart/form-data; boundary=${boundary}` },
    });
    return { status: res.statusCode, body: res.json() };
  };

  it('re-encodes a picture (transparency kept as PNG) and answers its path for the settings form', async () => {
    const sharp = (await import('sharp')).default;
    const png = await sharp({
      create: { width: 2400, height: 600, channels: 4, background: { r: 200, g: 0, b: 0, alpha: 0.5 } },
    })
      .png()
      .toBuffer();
    const res = await upload(png);
    expect(outcomeOf(res)).toBe('OK');
    const path = res.body.data.path as string;
    expect(path).toMatch(/^upload\/platform\/p-[0-9a-f]+\.png$/);
    const before = await settings();
    expect(outcomeOf(await op('site/savesettings', { ...before, logo: path }))).toBe('OK');
    expect((await t.call('/api/website/info')).body.data.logo).toBe(path);
    await op('site/savesettings', before);
  });

  it('refuses what is not a picture, and a caller without an operator session', async () => {
    const svg = Buffer.from('<svg xmlns="http://www.w3.org/2000/svg"><script>alert(1)</script></svg>');
    expect((await upload(svg)).body.error_code).toBe('PARAMETER_ERROR');
    expect((await upload(Buffer.from('GIF89a not really'))).body.error_code).toBe('PARAMETER_ERROR');
    expect((await upload(Buffer.from('x'), 'not-a-token-but-long-enough-to-look')).body.error_code).toBe(
      'TOKEN_ERROR',
    );
    expect(outcomeOf(await t.call('/operator/api/upload/picture', { token: admin }))).toBe('PARAMETER_ERROR');
  });
});
