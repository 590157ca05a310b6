import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { rows } from '../../flows/checkout/checkout-test-helpers.ts';
import { auditRows, consoleToken } from '../../test/console-test-helpers.ts';
import { createTestApp, outcomeOf, type TestApp } from '../../test/test-app.ts';

let t: TestApp;
let admin: string;
beforeAll(async () => {
  t = await createTestApp({ READ_CACHE_TTL_MS: '60000' });
  admin = await consoleToken(t, 'admin');
});
afterAll(() => t.close());

const op = (path: string, body: Record<string, unknown> = {}) =>
  t.call(`/operator/api/${path}`, { token: admin, ...body });

interface Node {
  category_id: number;
  category_name: string;
  goods_count: number;
  children?: Node[];
}
const storefrontTree = async (): Promise<Node[]> => (await t.call('/api/goodscategory/tree')).body.data;
const find = (tree: Node[], id: number): Node | undefined => {
  for (const n of tree) {
    if (n.category_id === id) return n;
    const hit = find(n.children ?? (n as unknown as { child_list?: Node[] }).child_list ?? [], id);
    if (hit) return hit;
  }
  return undefined;
};

describe('categories', () => {
  it('builds three levels that the storefront tree shows at once; a fourth level is refused', async () => {
    await storefrontTree(); // cached now
    const top = (await op('category/save', { category_name: 'Garden', sort: 900 })).body.data;
    const mid = (await op('category/save', { pid: top.category_id, category_name: 'Tools' })).body.data;
    const leaf = (await op('category/save', { pid: mid.category_id, category_name: 'Spades' })).body.data;
    expect(leaf).toMatchObject({ level: 3, pid: mid.category_id });
    const [row] = await rows(t, `select * from goods_category where category_id = ${leaf.category_id}`);
    expect(row).toMatchObject({
      category_id_1: top.category_id,
      category_id_2: mid.category_id,
      category_id_3: leaf.category_id,
      category_full_name: 'Garden/Tools/Spades',
    });
    expect(find(await storefrontTree(), leaf.category_id)?.category_name).toBe('Spades');
    const deep = await op('category/save', { pid: leaf.category_id, category_name: 'Too deep' });
    expect(deep.body.message).toBe('Categories have at most three levels');

    await op('category/save', { category_id: leaf.category_id, category_name: 'Shovels' });
    expect(find(await storefrontTree(), leaf.category_id)?.category_name).toBe('Shovels');
    const [audit] = await auditRows(t, '/operator/api/category/save');
    expect(audit).toMatchObject({ target_type: 'category' });

    const refused = await op('category/delete', { category_id: top.category_id });
    expect(refused.body.message).toBe('This category has 1 sub-categories: delete them first');
    for (const id of [leaf.category_id, mid.category_id, top.category_id])
      expect(outcomeOf(await op('category/delete', { category_id: id }))).toBe('OK');
    expect(find(await storefrontTree(), top.category_id)).toBeUndefined();
  });

  it('a renamed category renames the path of its sub-categories; translations are kept as the operator edits them', async () => {
    const top = (await op('category/save', { category_name: 'Pets', sort: 901 })).body.data;
    const mid = (await op('category/save', { pid: top.category_id, category_name: 'Dogs' })).body.data;
    const leaf = (await op('category/save', { pid: mid.category_id, category_name: 'Leads' })).body.data;
    const renamed = await op('category/save', {
      category_id: top.category_id,
      category_name: 'Pet supplies',
      i18n: { 'zh-cn': { category_name: '宠物用品' }, ru: { category_name: '' }, 'ko-kr': {} },
    });
    expect(renamed.body.data.i18n).toEqual({ 'zh-cn': { category_name: '宠物用品' } });
    const names = await rows(
      t,
      `select category_id, category_full_name from goods_category where category_id_1 = ${top.category_id} order by level`,
    );
    expect(names.map((r) => r.category_full_name)).toEqual([
      'Pet supplies',
      'Pet supplies/Dogs',
      'Pet supplies/Dogs/Leads',
    ]);
    const zh = (await t.call('/api/goodscategory/tree', { lang: 'zh-cn' })).body.data as Node[];
    expect(find(zh, top.category_id)?.category_name).toBe('宠物用品');
    const tree = (await op('category/tree')).body.data as (Node & { i18n: unknown })[];
    expect(tree.find((n) => n.category_id === top.category_id)?.i18n).toEqual({
      'zh-cn': { category_name: '宠物用品' },
    });
    // A language we do not speak, or a field that is not translated, is refused and changes nothing.
    for (const i18n of [
      { de: { category_name: 'Haustier' } },
      { 'zh-cn': { category_name: 'x'.repeat(61) } },
    ])
      expect(
        outcomeOf(await op('category/save', { category_id: top.category_id, category_name: 'X', i18n })),
      ).toBe('PARAMETER_ERROR');
    for (const id of [leaf.category_id, mid.category_id, top.category_id])
      expect(outcomeOf(await op('category/delete', { category_id: id }))).toBe('OK');
  });

  it('a category with goods cannot be deleted, and says so', async () => {
    const tree = (await op('category/tree')).body.data as Node[];
    const used = tree
      .flatMap((n) => n.children ?? [])
      .flatMap((n) => n.children ?? [])
      .find((n) => n.goods_count > 0)!;
    expect(used).toBeTruthy();
    const r = await op('category/delete', { category_id: used.category_id });
    expect(r.body.error_code).toBe('FAIL');
    expect(r.body.message).toBe(`This category is used by ${used.goods_count} goods and cannot be deleted`);
    expect(outcomeOf(await op('category/delete', { category_id: 999999 }))).toBe('NOT_FOUND');
    expect(outcomeOf(await op('category/save', { category_name: 'x', image: 'https://evil/x.png' }))).toBe(
      'PARAMETER_ERROR',
    );
  });
});

describe('brands', () => {
  it('creates, lists, edits and deletes a brand; a brand with goods cannot be deleted', async () => {
    const saved = (await op('brand/save', { brand_name: 'acme tools', image_url: '' })).body.data;
    expect(saved).toMatchObject({ brand_name: 'acme tools', brand_initial: 'A' });
    expect((await op('brand/lists', { search: 'acme' })).body.data.list[0].brand_id).toBe(saved.brand_id);
    const wall = (await t.call('/api/goodsbrand/page', { page_size: 100 })).body.data;
    expect(wall.list.map((b: { brand_id: number }) => b.brand_id)).toContain(saved.brand_id);
    await op('brand/save', {
      brand_id: saved.brand_id,
      brand_name: 'Acme',
      brand_initial: 'A',
      is_recommend: 1,
    });
    expect((await op('brand/lists', { search: 'acme' })).body.data.list[0]).toMatchObject({
      brand_name: 'Acme',
      is_recommend: 1,
    });
    expect(outcomeOf(await op('brand/delete', { brand_id: saved.brand_id }))).toBe('OK');

    const all = (await op('brand/lists', { page_size: 100 })).body.data.list as {
      brand_id: number;
      goods_count: number;
    }[];
    const used = all.find((b) => b.goods_count > 0)!;
    const r = await op('brand/delete', { brand_id: used.brand_id });
    expect(r.body.message).toBe(`This brand is used by ${used.goods_count} goods and cannot be deleted`);
    expect(outcomeOf(await op('brand/save', { brand_name: 'x', brand_initial: 'ab' }))).toBe(
      'PARAMETER_ERROR',
    );
  });
});
