import { and, asc, desc, eq, gte, inArray, lte, notInArray, sql, type SQL } from 'drizzle-orm';
import type { AnyPgColumn } from 'drizzle-orm/pg-core';
import type { Db } from '../../db/client.ts';
import { goodsSku, shop, shopGoodsCategory } from '../../db/schema/index.ts';
import { containsPattern } from '../../platform/search-grams.ts';
import { skuCardColumns, type SkuCardRow } from './catalog.repository.ts';

export interface GoodsFilter {
  websiteId: number;
  search?: { words: string[]; grams: string[] };
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

function conditions(f: GoodsFilter): SQL[] {
  const c: SQL[] = [...LISTED, eq(shop.shopStatus, 1)];
  if (f.websiteId > 0) c.push(eq(goodsSku.websiteId, f.websiteId));
  if (f.search) {
    c.push(sql`${goodsSku.searchGrams} @> ${textArrayParam(f.search.grams)}`);
    for (const w of f.search.words) c.push(sql`${goodsSku.searchText} like ${containsPattern(w)}`);
  }
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
 * A keyword search orders by `column + 0`, which no index can deliver: otherwise the planner may walk a whole
 * ordered index hoping to meet 20 matches soon, which for a rare word (or none) visits every listed goods —
 * measured on the large catalogue (bench, PostgreSQL): '手机' and a word matching nothing went from 1 req/s to
 * 348 and 967 req/s once the planner had statistics and could no longer take that path.
 */
function ordering(o: GoodsOrder, searching: boolean): SQL[] {
  const dir = o.dir === 'asc' ? asc : desc;
  const col = (c: AnyPgColumn) => (searching ? sql`${c} + 0` : c);
  if (o.by === 'sale_num') return [dir(col(goodsSku.saleNum)), dir(goodsSku.skuId)];
  if (o.by === 'discount_price') return [dir(col(goodsSku.discountPrice)), dir(goodsSku.skuId)];
  // Comprehensive: the most viewed first (views move with interest sooner than sales do).
  return [desc(col(goodsSku.clickNum)), desc(goodsSku.skuId)];
}

/** One page of goods cards: one query, with the shop joined for its name and open state. */
export function selectGoodsPage(
  db: Db,
  f: GoodsFilter,
  o: GoodsOrder,
  page: { limit: number; offset: number },
): Promise<SkuCardRow[]> {
  return db
    .select(skuCardColumns)
    .from(goodsSku)
    .innerJoin(shop, eq(shop.siteId, goodsSku.siteId))
    .where(and(...conditions(f)))
    .orderBy(...ordering(o, f.search !== undefined))
    .limit(page.limit)
    .offset(page.offset) as Promise<SkuCardRow[]>;
}

export async function countGoods(db: Db, f: GoodsFilter): Promise<number> {
  const [row] = await db
    .select({ n: sql<number>`count(*)::int` })
    .from(goodsSku)
    .innerJoin(shop, eq(shop.siteId, goodsSku.siteId))
    .where(and(...conditions(f)));
  return row?.n ?? 0;
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
