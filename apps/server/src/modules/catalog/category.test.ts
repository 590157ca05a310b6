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
const leaf = () =>
  rows<{ id: number; c1: number; c2: number }>(
    `select category_id id, category_id_1 c1, category_id_2 c2 from goods_category where level = 3 order by category_id limit 1`,
  ).then((r) => r[0]!);

describe('category info', () => {
  it('answers a leaf with its path for breadcrumbs, in the request language', async () => {
    const c = await leaf();
    const res = await t.call('/api/goodscategory/info', { category_id: c.id, lang: 'ko-kr' });
    const info = catalog.categoryInfoSchema.parse(res.body.data);
    expect(info.path.map((p) => p.category_id)).toEqual([c.c1, c.c2, c.id]);
    expect(info.category_name).toMatch(/[\uac00-\ud7af]/);
    const top = catalog.categoryInfoSchema.parse(
      (await t.call('/api/goodscategory/info', { category_id: c.c1 })).body.data,
    );
    expect(top.path).toHaveLength(1);
    expect(top.child_list.length).toBeGreaterThan(0);
  });

  it('hidden and unknown categories are not found', async () => {
    const c = await leaf();
    await t.database.db.execute(`update goods_category set is_show = 0 where category_id = ${c.id}`);
    expect(outcomeOf(await t.call('/api/goodscategory/info', { category_id: c.id }))).toBe('NOT_FOUND');
    await t.database.db.execute(`update goods_category set is_show = 1 where category_id = ${c.id}`);
    expect((await t.call('/api/goodscategory/info', { category_id: 999999 })).body.error_code).toBe(
      'NOT_FOUND',
    );
    expect((await t.call('/api/goodscategory/info', { category_id: 'x' })).body.error_code).toBe(
      'PARAMETER_ERROR',
    );
  });
});

describe('relevance info', () => {
  it('lists the brands and multi-valued attributes of the category goods', async () => {
    const c = await leaf();
    const res = await t.call('/api/goodscategory/relevanceinfo', { category_id: c.c1, category_level: 1 });
    const r = catalog.relevanceInfoSchema.parse(res.body.data);
    expect(r.brand_list.length).toBeGreaterThan(1);
    const { n } = await one<{ n: number }>(
      `select count(distinct brand_id)::int n from goods where category_id_1 = ${c.c1} and goods_state = 1`,
    );
    expect(r.brand_list).toHaveLength(n);
    expect(r.attribute_list.length).toBeGreaterThan(0);
    expect(r.attribute_list.every((a) => a.child.length > 1)).toBe(true);
  });

  it('refuses a level that is not the category level, and unknown ids', async () => {
    const c = await leaf();
    const res = await t.call('/api/goodscategory/relevanceinfo', { category_id: c.c1, category_level: 3 });
    expect(res.body.error_code).toBe('PARAMETER_ERROR');
    expect(outcomeOf(await t.call('/api/goodscategory/relevanceinfo', { category_id: 999999 }))).toBe(
      'NOT_FOUND',
    );
  });
});

describe('brands and shop categories', () => {
  it('pages the brand wall, filtered by initial and top category', async () => {
    const all = catalog.brandPageSchema.parse(
      (await t.call('/api/goodsbrand/page', { page_size: 100 })).body.data,
    );
    expect(all.count).toBeGreaterThan(10);
    const initial = all.list[0]!.brand_initial;
    const some = catalog.brandPageSchema.parse(
      (await t.call('/api/goodsbrand/page', { brand_initial: initial.toLowerCase() })).body.data,
    );
    expect(some.list.every((b) => b.brand_initial === initial)).toBe(true);
    expect((await t.call('/api/goodsbrand/page', { brand_initial: '%' })).body.error_code).toBe(
      'PARAMETER_ERROR',
    );
  });

  it('answers a shop own two-level tree, none for a closed or unknown shop', async () => {
    const res = await t.call('/api/shopgoodscategory/tree', { site_id: 1 });
    const tree = catalog.shopCategoryTreeSchema.parse(res.body.data);
    expect(tree.length).toBeGreaterThan(0);
    expect(tree[0]!.child_list.length).toBeGreaterThan(0);
    const [zh] = await rows<{ site_id: number }>(`select site_id from shop where content_lang = 'zh-cn'`);
    const zhTree = catalog.shopCategoryTreeSchema.parse(
      (await t.call('/api/shopgoodscategory/tree', { site_id: zh!.site_id })).body.data,
    );
    expect(zhTree[0]!.category_name).toMatch(/[\u4e00-\u9fff]/);
    await t.database.db.execute(`update shop set shop_status = 0 where site_id = 1`);
    expect((await t.call('/api/shopgoodscategory/tree', { site_id: 1 })).body.data).toEqual([]);
    await t.database.db.execute(`update shop set shop_status = 1 where site_id = 1`);
    expect((await t.call('/api/shopgoodscategory/tree', { site_id: 99999 })).body.data).toEqual([]);
    expect((await t.call('/api/shopgoodscategory/tree', {})).body.error_code).toBe('PARAMETER_ERROR');
  });
});
