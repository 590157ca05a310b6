import { and, asc, desc, eq, gte, inArray, lte, notInArray, or, sql, type SQL } from 'drizzle-orm';
import type { AnyPgColumn } from 'drizzle-orm/pg-core';
import type { Db } from '../../db/client.ts';
import { goodsSku, shop, shopGoodsCategory } from '../../db/schema/index.ts';
import { containsPattern, type QueryWord } from '../../platform/search-grams.ts';
import { skuCardColumns, type SkuCardRow } from './catalog.repository.ts';
import type { WordLabels } from './search-labels.service.ts';

export interface GoodsFilter {
  websiteId: number;
  /** Every word must occur in the goods' name or keywords, or in its category's or brand's name. */
  search?: (QueryWord & { labels: WordLabels })[];
  category?: { id: number; level: 1 | 2 | 3 };
  brandId?: number;
  siteId?: number;
  /** Goods of these shops only (a coupon's shops); an empty list matches nothing. */
  siteIds?: number[];
  /** Only these goods, or all but these (a coupon's goods rule). */
  goodsIds?: number[];
  exceptGoodsIds?: number[];
  shopCategory?: { id: number; level: 1 | 2 };
  minCents?: number;
  maxCents?: number;
  attrs?: { attr_id: number; attr_value_id: number }[];
  isFreeShipping?: number;
  isOwn?: number;
  /** Left out of the list (the goods being viewed, for recommendations). */
  excludeGoodsId?: number;
}
export type GoodsOrder = { by: '' | 'sale_num' | 'discount_price'; dir: 'asc' | 'desc' };
/**
 * How a search finds its page. 'grams': the n-gram GIN index hands over every match, which are sorted; only
 * taken when the bounded count says the matches are few. 'walk': the ordering's covering index is walked in
 * order, each entry checked against the words (search_text is in the index), until the page is full; for a
 * common word that stops after a few hundred entries, and no row outside the page is read from the table.
 */
export type SearchPath = 'grams' | 'walk';
const ORDER_COMPREHENSIVE: GoodsOrder = { by: '', dir: 'desc' };

/** A PostgreSQL array literal sent as one bound parameter (never spliced into the SQL text). */
const textArrayParam = (values: string[]) =>
  sql`${`{${values.map((v) => `"${v.replace(/["\\]/g, '\\$&')}"`).join(',')}}`}::text[]`;

/** The same clauses as the partial indexes' predicate (schema LISTED), so the planner can use them. */
const LISTED = [
  eq(goodsSku.isDefault, 1),
  eq(goodsSku.goodsState, 1),
  eq(goodsSku.verifyState, 1),
  eq(goodsSku.isDelete, 0),
];
const CATEGORY_COLUMN = { 1: goodsSku.categoryId1, 2: goodsSku.categoryId2, 3: goodsSku.categoryId3 };
const SHOP_CATEGORY_COLUMN = { 1: goodsSku.shopCategoryId1, 2: goodsSku.shopCategoryId2 };

/** One query word: in the goods' own text, or in the name of its category or brand in any language. */
function wordCondition(w: QueryWord & { labels: WordLabels }, path: SearchPath): SQL {
  const inText = sql`${goodsSku.searchText} like ${containsPattern(w.word)}`;
  const own =
    path === 'grams' ? sql`(${goodsSku.searchGrams} @> ${textArrayParam(w.grams)} and ${inText})` : inText;
  const { categoryIds2, categoryIds3, brandIds } = w.labels;
  const via: SQL[] = [];
  if (categoryIds2.length) via.push(inArray(goodsSku.categoryId2, categoryIds2));
  if (categoryIds3.length) via.push(inArray(goodsSku.categoryId3, categoryIds3));
  if (brandIds.length) via.push(inArray(goodsSku.brandId, brandIds));
  return via.length ? (or(own, ...via) as SQL) : own;
}

function conditions(f: GoodsFilter, path: SearchPath): SQL[] {
  const c: SQL[] = [...LISTED, eq(shop.shopStatus, 1)];
  if (f.websiteId > 0) c.push(eq(goodsSku.websiteId, f.websiteId));
  for (const w of f.search ?? []) c.push(wordCondition(w, path));
  if (f.category) c.push(eq(CATEGORY_COLUMN[f.category.level], f.category.id));
  if (f.brandId) c.push(eq(goodsSku.brandId, f.brandId));
  if (f.siteId) c.push(eq(goodsSku.siteId, f.siteId));
  if (f.siteIds) c.push(f.siteIds.length ? inArray(goodsSku.siteId, f.siteIds) : sql`false`);
  if (f.goodsIds) c.push(f.goodsIds.length ? inArray(goodsSku.goodsId, f.goodsIds) : sql`false`);
  if (f.exceptGoodsIds?.length) c.push(notInArray(goodsSku.goodsId, f.exceptGoodsIds));
  if (f.shopCategory) c.push(eq(SHOP_CATEGORY_COLUMN[f.shopCategory.level], f.shopCategory.id));
  if (f.minCents !== undefined) c.push(gte(goodsSku.discountPrice, f.minCents));
  if (f.maxCents !== undefined) c.push(lte(goodsSku.discountPrice, f.maxCents));
  if (f.isFreeShipping !== undefined) c.push(eq(goodsSku.isFreeShipping, f.isFreeShipping));
  if (f.isOwn !== undefined) c.push(eq(goodsSku.isOwn, f.isOwn));
  if (f.excludeGoodsId) c.push(sql`${goodsSku.goodsId} <> ${f.excludeGoodsId}`);
  for (const a of f.attrs ?? []) {
    const wanted = JSON.stringify([{ attr_id: a.attr_id, attr_value_id: a.attr_value_id }]);
    c.push(
      sql`exists (select 1 from goods g where g.goods_id = ${goodsSku.goodsId} and g.goods_attr_format @> ${wanted}::jsonb)`,
    );
  }
  return c;
}

/**
 * On the 'grams' path the order is `column + 0`, which no index can deliver: otherwise the planner may walk
 * a whole ordered index hoping to meet 20 matches soon, which for a rare word (or none) visits every listed
 * goods. That path is only taken for few matches (the caller's bounded count), so the sort stays small.
 */
function ordering(o: GoodsOrder, path: SearchPath): SQL[] {
  const dir = o.dir === 'asc' ? asc : desc;
  const col = (c: AnyPgColumn) => (path === 'grams' ? sql`${c} + 0` : c);
  if (o.by === 'sale_num') return [dir(col(goodsSku.saleNum)), dir(goodsSku.skuId)];
  if (o.by === 'discount_price') return [dir(col(goodsSku.discountPrice)), dir(goodsSku.skuId)];
  // Comprehensive: the most viewed first (views move with interest sooner than sales do).
  return [desc(col(goodsSku.clickNum)), desc(goodsSku.skuId)];
}

/**
 * The SKU ids of one page. Only columns the covering list indexes carry are read, so the walk is an
 * index-only scan; the cards of the page are fetched afterwards by id.
 */
export function pageIdsQuery(db: Db, f: GoodsFilter, o: GoodsOrder, path: SearchPath) {
  return db
    .select({ skuId: goodsSku.skuId })
    .from(goodsSku)
    .innerJoin(shop, eq(shop.siteId, goodsSku.siteId))
    .where(and(...conditions(f, path)))
    .orderBy(...ordering(o, path));
}

/**
 * One page of goods cards, in the list's order: one round trip, the page's ids found by the index walk in a
 * subquery (its LIMIT keeps it apart), the cards joined to them and the 20 rows put in order again.
 */
export function selectGoodsPage(
  db: Db,
  f: GoodsFilter,
  o: GoodsOrder,
  page: { limit: number; offset: number },
  path: SearchPath = 'walk',
): Promise<SkuCardRow[]> {
  const ids = pageIdsQuery(db, f, o, path).limit(page.limit).offset(page.offset).as('page_ids');
  return db
    .select(skuCardColumns)
    .from(goodsSku)
    .innerJoin(ids, eq(ids.skuId, goodsSku.skuId))
    .innerJoin(shop, eq(shop.siteId, goodsSku.siteId))
    .orderBy(...ordering(o, 'walk')) as Promise<SkuCardRow[]>;
}

/**
 * How many goods match, counting at most `bound + 1` of them: a broad list (the whole catalogue, a big
 * category, a common word) is never counted to its end. Past the bound the caller estimates.
 */
export async function countGoodsUpTo(db: Db, f: GoodsFilter, bound: number): Promise<number> {
  const [row] = await countUpToQuery(db, f, bound);
  return row?.n ?? 0;
}

/**
 * Without words, the matches are taken in the comprehensive order: the planner then counts along an ordered
 * index (index-only) instead of reading the table from its start, which it would otherwise deem cheaper when
 * half the rows match. With words, the n-gram index hands over the matches.
 */
export function countUpToQuery(db: Db, f: GoodsFilter, bound: number) {
  const matches = f.search
    ? matchesQuery(db, f)
    : matchesQuery(db, f).orderBy(...ordering(ORDER_COMPREHENSIVE, 'walk'));
  const bounded = matches.limit(bound + 1).as('matches');
  return db.select({ n: sql<number>`count(*)::int` }).from(bounded);
}

function matchesQuery(db: Db, f: GoodsFilter) {
  return db
    .select({ one: sql`1` })
    .from(goodsSku)
    .innerJoin(shop, eq(shop.siteId, goodsSku.siteId))
    .where(and(...conditions(f, 'grams')));
}

/** The planner's estimate of the matches (from the table's statistics), for counts past the bound. */
export async function estimateGoods(db: Db, f: GoodsFilter): Promise<number> {
  const result = await db.execute(sql`explain (format json) ${matchesQuery(db, f)}`);
  // PGlite and node-postgres both answer { rows }; the plan comes back as parsed JSON or as its text.
  const cell = Object.values((result as unknown as { rows: Record<string, unknown>[] }).rows[0] ?? {})[0];
  const plan = (typeof cell === 'string' ? JSON.parse(cell) : cell) as { Plan?: { 'Plan Rows'?: number } }[];
  return Math.round(plan[0]?.Plan?.['Plan Rows'] ?? 0);
}

export async function selectShopCategory(db: Db, id: number) {
  const [row] = await db
    .select({ siteId: shopGoodsCategory.siteId, level: shopGoodsCategory.level })
    .from(shopGoodsCategory)
    .where(and(eq(shopGoodsCategory.categoryId, id), eq(shopGoodsCategory.isShow, 1)));
  return row;
}

/** Where a SKU sits in the catalogue (its goods and level-3 category), whatever its state. */
export async function selectSkuPlacement(db: Db, skuId: number) {
  const [row] = await db
    .select({ goodsId: goodsSku.goodsId, categoryId3: goodsSku.categoryId3 })
    .from(goodsSku)
    .where(eq(goodsSku.skuId, skuId));
  return row;
}
