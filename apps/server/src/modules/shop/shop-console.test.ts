import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { one, plainMembers, prepareSku } from '../../flows/checkout/checkout-test-helpers.ts';
import { auditRows, consoleToken } from '../../test/console-test-helpers.ts';
import { createTestApp, outcomeOf, type TestApp } from '../../test/test-app.ts';

/* The merchant console's shop settings: profile and pictures, delivery settings and pickup stores. */

let t: TestApp;
let demo: string;
let owner3: string;
let owner4: string;
let staff1: string;

beforeAll(async () => {
  // Read through a long-lived cache: each check after a merchant's change also proves the change reached the
  // copies the checkout keeps of the shop's terms (flows/checkout/checkout-shop-terms.ts).
  t = await createTestApp({ READ_CACHE_TTL_MS: '600000' });
  await plainMembers(t);
  demo = await t.loginAs('demo');
  owner3 = await consoleToken(t, 'shop3');
  owner4 = await consoleToken(t, 'shop4');
  staff1 = await consoleToken(t, 'staff1');
});
afterAll(() => t.close());

const region = async () => {
  const r = await one(
    t,
    `select d.id as district, c.id as city, c.pid as province from area d join area c on c.id = d.pid
     where d.level = 3 order by d.id limit 1`,
  );
  return { province: Number(r.province), city: Number(r.city), district: Number(r.district) };
};

async function upload(token: string | undefined, kind: string, data: Buffer) {
  const boundary = 'shopsettest';
  const payload = Buffer.concat([
    Buffer.from(`--${boundary}\r\nContent-Disposition: form-data; name="kind"\r\n\r\n${kind}\r\n`),
    Buffer.from(
      `--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="p.png"\r\n` +
        'Content-Type: image/png\r\n\r\n',
    ),
    data,
    Buffer.from(`\r\n--${boundary}--\r\n`),
  ]);
  const res = await t.app.inject({
    method: 'POST',
    url: '/merchant/api/shop/upload',
    headers: {
      'content-type': `multipart/form-data; boundary=${boundary}`,
      ...(token ? { authorization: `Bearer ${token}` } : {}),
    },
    payload,
  });
  return { status: res.statusCode, body: JSON.parse(res.body) };
}

describe('shop profile', () => {
  it('reads and saves the session shop, sanitises the terms and shows the change in the storefront', async () => {
    const info = await t.call('/merchant/api/shop/info', { token: owner3 });
    expect(info.body.data.site_id).toBe(3);
    const r = await t.call('/merchant/api/shop/edit', {
      token: owner3,
      site_name: 'Renamed shop three',
      telephone: '010-12345678',
      qq: '123456',
      email: 'shop3@example.com',
      ...(await region()),
      address: 'Return desk 7',
      terms_title: 'Our terms',
      terms_content: '<p>Returns in 7 days</p><script>alert(1)</script><img src="x" onerror="alert(2)">',
    });
    expect(r.body.code, r.body.message).toBe(0);
    expect(r.body.data.site_name).toBe('Renamed shop three');
    expect(r.body.data.terms_content).not.toContain('script');
    expect(r.body.data.terms_content).not.toContain('onerror');
    expect(r.body.data.full_address).toMatch(/ Return desk 7$/);
    const detail = await t.call('/api/shop/detail', { site_id: 3 });
    expect(detail.body.data.site_name).toBe('Renamed shop three');
    const terms = await t.call('/api/shop/getShopTermsAndPolicy', { site_id: 3 });
    expect(terms.body.data).toMatchObject({ title: 'Our terms' });
    const [audit] = await auditRows(t, '/merchant/api/shop/edit');
    expect(audit).toMatchObject({ site_id: 3, target_type: 'shop' });
    // The shop's coupon types carry its new name into the coupon centre.
    const names = await one(
      t,
      `select count(*)::int as n from promotion_coupon_type where site_id = 3 and site_name <> 'Renamed shop three'`,
    );
    expect(names.n).toBe(0);
  });

  it('refuses a picture path that is not an upload, a district of another province, and staff', async () => {
    const bad = await t.call('/merchant/api/shop/edit', {
      token: owner3,
      site_name: 'x',
      logo: 'javascript:1',
    });
    expect(outcomeOf(bad)).toBe('PARAMETER_ERROR');
    const r = await region();
    const mismatch = await t.call('/merchant/api/shop/edit', {
      token: owner3,
      site_name: 'x',
      ...r,
      province: r.province + 1,
    });
    expect(outcomeOf(mismatch)).toBe('PARAMETER_ERROR');
    const staff = await t.call('/merchant/api/shop/edit', { token: staff1, site_name: 'x' });
    expect(outcomeOf(staff)).toBe('PERMISSION_DENIED');
  });

  it('uploads a picture checked by content and re-encoded as JPEG', async () => {
    const png = await sharp({ create: { width: 800, height: 300, channels: 3, background: '#c00' } })
      .png()
      .toBuffer();
    const ok = await upload(owner3, 'banner', png);
    expect(ok.body.code, ok.body.message).toBe(0);
    expect(ok.body.data.path).toMatch(/^upload\/shop\/3-banner-[0-9a-f]+\.jpg$/);
    const saved = await t.call('/merchant/api/shop/edit', {
      token: owner3,
      site_name: 'Renamed shop three',
      banner: ok.body.data.path,
    });
    expect(saved.body.data.banner).toBe(ok.body.data.path);
    const fake = await upload(owner3, 'logo', Buffer.from('<script>alert(1)</script>'));
    expect(fake.body.error_code).toBe('PARAMETER_ERROR');
    expect((await upload(owner3, 'poster', png)).body.error_code).toBe('PARAMETER_ERROR');
    expect((await upload(undefined, 'logo', png)).body.error_code).toBe('TOKEN_ERROR');
    expect((await upload(staff1, 'logo', png)).body.error_code).toBe('PERMISSION_DENIED');
  });
});

describe('delivery settings and pickup stores', () => {
  const calcTypes = async (siteId: number) => {
    const sku = await prepareSku(t, siteId);
    const r = await t.call('/api/ordercreate/simpleCalculate', { token: demo, sku_id: sku.sku_id, num: 1 });
    return r.body.data.shop_goods_list[String(siteId)].express_type as {
      name: string;
      store_list?: { store_name: string }[];
    }[];
  };

  it('saves the delivery types and local delivery, which checkout then offers', async () => {
    // Asked before the change too, so the checkout's copy of the shop's terms exists when it is made.
    expect((await calcTypes(3)).map((x) => x.name)).not.toContain('local');
    const r = await t.call('/merchant/api/delivery/setting/edit', {
      token: owner3,
      express_is_use: 1,
      store_is_use: 1,
      local_is_use: 1,
      local_delivery_money: '6.5',
      local_start_money: '20',
      local_time_start: '08:30',
      local_time_end: '20:00',
    });
    expect(r.body.code, r.body.message).toBe(0);
    expect(r.body.data).toMatchObject({ local_delivery_money: '6.50', local_time_start: '08:30' });
    const read = await t.call('/merchant/api/delivery/setting', { token: owner3 });
    expect(read.body.data).toEqual(r.body.data);
    const types = await calcTypes(3);
    expect(types.map((x) => x.name)).toEqual(['express', 'store', 'local']);
    expect(types[2]).toMatchObject({ time_start: '08:30', time_end: '20:00' });
    const none = await t.call('/merchant/api/delivery/setting/edit', {
      token: owner3,
      express_is_use: 0,
      store_is_use: 0,
      local_is_use: 0,
    });
    expect(none.body.error_code).toBe('FAIL');
    const backwards = await t.call('/merchant/api/delivery/setting/edit', {
      token: owner3,
      express_is_use: 1,
      store_is_use: 1,
      local_is_use: 0,
      local_time_start: '20:00',
      local_time_end: '08:00',
    });
    expect(outcomeOf(backwards)).toBe('PARAMETER_ERROR');
  });

  it('adds, edits, closes and removes a store; only open stores are offered at checkout', async () => {
    const added = await t.call('/merchant/api/store/save', {
      token: owner3,
      store_name: 'Harbour pickup',
      telphone: '010-5550000',
      open_date: 'Mon-Sun 09:00-21:00',
      ...(await region()),
      address: 'Pier 3',
    });
    expect(added.body.code, added.body.message).toBe(0);
    const id = added.body.data.store_id;
    expect(
      (await calcTypes(3)).find((x) => x.name === 'store')?.store_list?.map((s) => s.store_name),
    ).toContain('Harbour pickup');
    const edited = await t.call('/merchant/api/store/save', {
      token: owner3,
      store_id: id,
      store_name: 'Harbour pickup 2',
      ...(await region()),
      address: 'Pier 4',
    });
    expect(edited.body.data).toMatchObject({ store_id: id, store_name: 'Harbour pickup 2' });
    const list = await t.call('/merchant/api/store/lists', { token: owner3, keyword: 'Harbour' });
    expect(list.body.data.list.map((s: { store_id: number }) => s.store_id)).toEqual([id]);
    const closed = await t.call('/merchant/api/store/status', { token: owner3, store_id: id, status: 0 });
    expect(closed.body.data.status).toBe(0);
    expect(
      (await calcTypes(3)).find((x) => x.name === 'store')?.store_list?.map((s) => s.store_name),
    ).not.toContain('Harbour pickup 2');
    // Another shop's merchant cannot see, change or remove it.
    expect(
      (await t.call('/merchant/api/store/lists', { token: owner4, keyword: 'Harbour' })).body.data.count,
    ).toBe(0);
    expect(
      (await t.call('/merchant/api/store/status', { token: owner4, store_id: id, status: 1 })).body
        .error_code,
    ).toBe('NOT_FOUND');
    expect(
      (await t.call('/merchant/api/store/delete', { token: owner4, store_id: id })).body.error_code,
    ).toBe('NOT_FOUND');
    expect((await t.call('/merchant/api/store/delete', { token: owner3, store_id: id })).body.data).toBe(
      true,
    );
    expect((await auditRows(t, '/merchant/api/store/delete'))[0]).toMatchObject({
      site_id: 3,
      target_type: 'store',
    });
  });
});
