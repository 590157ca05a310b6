import { catalog } from '@mall/contracts';
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
const page = async (body: Record<string, unknown>) => {
  const res = await t.call('/api/goodssku/page', body);
  expect(res.body.code, JSON.stringify(res.body)).toBe(0);
  return catalog.goodsPageSchema.parse(res.body.data);
};
const listed = (lang: string) =>
  rows<{ goods_id: number; goods_name: string; site_id: number }>(
    `select g.goods_id, g.goods_name, g.site_id from goods g join shop s on s.site_id = g.site_id
     where s.content_lang = '${lang}' and g.goods_state = 1 order by g.goods_id limit 1`,
  );

describe('goods list', () => {
  it('answers one card per on-sale goods with the count and page count', async () => {
    const { n } = await one<{ n: number }>(
      `select count(*)::int n from goods where goods_state = 1 and verify_state = 1 and is_delete = 0`,
    );
    const p = await page({ page: 1, page_size: 20 });
    expect(p.count).toBe(n);
    expect(p.page_count).toBe(Math.ceil(n / 20));
    expect(p.list).toHaveLength(20);
    expect(new Set(p.list.map((c) => c.goods_id)).size).toBe(20);
  });

  it('pages past the end answer an empty list with the same count', async () => {
    const first = await page({ page_size: 100 });
    const beyond = await page({ page: first.page_count + 1, page_size: 100 });
    expect(beyond.list).toEqual([]);
    expect(beyond.count).toBe(first.count);
  });

  it('sorts by sales and by price in both directions', async () => {
    const sales = await page({ order: 'sale_num', sort: 'desc', page_size: 30 });
    const s = sales.list.map((c) => c.sale_num);
    expect(s).toEqual([...s].sort((a, b) => b - a));
    const cheap = await page({ order: 'discount_price', sort: 'asc', page_size: 30 });
    const prices = cheap.list.map((c) => Number(c.discount_price));
    expect(prices).toEqual([...prices].sort((a, b) => a - b));
  });

  it('filters by category at each level, brand, price range and shop', async () => {
    const [g] = await rows<{ c1: number; c3: number; brand: number; site: number }>(
      `select category_id_1 c1, category_id_3 c3, brand_id brand, site_id site from goods_sku where is_default = 1 and goods_state = 1 limit 1`,
    );
    const byTop = await page({ category_id: g!.c1, category_level: 1, page_size: 50 });
    expect(byTop.count).toBeGreaterThan(0);
    const byLeaf = await page({ category_id: g!.c3, page_size: 50 });
    expect(byLeaf.count).toBeGreaterThan(0);
    expect(byLeaf.count).toBeLessThanOrEqual(byTop.count);
    const byBrand = await page({ brand_id: g!.brand, page_size: 50 });
    expect(byBrand.count).toBeGreaterThan(0);
    const ranged = await page({ min_price: '10', max_price: '50.5', page_size: 100 });
    for (const c of ranged.list) expect(Number(c.discount_price)).toBeGreaterThanOrEqual(10);
    for (const c of ranged.list) expect(Number(c.discount_price)).toBeLessThanOrEqual(50.5);
    const shop = await page({ site_id: g!.site, page_size: 100 });
    expect(shop.list.every((c) => c.site_id === g!.site)).toBe(true);
  });

  it('filters by shop category', async () => {
    const [sc] = await rows<{ id: number; site: number }>(
      `select category_id id, site_id site from shop_goods_category where level = 2 order by category_id limit 1`,
    );
    const p = await page({ shop_category_id: sc!.id, page_size: 100 });
    expect(p.count).toBeGreaterThan(0);
    expect(p.list.every((c) => c.site_id === sc!.site)).toBe(true);
    expect((await page({ shop_category_id: sc!.id, site_id: sc!.site + 1 })).count).toBe(0);
  });

  it('filters by attribute values', async () => {
    const [g] = await rows<{ c3: number; attr: { attr_id: number; attr_value_id: number }[] }>(
      `select category_id_3 c3, goods_attr_format attr from goods where goods_state = 1 and jsonb_array_length(goods_attr_format) > 0 limit 1`,
    );
    const a = g!.attr[0]!;
    const p = await page({
      category_id: g!.c3,
      attr: [{ attr_id: a.attr_id, attr_value_id: a.attr_value_id }],
    });
    expect(p.count).toBeGreaterThan(0);
    const asText = await page({
      category_id: g!.c3,
      attr: JSON.stringify([a].map(({ attr_id, attr_value_id }) => ({ attr_id, attr_value_id }))),
    });
    expect(asText.count).toBe(p.count);
  });

  it('hides goods of closed shops, off-shelf goods and other cities', async () => {
    const [g] = await listed('en-us');
    const before = await page({ site_id: g!.site_id });
    await t.database.db.execute(`update shop set shop_status = 0 where site_id = ${g!.site_id}`);
    expect((await page({ site_id: g!.site_id })).count).toBe(0);
    await t.database.db.execute(`update shop set shop_status = 1 where site_id = ${g!.site_id}`);
    await t.database.db.execute(`update goods_sku set goods_state = 0 where goods_id = ${g!.goods_id}`);
    expect((await page({ site_id: g!.site_id })).count).toBe(before.count - 1);
    await t.database.db.execute(`update goods_sku set goods_state = 1 where goods_id = ${g!.goods_id}`);
    const city = await page({ website_id: 2, page_size: 100 });
    expect(city.count).toBeGreaterThan(0);
    expect(city.list.every((c) => c.website_id === 2)).toBe(true);
  });

  it('unknown category or shop category ids answer an empty list', async () => {
    expect((await page({ category_id: 999999 })).count).toBe(0);
    expect((await page({ shop_category_id: 999999 })).count).toBe(0);
  });

  it('refuses bad filters, sort values and paging with PARAMETER_ERROR', async () => {
    for (const body of [
      { order: 'price; drop table goods' },
      { sort: 'up' },
      { page: 0 },
      { page_size: 101 },
      { page: [2] },
      { category_id: 'abc' },
      { category_id: [3] },
      { category_level: 4 },
      { min_price: '-1' },
      { max_price: '1e9' },
      { min_price: '50', max_price: '10' },
      { attr: 'not json' },
      { attr: [{ attr_id: 1 }] },
      { keyword: ['phone'] },
      { keyword: 'x'.repeat(10_000) },
    ]) {
      const res = await t.call('/api/goodssku/page', body);
      expect(res.body.error_code, JSON.stringify(body)).toBe('PARAMETER_ERROR');
      expect(outcomeOf(res)).toBe('PARAMETER_ERROR');
    }
  });
});

describe('keyword search', () => {
  const substring = (name: string, from: number, len: number) =>
    Array.from(name)
      .slice(from, from + len)
      .join('');

  it('finds English words case-insensitively, also inside words', async () => {
    const p = await page({ keyword: 'SMARTPHONE', page_size: 100 });
    expect(p.count).toBeGreaterThan(0);
    // A goods named in another language is found through its category's name (search-languages.test.ts).
    const inCategory = new Set(
      (
        await rows<{ goods_id: number }>(
          `select g.goods_id from goods g join goods_category c on c.category_id in (g.category_id_2, g.category_id_3)
           where lower(c.category_name) like '%smartphone%'`,
        )
      ).map((r) => r.goods_id),
    );
    for (const c of p.list)
      if (!inCategory.has(c.goods_id)) expect(`${c.goods_name}`.toLowerCase()).toMatch(/smartphone/);
    const inner = await page({ keyword: 'martphon', page_size: 5 });
    expect(inner.count).toBe(p.count);
  });

  it('finds a two-character Chinese word and a Korean word inside names', async () => {
    for (const lang of ['zh-cn', 'ko-kr']) {
      const [g] = await listed(lang);
      const long = g!.goods_name.split(/[\s\p{P}\p{S}A-Za-z0-9]+/u).find((w) => Array.from(w).length >= 3)!;
      const word = substring(long, 1, 2);
      const p = await page({ keyword: word, page_size: 100 });
      expect(
        p.list.map((c) => c.goods_id),
        `${lang} ${word}`,
      ).toContain(g!.goods_id);
      for (const c of p.list) expect(c.goods_name + c.sku_name).toBeTruthy();
    }
  });

  it('finds a Russian word typed in another letter case', async () => {
    const [g] = await listed('ru');
    const word = g!.goods_name.split(/\s+/).find((w) => /^[\u0400-\u04ff]{4,}$/u.test(w))!;
    const p = await page({ keyword: word.toUpperCase(), page_size: 100 });
    expect(p.list.map((c) => c.goods_id)).toContain(g!.goods_id);
  });

  it('needs every word of the keyword', async () => {
    const both = await page({ keyword: 'smartphone zzzqqq' });
    expect(both.count).toBe(0);
  });

  it('treats wildcards, quotes and SQL as plain text', async () => {
    // Punctuation separates words, so a hostile keyword finds exactly what its plain words find.
    const cases: [string, string | null][] = [
      ['%', null],
      ['_', null],
      ['%%', null],
      ['\\', null],
      ['%phone%', 'phone'],
      ['ph_ne', 'ph ne'],
      ["' or 1=1 --", 'or 1'],
      ['"; drop table goods; --', 'drop table goods'],
    ];
    for (const [keyword, plain] of cases) {
      const p = await page({ keyword });
      expect(p.count, keyword).toBe(plain === null ? 0 : (await page({ keyword: plain })).count);
    }
    const { n } = await one<{ n: number }>('select count(*)::int n from goods');
    expect(n).toBeGreaterThan(0);
  });
});

describe('recommend', () => {
  it('recommends best sellers of the same leaf category without the viewed goods', async () => {
    const [g] = await rows<{ sku_id: number; goods_id: number; c3: number }>(
      `select sku_id, goods_id, category_id_3 c3 from goods_sku where is_default = 1 and goods_state = 1 limit 1`,
    );
    const res = await t.call('/api/goodssku/recommend', { sku_id: g!.sku_id, page_size: 4 });
    const p = catalog.goodsPageSchema.parse(res.body.data);
    expect(p.list.length).toBeGreaterThan(0);
    expect(p.list.map((c) => c.goods_id)).not.toContain(g!.goods_id);
    const all = await t.call('/api/goodssku/recommend', {});
    expect(all.body.data.list).toHaveLength(5);
  });
});
