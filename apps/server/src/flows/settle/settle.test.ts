import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { one, rows } from '../checkout/checkout-test-helpers.ts';
import { auditRows, consoleToken } from '../../test/console-test-helpers.ts';
import { createTestApp, outcomeOf, type TestApp } from '../../test/test-app.ts';

let t: TestApp;
let operator: string;
let alice: string;
let bob: string;
let category: number;
const uploadDir = fs.mkdtempSync(path.join(os.tmpdir(), 'mall-settle-'));

beforeAll(async () => {
  t = await createTestApp({ UPLOAD_DIR: uploadDir });
  operator = await consoleToken(t, 'admin');
  alice = await t.loginAs('alice');
  bob = await t.loginAs('bob');
  const c = await one(t, `select category_id from goods_category where level = 1 and is_show = 1 limit 1`);
  category = Number(c.category_id);
});
afterAll(async () => {
  await t.close();
  fs.rmSync(uploadDir, { recursive: true, force: true });
});

async function upload(token: string, data: Buffer, type = 'image/png') {
  const form = new FormData();
  form.append('token', token);
  form.append('file', new Blob([new Uint8Array(data)], { type }), 'licence.png');
  const req = new Request('http://mall.test/', { method: 'POST', body: form });
  const res = await t.app.inject({
    method: 'POST',
    url: '/api/shopapply/licence',
    headers: { 'content-type': req.headers.get('content-type')! },
    payload: Buffer.from(await req.arrayBuffer()),
  });
  return { status: res.statusCode, body: res.json() };
}

const png = () =>
  sharp({ create: { width: 800, height: 600, channels: 3, background: '#3366aa' } })
    .png()
    .toBuffer();

const form = (licence: string, name: string) => ({
  shop_name: name,
  category_id: category,
  contact_name: 'Li Lei',
  contact_mobile: '13912345678',
  address: '88 Century Avenue, Shanghai',
  licence_image: licence,
});

describe('settle-in', () => {
  it('checks the licence by content, one open application per member, atomically', async () => {
    const text = await upload(alice, Buffer.from('<svg onload="alert(1)"></svg>'), 'image/svg+xml');
    expect(text.body).toMatchObject({ error_code: 'PARAMETER_ERROR' });
    const up = await upload(alice, await png());
    expect(up.body.data.path).toMatch(/^upload\/shopapply\/\d+-[0-9a-f]{16}\.jpg$/);
    expect((await upload('', await png())).body.error_code).toBe('TOKEN_ERROR');

    // Someone else's upload is not a licence of this member.
    const bobs = await t.call('/api/shopapply/apply', {
      token: bob,
      ...form(up.body.data.path, 'Bob Goods'),
    });
    expect(bobs.body).toMatchObject({ error_code: 'PARAMETER_ERROR' });

    const answers = await Promise.all(
      [1, 2, 3].map(() =>
        t.call('/api/shopapply/apply', { token: alice, ...form(up.body.data.path, 'Alice Tea House') }),
      ),
    );
    expect(answers.filter((a) => a.body.code === 0)).toHaveLength(1);
    expect(answers.find((a) => a.body.code !== 0)!.body.message).toBe(
      'You already have an application waiting for review or an approved shop',
    );
    const mine = await t.call('/api/shopapply/info', { token: alice });
    expect(mine.body.data).toMatchObject({
      shop_name: 'Alice Tea House',
      apply_status: 0,
      contact_name: 'Li Lei',
    });
    expect((await t.call('/api/shopapply/info', { token: bob })).body.data).toBeNull();
    const badCategory = await t.call('/api/shopapply/apply', {
      token: bob,
      ...form((await upload(bob, await png())).body.data.path, 'Bob Goods'),
      category_id: 999999,
    });
    expect(badCategory.body.message).toBe('Choose a main category from the list');
  });

  it('refused with a reason: the member sees it and may apply again', async () => {
    const lic = (await upload(bob, await png())).body.data.path;
    const applied = await t.call('/api/shopapply/apply', { token: bob, ...form(lic, 'Bob Bikes') });
    const id = applied.body.data.apply_id;
    const refused = await t.call('/operator/api/shopapply/refuse', {
      token: operator,
      apply_id: id,
      reason: 'Licence unreadable',
    });
    expect(refused.body.data).toMatchObject({ apply_status: -1, refuse_reason: 'Licence unreadable' });
    expect((await t.call('/api/shopapply/info', { token: bob })).body.data).toMatchObject({
      apply_status: -1,
      refuse_reason: 'Licence unreadable',
    });
    const twice = await t.call('/operator/api/shopapply/approve', { token: operator, apply_id: id });
    expect(twice.body.message).toBe('This application has already been decided');
    expect((await t.call('/api/shopapply/apply', { token: bob, ...form(lic, 'Bob Bikes') })).body.code).toBe(
      0,
    );
    const [audit] = await auditRows(t, '/operator/api/shopapply/refuse');
    expect(audit).toMatchObject({ target_type: 'shop_apply', target_id: id });
  });

  it('approved: the shop opens on the street and its owner logs in with the password shown once', async () => {
    const list = await t.call('/operator/api/shopapply/lists', { token: operator, apply_status: 0 });
    const row = list.body.data.list.find((r: { shop_name: string }) => r.shop_name === 'Alice Tea House');
    expect(row).toMatchObject({ member_name: expect.any(String), apply_status: 0 });
    const approved = await t.call('/operator/api/shopapply/approve', {
      token: operator,
      apply_id: row.apply_id,
    });
    const { site_id, username, password } = approved.body.data;
    expect(username).toBe(`shop${site_id}`);
    expect(password).toMatch(/^(?=.*[A-Za-z])(?=.*\d).{12}$/);
    const audit = (await auditRows(t, '/operator/api/shopapply/approve'))[0]!;
    expect(JSON.stringify(audit)).not.toContain(password);

    const street = await t.call('/api/shop/page', { keyword: 'Alice Tea House' });
    expect(street.body.data.list).toEqual([
      expect.objectContaining({ site_id, site_name: 'Alice Tea House' }),
    ]);
    const login = await t.call('/merchant/api/login', { username, password });
    expect(login.body.data).toMatchObject({ site_id, role: 'shop_owner' });
    expect((await t.call('/api/shopapply/info', { token: alice })).body.data).toMatchObject({
      apply_status: 1,
      site_id,
    });
    // An approved member cannot open a second application.
    const lic = (await upload(alice, await png())).body.data.path;
    expect(
      (await t.call('/api/shopapply/apply', { token: alice, ...form(lic, 'Alice Two') })).body.code,
    ).not.toBe(0);
  });

  it('the operator sets the password, and an unknown application is not found', async () => {
    const bobsApply = await one(
      t,
      `select apply_id from shop_apply where apply_status = 0 and shop_name = 'Bob Bikes'`,
    );
    const r = await t.call('/operator/api/shopapply/approve', {
      token: operator,
      apply_id: Number(bobsApply.apply_id),
      password: 'BobBikes2026',
    });
    expect(r.body.data.password).toBe('BobBikes2026');
    expect(
      (await t.call('/merchant/api/login', { username: r.body.data.username, password: 'BobBikes2026' })).body
        .code,
    ).toBe(0);
    expect(
      outcomeOf(
        await t.call('/operator/api/shopapply/refuse', {
          token: operator,
          apply_id: 999999,
          reason: 'no' + 'pe',
        }),
      ),
    ).toBe('NOT_FOUND');
    expect((await rows(t, `select 1 from shop where site_name = 'Bob Bikes'`)).length).toBe(1);
  });
});
