import { catalog, SEARCH_KEYWORD_MAX } from '@mall/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../test/test-app.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

// PGlite and node-postgres both answer { rows }; the Db type shared by the two drivers cannot say so.
const rows = async <T>(q: string) => ((await t.database.db.execute(q)) as unknown as { rows: T[] }).rows;
const page = async (body: Record<string, unknown>) => {
  const res = await t.call('/api/goodssku/page', body);
  expect(res.body.code, JSON.stringify(res.body)).toBe(0);
  return catalog.goodsPageSchema.parse(res.body.data);
};
const LISTED = `g.goods_state = 1 and g.verify_state = 1 and g.is_delete = 0`;

/** "Smartphones" in each language, as the shopper of that language would type "phone". */
const PHONE_WORDS: [string, string][] = [
  ['zh-cn', '手机'],
  ['zh-tw', '手機'],
  ['en-us', 'phone'],
  ['ko-kr', '휴대폰'],
  ['ru', 'телефон'],
];

describe('search across languages', () => {
  let smartphones: { id: number; goods: number; names: string[] };
  beforeAll(async () => {
    const [leaf] = await rows<{ id: number }>(
      `select category_id id from goods_category where category_name = 'Smartphones' and level = 3`,
    );
    const goods = await rows<{ goods_name: string }>(
      `select g.goods_name from goods g join shop s on s.site_id = g.site_id
       where g.category_id_3 = ${leaf!.id} and s.shop_status = 1 and ${LISTED}`,
    );
    smartphones = { id: leaf!.id, goods: goods.length, names: goods.map((g) => g.goods_name) };
  });

  it('has smartphones named in several languages, most without the searched word', () => {
    expect(smartphones.goods).toBeGreaterThan(3);
    for (const [, word] of PHONE_WORDS)
      expect(smartphones.names.filter((n) => !n.toLowerCase().includes(word)).length, word).toBeGreaterThan(
        0,
      );
  });

  for (const [lang, word] of PHONE_WORDS)
    it(`"${word}" (${lang}) finds every smartphone, whatever language it is named in`, async () => {
      const inLeaf = await page({ keyword: word, category_id: smartphones.id, page_size: 100 });
      expect(inLeaf.count).toBe(smartphones.goods);
      const everywhere = await page({ keyword: word, page_size: 20 });
      expect(everywhere.count).toBeGreaterThanOrEqual(smartphones.goods);
    });

  it('finds the goods of a brand by the brand name, even where the goods text does not carry it', async () => {
    const [brand] = await rows<{ brand_id: number; n: number }>(
      `select g.brand_id, count(*)::int n from goods g join shop s on s.site_id = g.site_id
       where g.brand_id > 0 and s.shop_status = 1 and ${LISTED} group by 1 order by 2 desc limit 1`,
    );
    await t.database.db.execute(
      `update goods_brand set brand_name = 'Qwyzzo' where brand_id = ${brand!.brand_id}`,
    );
    expect((await page({ keyword: 'QWYZZO', page_size: 1 })).count).toBe(brand!.n);
  });

  it('finds the goods of a brand by its name in another language', async () => {
    const [brand] = await rows<{ brand_id: number; n: number }>(
      `select g.brand_id, count(*)::int n from goods g join shop s on s.site_id = g.site_id
       where g.brand_id > 0 and s.shop_status = 1 and ${LISTED} group by 1 order by 2 desc offset 1 limit 1`,
    );
    await t.database.db.execute(
      `update goods_brand set i18n = jsonb_set(i18n, '{ru}', '{"brand_name": "Квыззо"}')
       where brand_id = ${brand!.brand_id}`,
    );
    expect((await page({ keyword: 'квыззо', page_size: 1 })).count).toBe(brand!.n);
  });

  it(`refuses a keyword over ${SEARCH_KEYWORD_MAX} characters with the limit, in the shopper's language`, async () => {
    const ok = await t.call('/api/goodssku/page', { keyword: '手'.repeat(SEARCH_KEYWORD_MAX) });
    expect(ok.body.code).toBe(0);
    for (const [lang, text] of [
      ['en-us', `at most ${SEARCH_KEYWORD_MAX} characters`],
      ['zh-cn', `最多 ${SEARCH_KEYWORD_MAX} 个字符`],
      ['ru', `не больше ${SEARCH_KEYWORD_MAX} символов`],
    ] as const)
      for (const keyword of ['手'.repeat(SEARCH_KEYWORD_MAX + 1), 'x'.repeat(10_000)]) {
        const res = await t.call('/api/goodssku/page', { keyword, lang });
        expect(res.body.error_code).toBe('PARAMETER_ERROR');
        expect(res.body.message).toContain(text);
      }
  });
});
