import { catalog } from '@mall/contracts';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createReadCache } from '../../platform/read-cache.ts';
import { createTestApp, type TestApp } from '../../test/test-app.ts';
import { countUpToQuery, pageIdsQuery } from './goods-list.repository.ts';
import { planGoodsPage, SEARCH_SORT_BOUND } from './goods-list.service.ts';

/**
 * Every goods list and search query, EXPLAINed on the large catalogue's shape (runs on PostgreSQL when
 * DATABASE_URL is set, else on PGlite). The demo catalogue is copied until ~60,000 goods are listed and the
 * tables are analysed, so the planner sees what it sees on the 100,000-goods seed: with a few thousand rows
 * a sequential scan is honestly cheapest and would hide a missing index, so no enable_* setting is touched
 * here, the plans are the ones production would get. A test fails on a sequential scan of goods or goods_sku,
 * and on a sort of the matches, except where the sort is small by construction: a page on the n-gram path
 * (fewer matches than SEARCH_SORT_BOUND) and a bounded count (never more than its bound).
 */
const LISTED_GOAL = 60_000;
const COUNT_BOUND = 10_000;

let t: TestApp;
// PGlite and node-postgres both answer { rows }; the Db type shared by the two drivers cannot say so.
const rows = async <T>(q: string) => ((await t.database.db.execute(q)) as unknown as { rows: T[] }).rows;

beforeAll(async () => {
  t = await createTestApp();
  const columns = (
    await rows<{ column_name: string }>(
      `select column_name from information_schema.columns
       where table_name = 'goods_sku' and column_name <> 'sku_id' order by ordinal_position`,
    )
  )
    .map((c) => `"${c.column_name}"`)
    .join(', ');
  const [{ n }] = (await rows<{ n: number }>(
    `select count(*)::int n from goods_sku where is_default = 1`,
  )) as [{ n: number }];
  const copies = Math.ceil(LISTED_GOAL / n);
  // Copies keep their names, categories and shops, so words and filters match in the seed's proportions;
  // their popularity, sales and prices are spread so the orderings are not all ties.
  // On the connection the seed uses (no pool statement timeout): one long insert, then what the large seed
  // ends with, VACUUM ANALYZE, which gives the planner statistics and index-only scans their visibility map.
  await t.database.exclusive(async (db) => {
    await db.execute(`
      insert into goods_sku (${columns})
      select ${columns.replace('"click_num"', '(click_num + k * 7) % 5000').replace('"sale_num"', '(sale_num + k * 13) % 9000')}
      from goods_sku, generate_series(1, ${copies}) k`);
    await db.execute('vacuum analyze goods_sku');
    await db.execute('vacuum analyze shop');
  });
}, 600_000);
afterAll(() => t.close());

interface PlanNode {
  'Node Type': string;
  'Relation Name'?: string;
  'Sort Key'?: string[];
  'Plan Rows'?: number;
  Plans?: PlanNode[];
}
const nodes = (p: PlanNode): PlanNode[] => [p, ...(p.Plans ?? []).flatMap(nodes)];

async function explain(query: { getSQL: () => unknown }): Promise<PlanNode> {
  const result = await t.database.db.execute(sql`explain (format json) ${query as never}`);
  const cell = Object.values((result as unknown as { rows: Record<string, unknown>[] }).rows[0]!)[0];
  return ((typeof cell === 'string' ? JSON.parse(cell) : cell) as { Plan: PlanNode }[])[0]!.Plan;
}

/**
 * A sequential scan of the goods, or a sort of more rows than `sortLimit`. The page walks its index (no sort),
 * except on the n-gram path; the bounded count may sort what it counts when the planner expects fewer matches
 * than the bound (on PostgreSQL a bitmap scan of a category then beats walking its index): that sort never
 * holds more than bound + 1 rows, a large category or brand must still be walked.
 */
function problems(plan: PlanNode, sortLimit: number): string[] {
  return nodes(plan).flatMap((n) => {
    if (n['Node Type'] === 'Seq Scan' && ['goods', 'goods_sku'].includes(n['Relation Name'] ?? ''))
      return [`sequential scan of ${n['Relation Name']}`];
    if (n['Node Type'] === 'Sort' && (n['Plan Rows'] ?? Infinity) > sortLimit)
      return [`sort of ${n['Plan Rows']} matches by ${n['Sort Key']?.join(', ')}`];
    return [];
  });
}

const REQUESTS: Record<string, unknown>[] = [
  { page: 1, page_size: 20 },
  { page: 50, page_size: 20, order: 'discount_price', sort: 'asc' },
  { order: 'sale_num' },
  { order: 'discount_price', sort: 'desc' },
  ...[1, 2, 3].flatMap((level) =>
    ['', 'sale_num', 'discount_price'].map((order) => ({ category_level: level, order, page_size: 20 })),
  ),
  { brand: true },
  { brand: true, order: 'sale_num' },
  { keyword: 'phone', page_size: 20 },
  { keyword: 'phone', order: 'sale_num' },
  { keyword: 'phone', order: 'discount_price', sort: 'asc', page: 10 },
  { keyword: 'wireless earbuds' },
  { keyword: '手机' },
  { keyword: '휴대폰', order: 'sale_num' },
  { keyword: 'телефон' },
  { keyword: 'zqxjv' },
  { keyword: 'phone', min_price: '10.00', max_price: '500.00' },
];

describe('list and search plans on the large shape', () => {
  let categories: Record<number, number>;
  let brandId: number;
  beforeAll(async () => {
    const pick = async (level: number) =>
      (
        await rows<{ id: number }>(
          `select category_id_${level} id from goods_sku where is_default = 1 group by 1 order by count(*) desc limit 1`,
        )
      )[0]!.id;
    categories = { 1: await pick(1), 2: await pick(2), 3: await pick(3) };
    brandId = (
      await rows<{ id: number }>(
        `select brand_id id from goods_sku where is_default = 1 and brand_id > 0 group by 1 order by count(*) desc limit 1`,
      )
    )[0]!.id;
  });

  for (const request of REQUESTS)
    it(`no sequential scan and no sort of all matches: ${JSON.stringify(request)}`, async () => {
      const {
        brand,
        category_level: level,
        ...rest
      } = request as { brand?: boolean; category_level?: number };
      const body = {
        ...rest,
        ...(level ? { category_id: categories[level], category_level: level } : {}),
        ...(brand ? { brand_id: brandId } : {}),
      };
      const input = catalog.goodsPageRequest.parse(body);
      const plan = (await planGoodsPage(t.database.db, createReadCache(0), input, 0))!;
      expect(plan).not.toBeNull();
      if (plan.path === 'grams') expect(plan.exact).toBeLessThan(SEARCH_SORT_BOUND);
      const page = pageIdsQuery(t.database.db, plan.filter, plan.order, plan.path)
        .limit(plan.limit)
        .offset(plan.offset);
      expect(problems(await explain(page), plan.path === 'grams' ? Infinity : 0), 'page').toEqual([]);
      expect(
        problems(await explain(countUpToQuery(t.database.db, plan.filter, COUNT_BOUND)), COUNT_BOUND + 1),
        'count',
      ).toEqual([]);
    });

  it('walks a common word in order and sorts a rare one', async () => {
    const plan = async (keyword: string) =>
      (await planGoodsPage(
        t.database.db,
        createReadCache(0),
        catalog.goodsPageRequest.parse({ keyword }),
        0,
      ))!;
    expect((await plan('phone')).path).toBe('walk');
    expect((await plan('zqxjv')).path).toBe('grams');
  });
});
