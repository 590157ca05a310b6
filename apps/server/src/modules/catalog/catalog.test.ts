import { catalog } from '@mall/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../test/test-app.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const tree = async (body: Record<string, unknown>) => {
  const res = await t.call('/api/goodscategory/tree', body);
  expect(res.body.code).toBe(0);
  return catalog.categoryTreeSchema.parse(res.body.data);
};
const count = (nodes: catalog.CategoryNode[]): number =>
  nodes.reduce((n, c) => n + 1 + count(c.child_list), 0);

describe('category tree', () => {
  it('answers three levels with images for the category panel', async () => {
    const roots = await tree({ level: 3, template: 2 });
    expect(roots.length).toBeGreaterThanOrEqual(10);
    expect(count(roots)).toBeGreaterThanOrEqual(80);
    const leaf = roots[0]!.child_list[0]!.child_list[0]!;
    expect(leaf.level).toBe(3);
    expect(leaf.category_id_1).toBe(roots[0]!.category_id);
    expect(roots[0]!.image).not.toBe('');
  });

  it('stops at the asked level and leaves images out for template 1', async () => {
    const roots = await tree({ level: 1, template: 1 });
    expect(roots.every((r) => r.child_list.length === 0 && r.image === '')).toBe(true);
  });

  it('hides categories the platform hides, with their children', async () => {
    const roots = await tree({ level: 3, template: 2 });
    const hidden = roots[1]!;
    await t.database.db.execute(
      `update goods_category set is_show = 0 where category_id = ${hidden.category_id}`,
    );
    const after = await tree({ level: 3, template: 2 });
    expect(after.map((r) => r.category_id)).not.toContain(hidden.category_id);
    expect(count(after)).toBe(count(roots) - count([hidden]));
    await t.database.db.execute(
      `update goods_category set is_show = 1 where category_id = ${hidden.category_id}`,
    );
  });

  it('translates names into the request language', async () => {
    const [en, ru] = await Promise.all([tree({ lang: 'en-us' }), tree({ lang: 'ru' })]);
    expect(ru[0]!.category_id).toBe(en[0]!.category_id);
    expect(ru[0]!.category_name).toMatch(/[\u0400-\u04ff]/);
  });

  it('rejects a level outside 1..3', async () => {
    const res = await t.call('/api/goodscategory/tree', { level: 4 });
    expect(res.body.error_code).toBe('PARAMETER_ERROR');
  });
});
