import { catalog } from '@mall/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../test/test-app.ts';

/*
 * Attribute filters are grouped by attribute id (issue 14 item 4): phones listed in Chinese say "屏幕尺寸",
 * phones listed in English say "Screen size", and the filter shows one attribute, named in the shopper's
 * language, whose values find the goods of both.
 */

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

// PGlite and node-postgres both answer { rows }; the Db type shared by the two drivers cannot say so.
const rows = async <T>(q: string) => ((await t.database.db.execute(q)) as unknown as { rows: T[] }).rows;

const SMARTPHONES = `(select category_id from goods_category where category_name = 'Smartphones' and level = 3)`;
const listed = `goods_state = 1 and verify_state = 1 and is_delete = 0`;
const smartphonesId = async () => (await rows<{ id: number }>(`select ${SMARTPHONES} as id`))[0]!.id;
const relevance = async (lang: string) => {
  const res = await t.call('/api/goodscategory/relevanceinfo', {
    category_id: await smartphonesId(),
    category_level: 3,
    lang,
  });
  return catalog.relevanceInfoSchema.parse(res.body.data);
};

describe('attribute filters across listing languages', () => {
  it('the smartphones are written with attribute names in two languages', async () => {
    const names = await rows<{ name: string }>(
      `select distinct a->>'attr_name' as name from goods, jsonb_array_elements(goods_attr_format) a
        where category_id = ${SMARTPHONES} and ${listed}`,
    );
    expect(names.map((n) => n.name)).toEqual(expect.arrayContaining(['Screen size', '屏幕尺寸']));
  });

  it('shows each attribute once, named in the request language', async () => {
    for (const [lang, screen, other] of [
      ['en-us', 'Screen size', '屏幕尺寸'],
      ['zh-cn', '屏幕尺寸', 'Screen size'],
      ['ru', 'Диагональ экрана', 'Screen size'],
    ] as const) {
      const names = (await relevance(lang)).attribute_list.map((a) => a.attr_name);
      expect(new Set(names).size, `${lang}: ${names.join(', ')}`).toBe(names.length);
      expect(names).toContain(screen);
      expect(names).not.toContain(other);
    }
    const zh = (await relevance('zh-cn')).attribute_list.find((a) => a.attr_name === '屏幕尺寸')!;
    const values = zh.child.map((v) => v.attr_value_name);
    expect(new Set(values).size).toBe(values.length);
    expect(values).toContain('6.7英寸');
    expect(values).not.toContain('6.7"');
  });

  it('a value of the shared attribute finds the goods of both languages', async () => {
    const [shared] = await rows<{ attr_id: number; attr_value_id: number; n: number }>(
      `select (a->>'attr_id')::int attr_id, (a->>'attr_value_id')::int attr_value_id, count(*)::int n
         from goods, jsonb_array_elements(goods_attr_format) a
        where category_id = ${SMARTPHONES} and ${listed}
        group by 1, 2 having count(distinct a->>'attr_value_name') > 1 order by 3 desc limit 1`,
    );
    expect(shared, 'a value written in two languages').toBeDefined();
    const res = await t.call('/api/goodssku/page', {
      category_id: await smartphonesId(),
      category_level: 3,
      page_size: 100,
      attr: JSON.stringify([{ attr_id: shared!.attr_id, attr_value_id: shared!.attr_value_id }]),
    });
    expect(res.body.code, res.body.message).toBe(0);
    const names: string[] = res.body.data.list.map((g: { goods_name: string }) => g.goods_name);
    expect(names).toHaveLength(shared!.n);
    expect(names.some((n) => /\p{Script=Han}/u.test(n))).toBe(true);
    expect(names.some((n) => /^[\x20-\x7e]+$/.test(n))).toBe(true);
  });

  it('the goods page names the attributes in the request language', async () => {
    const [g] = await rows<{ sku_id: number }>(
      `select sku_id from goods where category_id = ${SMARTPHONES} and ${listed}
          and goods_attr_format @> '[{"attr_name": "Screen size"}]' limit 1`,
    );
    const detail = async (lang: string) =>
      JSON.parse(
        (await t.call('/api/goodssku/detail', { sku_id: g!.sku_id, lang })).body.data.goods_sku_detail
          .goods_attr_format,
      ) as catalog.GoodsAttr[];
    expect((await detail('zh-cn')).map((a) => a.attr_name)).toContain('屏幕尺寸');
    expect((await detail('en-us')).map((a) => a.attr_name)).toContain('Screen size');
  });
});
