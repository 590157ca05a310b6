import { catalog } from '@mall/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../test-app.ts';
import { accepted, clientParse, replayer, type Replay } from './replay.ts';

// Requests copied from the original PC client (zl136194343/meurl addon/pc/source/os/src): views/goods/list/list.js,
// views/goods/brand.vue, views/goods/detail/detail.js. Refusals are read from code / error_code only.
let t: TestApp;
let guest: Replay;
beforeAll(async () => {
  t = await createTestApp();
  guest = replayer(t);
});
afterAll(() => t.close());

const rows = async <T>(q: string) => ((await t.database.db.execute(q)) as unknown as { rows: T[] }).rows;

/** list.js getGoodsList(): page 12, its filters as created() leaves them ("" when the query has none). */
const listRequest = (over: Record<string, unknown> = {}) => ({
  page: 1,
  page_size: 12,
  keyword: '',
  attr: '',
  site_id: 0,
  category_id: '',
  category_level: '',
  brand_id: '',
  min_price: '',
  max_price: '',
  order: '',
  sort: 'desc',
  platform_coupon_type: 0,
  ...over,
});

describe('goods list as the original list page asks for it', () => {
  it('by keyword: "" filters, site_id 0 and platform_coupon_type 0 mean none', async () => {
    const page = catalog.goodsPageSchema.parse(
      accepted(await guest('/api/goodssku/page', listRequest({ keyword: 'phone' }))),
    );
    expect(page.count).toBeGreaterThan(0);
    const card = page.list[0]!;
    // What list/index.vue prints of each card.
    for (const key of [
      'sku_id',
      'sku_image',
      'discount_price',
      'market_price',
      'goods_name',
      'sale_num',
    ] as const)
      expect(card[key]).toBeDefined();
    expect(card).toHaveProperty('site_name');
    expect(card).toHaveProperty('is_free_shipping');
  });

  it('by category (ids as the query strings the route gives), then by a brand and an attribute it offers', async () => {
    const byCategory = listRequest({ category_id: '1', category_level: '1' });
    const all = accepted(await guest('/api/goodssku/page', byCategory));
    expect(all.count).toBeGreaterThan(0);
    const info = accepted(await guest('/api/goodscategory/info', { category_id: '1' }));
    expect(info.category_full_name).toBe(info.category_name);
    const relevance = catalog.relevanceInfoSchema.parse(
      accepted(await guest('/api/goodscategory/relevanceinfo', { category_id: '1', category_level: '1' })),
    );
    const brand = relevance.brand_list[0]!;
    expect(brand.id).toBe(brand.brand_id);
    expect(relevance.brand_initial_list).toContain(brand.brand_initial);
    const byBrand = accepted(await guest('/api/goodssku/page', { ...byCategory, brand_id: brand.id }));
    expect(byBrand.count).toBeGreaterThan(0);
    expect(byBrand.count).toBeLessThanOrEqual(all.count);
    const attr = relevance.attribute_list[0]!;
    const chosen = [{ attr_id: attr.attr_id, attr_value_id: attr.child[0]!.attr_value_id }];
    const byAttr = accepted(
      await guest('/api/goodssku/page', { ...byCategory, attr: JSON.stringify(chosen) }),
    );
    expect(byAttr.count).toBeLessThan(all.count);
    // The free-shipping box sends 1, or "" when unticked; prices come as typed.
    const free = accepted(await guest('/api/goodssku/page', { ...byCategory, is_free_shipping: 1 }));
    expect(free.list.every((c: { is_free_shipping: number }) => c.is_free_shipping === 1)).toBe(true);
    const unticked = { ...byCategory, is_free_shipping: '', min_price: '10', max_price: '' };
    expect(accepted(await guest('/api/goodssku/page', unticked)).count).toBeGreaterThan(0);
  });

  it('platform_coupon_type keeps the goods of the shops that coupon is limited to', async () => {
    // My coupons links a limited platform coupon to /list?platform_coupon_type=<id> (member/coupon.vue).
    const [type] = await rows<{ id: number }>(
      `select min(platformcoupon_type_id) id from promotion_platformcoupon_type`,
    );
    await t.database.db.execute(
      `update promotion_platformcoupon_type set use_scenario = 2, group_ids = ',2,' where platformcoupon_type_id = ${type!.id}`,
    );
    const page = accepted(
      await guest('/api/goodssku/page', listRequest({ platform_coupon_type: String(type!.id) })),
    );
    expect(page.count).toBeGreaterThan(0);
    expect(page.list.every((c: { site_id: number }) => c.site_id === 2)).toBe(true);
    const none = await guest('/api/goodssku/page', listRequest({ platform_coupon_type: 99_999_999 }));
    expect(accepted(none).count).toBe(0);
  });

  it('keeps refusing wrong types and ranges in the same request', async () => {
    for (const bad of [{ category_id: -1 }, { brand_id: 'x' }, { site_id: 1.5 }, { page_size: 1000 }]) {
      const answer = await guest('/api/goodssku/page', listRequest(bad));
      expect(answer.error_code, JSON.stringify(bad)).toBe('PARAMETER_ERROR');
    }
  });
});

describe('brands as the brand page asks for them', () => {
  it('site_id 0 is the platform: every brand', async () => {
    const page = accepted(await guest('/api/goodsbrand/page', { page_size: 20, page: 1, site_id: 0 }));
    expect(page.count).toBeGreaterThan(0);
    expect(page.list[0]).toMatchObject({ brand_id: expect.any(Number), image_url: expect.any(String) });
  });
});

describe('goods detail as the detail page reads it', () => {
  const skuWithSpecs = async () => {
    const page = accepted(await guest('/api/goodssku/page', { page: 1, page_size: 30 }));
    for (const card of page.list as { sku_id: number }[]) {
      const d = accepted(await guest('/api/goodssku/detail', { sku_id: String(card.sku_id) }));
      if (clientParse(d.goods_sku_detail.goods_spec_format).length > 1) return d;
    }
    throw new Error('no goods with two specs on the first page');
  };

  it('sku_spec_format is JSON text of the SKU spec values', async () => {
    const d = await skuWithSpecs();
    const values = clientParse(d.goods_sku_detail.sku_spec_format);
    expect(values[0]).toMatchObject({ spec_id: expect.any(Number), spec_value_name: expect.any(String) });
    catalog.goodsDetailSchema.parse(d);
  });

  it('goods_spec_format is JSON text: each value knows the SKU it leads to', async () => {
    const d = await skuWithSpecs();
    const specs = clientParse(d.goods_sku_detail.goods_spec_format);
    const values = specs.flatMap((s: { value: unknown[] }) => s.value);
    expect(values.some((v: { selected: number }) => v.selected === 1)).toBe(true);
    expect(values[0]).toMatchObject({ spec_value_id: expect.any(Number), sku_id: expect.any(Number) });
  });

  it('goods_attr_format is JSON text of attributes (attr_id, attr_value_name)', async () => {
    const d = await skuWithSpecs();
    const attrs = clientParse(d.goods_sku_detail.goods_attr_format);
    expect(Array.isArray(attrs)).toBe(true);
    if (attrs.length)
      expect(attrs[0]).toMatchObject({ attr_id: expect.any(Number), attr_value_name: expect.any(String) });
  });

  it('takes the side calls with the fields the page sends', async () => {
    const d = await skuWithSpecs();
    const sku = d.goods_sku_detail;
    const clicks = { sku_id: String(sku.sku_id), site_id: sku.site_id };
    expect(accepted(await guest('/api/goods/modifyclicks', clicks)).click_num).toBeGreaterThan(0);
    const qr = accepted(await guest('/api/goodssku/goodsqrcode', { sku_id: String(sku.sku_id) }));
    // detail.js: this.qrcode = img(data.path.h5.img) — a path the image domain is put in front of.
    expect(qr.path.h5.img).toMatch(/^upload\/qrcode\/\w+\.png$/);
    const coupons = { site_id: d.shop_info.site_id, goods_id: sku.goods_id };
    expect(Array.isArray(accepted(await guest('/coupon/api/coupon/typelists', coupons)))).toBe(true);
  });
});
