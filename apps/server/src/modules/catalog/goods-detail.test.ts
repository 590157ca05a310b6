import os from 'node:os';
import path from 'node:path';
import { catalog, fromJsonText } from '@mall/contracts';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, outcomeOf, type TestApp } from '../../test/test-app.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

// PGlite and node-postgres both answer { rows }; the Db type shared by the two drivers cannot say so.
const rows = async <T>(q: string) => ((await t.database.db.execute(q)) as unknown as { rows: T[] }).rows;
const one = async <T>(q: string) => (await rows<T>(q))[0]!;
const exec = (q: string) => t.database.db.execute(q);
const detail = async (body: Record<string, unknown>) => {
  const res = await t.call('/api/goodssku/detail', body);
  expect(res.body.code, JSON.stringify(res.body).slice(0, 300)).toBe(0);
  return catalog.goodsDetailSchema.parse(res.body.data);
};
/** A goods with at least two specs' worth of SKUs. */
const multiSku = () =>
  rows<{ goods_id: number; sku_id: number; n: number }>(
    `select goods_id, min(sku_id) sku_id, count(*)::int n from goods_sku where goods_state = 1
     group by goods_id having count(*) >= 4 order by goods_id limit 1`,
  ).then((r) => r[0]!);

describe('goods detail', () => {
  it('answers the SKU, its goods, the spec picker, reviews and the shop card in one call', async () => {
    const g = await multiSku();
    const d = await detail({ sku_id: g.sku_id });
    const sku = d.goods_sku_detail;
    expect(sku.sku_id).toBe(g.sku_id);
    expect(sku.goods_id).toBe(g.goods_id);
    expect(sku.price).toMatch(/^\d+\.\d\d$/);
    // goods_spec_format is JSON text on the wire (facts §6).
    const specs = fromJsonText(sku.goods_spec_format, []);
    expect(specs.length).toBeGreaterThan(0);
    const selected = specs.flatMap((s) => s.value.filter((v) => v.selected === 1));
    expect(selected).toHaveLength(specs.length);
    expect(selected.every((v) => v.sku_id === g.sku_id)).toBe(true);
    const targets = specs.flatMap((s) => s.value.filter((v) => !v.disabled).map((v) => v.sku_id));
    expect(new Set(targets).size).toBeGreaterThan(1);
    expect(sku.member_price).toBe('');
    expect(sku.evaluate).toBe(sku.evaluate_count.total);
    expect(d.shop_info.site_id).toBe(sku.site_id);
    expect(d.shop_info.shop_desccredit).toMatch(/^\d\.\d\d$/);
  });

  it('a spec value leads to a SKU whose own detail selects that value', async () => {
    const g = await multiSku();
    const first = (await detail({ sku_id: g.sku_id })).goods_sku_detail;
    const other = fromJsonText(first.goods_spec_format, [])[0]!.value.find(
      (v) => !v.selected && !v.disabled,
    )!;
    const info = await t.call('/api/goodssku/info', { sku_id: other.sku_id });
    const next = catalog.goodsSkuInfoSchema.parse(info.body.data);
    expect(fromJsonText(next.sku_spec_format, []).map((v) => v.spec_value_id)).toContain(other.spec_value_id);
  });

  it('gives the member price only to a logged-in member whose level has a discount', async () => {
    const g = await multiSku();
    const guest = (await detail({ sku_id: g.sku_id })).goods_sku_detail;
    const gold = (await detail({ sku_id: g.sku_id, token: await t.loginAs('alice') })).goods_sku_detail;
    expect(guest.member_price).toBe('');
    const cents = Math.round(Number(gold.price) * 100);
    expect(gold.member_price).toBe((Math.floor((cents * 95) / 100) / 100).toFixed(2));
    const regular = (await detail({ sku_id: g.sku_id, token: await t.loginAs('bob') })).goods_sku_detail;
    expect(regular.member_price).toBe('');
    const dead = (await detail({ sku_id: g.sku_id, token: 'not-a-session' })).goods_sku_detail;
    expect(dead.member_price).toBe('');
  });

  it('shows a running limited-time discount with its end time, and not one that has ended', async () => {
    const [d] = await rows<{ sku_id: number; end_time: number }>(
      `select sku_id, end_time from goods_sku where promotion_type = 1 and goods_state = 1 limit 1`,
    );
    const now = (await detail({ sku_id: d!.sku_id })).goods_sku_detail;
    expect(now.promotion_type).toBe(1);
    expect(Number(now.discount_price)).toBeLessThan(Number(now.price));
    // node-postgres answers bigint columns of raw SQL as text.
    expect(now.end_time).toBe(Number(d!.end_time));
    await exec(`update goods_sku set end_time = 1000 where sku_id = ${d!.sku_id}`);
    const ended = (await detail({ sku_id: d!.sku_id })).goods_sku_detail;
    expect(ended.promotion_type).toBe(0);
    expect(ended.discount_price).toBe(ended.price);
  });

  it('answers the minimum quantity a goods sells by', async () => {
    const { sku_id } = await one<{ sku_id: number }>(
      `select sku_id from goods_sku where min_buy = 2 and goods_state = 1 and is_default = 1 limit 1`,
    );
    expect((await detail({ sku_id })).goods_sku_detail.min_buy).toBe(2);
  });

  it('sanitises merchant HTML: no scripts, handlers or javascript: links', async () => {
    const g = await multiSku();
    await exec(
      `update goods set goods_content = '<p onclick="steal()">Hi<script>alert(1)</script></p><a href="javascript:alert(1)">x</a><img src="x" onerror="alert(1)"><iframe src="https://evil.example"></iframe><a href="https://ok.example/">ok</a>' where goods_id = ${g.goods_id}`,
    );
    const html = (await detail({ sku_id: g.sku_id })).goods_sku_detail.goods_content;
    expect(html).not.toMatch(/script|onclick|onerror|javascript:|iframe/i);
    expect(html).toContain('<p>Hi</p>');
    expect(html).toContain('href="https://ok.example/"');
    expect(html).toContain('rel="noopener noreferrer nofollow"');
  });

  it('off-shelf goods answer "taken off the shelves" with the page data', async () => {
    const g = await multiSku();
    await exec(`update goods_sku set goods_state = 0 where goods_id = ${g.goods_id}`);
    for (const path of ['/api/goodssku/detail', '/api/goodssku/info']) {
      const res = await t.call(path, { sku_id: g.sku_id, lang: 'zh-cn' });
      expect(outcomeOf(res)).toBe('FAIL');
      expect(res.body.error_code).toBe('FAIL');
      expect(res.body.message).toBe('该商品已下架');
      expect(res.body.data.goods_sku_detail.goods_state).toBe(0);
    }
    await exec(`update goods_sku set goods_state = 1 where goods_id = ${g.goods_id}`);
  });

  it('goods of a closed shop, deleted SKUs and unknown ids are not found', async () => {
    const g = await multiSku();
    const { site_id } = await one<{ site_id: number }>(
      `select site_id from goods_sku where sku_id = ${g.sku_id}`,
    );
    await exec(`update shop set shop_status = 0 where site_id = ${site_id}`);
    expect((await t.call('/api/goodssku/detail', { sku_id: g.sku_id })).body.error_code).toBe('NOT_FOUND');
    await exec(`update shop set shop_status = 1 where site_id = ${site_id}`);
    await exec(`update goods_sku set is_delete = 1 where sku_id = ${g.sku_id}`);
    expect(outcomeOf(await t.call('/api/goodssku/detail', { sku_id: g.sku_id }))).toBe('NOT_FOUND');
    await exec(`update goods_sku set is_delete = 0 where sku_id = ${g.sku_id}`);
    expect(outcomeOf(await t.call('/api/goodssku/detail', { sku_id: 99999999 }))).toBe('NOT_FOUND');
    for (const sku_id of [0, -1, 'abc', [1], null, true, 1.5]) {
      expect((await t.call('/api/goodssku/detail', { sku_id })).body.error_code).toBe('PARAMETER_ERROR');
    }
  });
});

describe('goods side calls', () => {
  it('goodsqrcode answers the path of a QR picture of the goods page, and refuses unknown ids', async () => {
    const g = await multiSku();
    const res = await t.call('/api/goodssku/goodsqrcode', { sku_id: g.sku_id });
    const qr = catalog.goodsQrcodeSchema.parse(res.body.data);
    // A relative picture path (the original client prefixes its image domain), made once under /upload.
    expect(qr.path.h5.img).toMatch(/^upload\/qrcode\/[0-9a-f]+\.png$/);
    const file = path.join(os.tmpdir(), qr.path.h5.img);
    expect((await sharp(file).metadata()).format).toBe('png');
    const again = catalog.goodsQrcodeSchema.parse(
      (await t.call('/api/goodssku/goodsqrcode', { sku_id: g.sku_id })).body.data,
    );
    expect(again.path.h5.img).toBe(qr.path.h5.img);
    expect(qr.path.h5.url).toMatch(new RegExp(`/web/sku-${g.sku_id}$`));
    expect(outcomeOf(await t.call('/api/goodssku/goodsqrcode', { sku_id: 99999999 }))).toBe('NOT_FOUND');
  });

  it('modifyclicks counts one click per call on the SKU and its goods, and refuses unknown ids', async () => {
    const g = await multiSku();
    const before = await rows<{ c: number; gc: number }>(
      `select s.click_num c, g.click_num gc from goods_sku s join goods g using (goods_id) where s.sku_id = ${g.sku_id}`,
    );
    const a = await t.call('/api/goods/modifyclicks', { sku_id: g.sku_id });
    const b = await t.call('/api/goods/modifyclicks', { sku_id: g.sku_id });
    expect(a.body.data.click_num).toBe(before[0]!.c + 1);
    expect(b.body.data.click_num).toBe(before[0]!.c + 2);
    const [after] = await rows<{ gc: number }>(
      `select click_num gc from goods where goods_id = ${g.goods_id}`,
    );
    expect(after!.gc).toBe(before[0]!.gc + 2);
    expect(outcomeOf(await t.call('/api/goods/modifyclicks', { sku_id: 99999999 }))).toBe('NOT_FOUND');
    const viaGet = await t.app.inject({ method: 'GET', url: `/api/goods/modifyclicks?sku_id=${g.sku_id}` });
    expect(viaGet.statusCode).toBe(404);
  });

  it('aftersale answers the platform policy', async () => {
    const res = await t.call('/api/goods/aftersale', {});
    const doc = catalog.afterSaleSchema.parse(res.body.data);
    expect(doc.title).not.toBe('');
    expect(doc.content.length).toBeGreaterThan(50);
  });
});

describe('goods detail with the read cache on', () => {
  it("never hands one member's price to a guest or another member", async () => {
    const cached = await createTestApp({ READ_CACHE_TTL_MS: '60000' });
    try {
      const { sku_id } = (
        (await cached.database.db.execute(
          `select sku_id from goods_sku where is_default = 1 and goods_state = 1 order by sku_id limit 1`,
        )) as unknown as { rows: { sku_id: number }[] }
      ).rows[0]!;
      const get = async (token?: string) =>
        (await cached.call('/api/goodssku/detail', { sku_id, token })).body.data.goods_sku_detail
          .member_price;
      expect(await get()).toBe('');
      expect(await get(await cached.loginAs('alice'))).not.toBe('');
      expect(await get()).toBe('');
      expect(await get(await cached.loginAs('bob'))).toBe('');
    } finally {
      await cached.close();
    }
  });
});

describe('goods detail behind the read cache', () => {
  it('shows the stock and followers of now, not of when the page was cached', async () => {
    const cached = await createTestApp({ READ_CACHE_TTL_MS: '600000' });
    try {
      const g = await multiSku();
      const read = async (token?: string) =>
        (await cached.call('/api/goodssku/detail', { sku_id: g.sku_id, ...(token ? { token } : {}) })).body
          .data.goods_sku_detail;
      const before = await read();
      const token = await cached.loginAs('bob');
      expect((await cached.call('/api/goodscollect/add', { sku_id: g.sku_id, token })).body.code).toBe(0);
      await cached.database.db.execute(`update goods_sku set stock = stock - 1 where sku_id = ${g.sku_id}`);
      const after = await read();
      expect(after.collect_num).toBe(before.collect_num + 1);
      expect(after.stock).toBe(before.stock - 1);
    } finally {
      await cached.close();
    }
  });
});
