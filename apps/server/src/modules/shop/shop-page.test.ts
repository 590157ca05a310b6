import { pagedSchema, shop } from '@mall/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, outcomeOf, type TestApp } from '../../test/test-app.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const street = async (body: Record<string, unknown> = {}) => {
  const res = await t.call('/api/shop/page', { page: 1, page_size: 50, ...body });
  return pagedSchema(shop.shopPageItemSchema).parse(res.body.data);
};
const exec = (q: string) => t.database.db.execute(q);

describe('shop info, detail and terms', () => {
  it('answers a shop profile, its detail with services and main categories, and its terms', async () => {
    const info = shop.shopInfoSchema.parse((await t.call('/api/shop/info', { site_id: 2 })).body.data);
    expect(info).toMatchObject({ site_id: 2, site_name: 'Circuit Avenue Electronics', shop_status: 1 });
    expect(info.shop_collect).toBe(info.sub_num);
    const detail = shop.shopDetailSchema.parse((await t.call('/api/shop/detail', { site_id: 1 })).body.data);
    expect(detail.is_own).toBe(1);
    expect(detail.shop_qtian).toBe(1);
    expect(detail.main_categories.length).toBeGreaterThanOrEqual(10);
    const zh = shop.shopDetailSchema.parse(
      (await t.call('/api/shop/detail', { site_id: 2, lang: 'zh-cn' })).body.data,
    );
    expect(zh.main_categories.map((c) => c.category_name).join('')).toMatch(/[\u4e00-\u9fff]/);
    const terms = shop.shopTermsSchema.parse(
      (await t.call('/api/shop/getShopTermsAndPolicy', { site_id: 9 })).body.data,
    );
    expect(terms.title).toBe('店铺条款与政策');
    expect(terms.content).toContain('<h3>');
  });

  it('answers GET with the fields in the query string', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/shop/detail?site_id=3' });
    expect(res.json().data.site_id).toBe(3);
  });

  it("says 'missing shop id' without a site_id, not found for unknown ids and bad input for bad ids", async () => {
    const missing = await t.call('/api/shop/info', { lang: 'en-us' });
    expect(missing.body).toMatchObject({ error_code: 'REQUEST_SITE_ID', message: 'Missing shop id' });
    for (const path of ['/api/shop/info', '/api/shop/detail', '/api/shop/getShopTermsAndPolicy']) {
      expect((await t.call(path, { site_id: 99999 })).body.error_code).toBe('NOT_FOUND');
      for (const bad of [[2], 'two', -1, 0, 1.5, true, '2 or 1=1', { a: 1 }]) {
        expect((await t.call(path, { site_id: bad })).body.error_code).toBe('PARAMETER_ERROR');
      }
    }
    // An unknown key is dropped (DESIGN §4: tolerant in shape).
    expect(outcomeOf(await t.call('/api/shop/detail', { site_id: 2, extra: 1 }))).toBe('OK');
  });

  it('refuses the pages of a closed shop and hides it from the street', async () => {
    await exec('update shop set shop_status = 0 where site_id = 4');
    for (const path of ['/api/shop/info', '/api/shop/detail', '/api/shop/getShopTermsAndPolicy']) {
      const res = await t.call(path, { site_id: 4, lang: 'en-us' });
      expect(res.body).toMatchObject({ error_code: 'NOT_FOUND', message: 'This shop is closed' });
    }
    expect((await street()).list.map((s) => s.site_id)).not.toContain(4);
    await exec('update shop set shop_status = 1 where site_id = 4');
    expect((await street()).list.map((s) => s.site_id)).toContain(4);
  });

  it('cleans merchant HTML in the terms: no scripts, handlers or javascript links', async () => {
    await exec(`update shop set terms_content = '<p onclick="steal()">Hi<script>alert(1)</script></p>
      <a href="javascript:alert(1)">x</a><img src="x" onerror="alert(1)"><a href="https://a.example" target="_blank">ok</a>'
      where site_id = 5`);
    const { content } = (await t.call('/api/shop/getShopTermsAndPolicy', { site_id: 5 })).body.data;
    expect(content).not.toMatch(/script|onclick|onerror|javascript/i);
    expect(content).toContain('rel="noopener noreferrer"');
    expect(content).toContain('<p>Hi</p>');
  });
});

describe('shop street', () => {
  it('lists open shops with ratings, main categories and counts, best first', async () => {
    const page = await street({ page_size: 5 });
    expect(page.count).toBe(11);
    expect(page.page_count).toBe(3);
    expect(page.list[0]!.is_own).toBe(1);
    for (const s of page.list) {
      expect(s.main_categories.length).toBeGreaterThan(0);
      expect(s.is_subscribe).toBe(0);
    }
    const bySales = await street({ order: 'shop_sales', sort: 'asc' });
    const sales = bySales.list.map((s) => s.shop_sales);
    expect(sales).toEqual([...sales].sort((a, b) => a - b));
  });

  it('finds shops by name, keyword or business in any script', async () => {
    expect((await street({ keyword: 'circuit' })).list.map((s) => s.site_id)).toEqual([2]);
    expect((await street({ keyword: '数码' })).list.map((s) => s.site_id)).toEqual([9]);
    expect((await street({ keyword: '뷰티' })).list.map((s) => s.site_id)).toEqual([10]);
    expect((await street({ keyword: 'лавка' })).list.map((s) => s.site_id)).toEqual([11]);
    expect((await street({ keyword: '   ' })).count).toBe(11);
  });

  it('matches hostile keywords literally and changes nothing', async () => {
    for (const keyword of [
      "' or 1=1 --",
      '%',
      '_',
      '\\',
      "'; drop table shop; --",
      '<script>alert(1)</script>',
    ]) {
      const page = await street({ keyword });
      expect(page.count).toBe(0);
    }
    expect((await street()).count).toBe(11);
    for (const bad of [
      { keyword: 'x'.repeat(51) },
      { keyword: ['a'] },
      { order: 'site_id' },
      { sort: 'up' },
    ]) {
      expect((await t.call('/api/shop/page', bad)).body.error_code).toBe('PARAMETER_ERROR');
    }
    expect((await t.call('/api/shop/page', { page_size: 101 })).body.error_code).toBe('PARAMETER_ERROR');
  });

  it('puts the chosen city first, and ignores the city when the plugin is off', async () => {
    const nationwide = await street();
    const shenzhen = await street({ website_id: 3 });
    expect(shenzhen.count).toBe(nationwide.count);
    expect(shenzhen.list[0]!.site_id).toBe(2);
    expect(shenzhen.list[0]!.website_id).toBe(3);
    const hangzhou = await street({ website_id: 5 });
    expect(hangzhou.list[0]!.site_id).toBe(3);
    const off = await createTestApp({ ADDONS_DISABLED: 'city' });
    try {
      const res = await off.call('/api/shop/page', { page: 1, page_size: 50, website_id: 3 });
      expect(res.body.data.list.map((s: shop.ShopPageItem) => s.site_id)).toEqual(
        nationwide.list.map((s) => s.site_id),
      );
    } finally {
      await off.close();
    }
  });

  it('marks the shops the caller follows', async () => {
    const token = await t.loginAs('alice');
    const page = await street({ token });
    const followed = page.list.filter((s) => s.is_subscribe === 1).map((s) => s.site_id);
    expect(followed.sort((a, b) => a - b)).toEqual([1, 5, 9, 10]);
  });
});
