import { moneyToCents, toPaged, type catalog, type Paged } from '@mall/contracts';
import type { Db } from '../../db/client.ts';
import { AppError } from '../../platform/errors.ts';
import { platformCouponGoodsScope, shopCouponGoodsScope, type CouponGoodsScope } from '../coupon/index.ts';
import type { ReadCache } from '../../platform/read-cache.ts';
import { searchQuery } from '../../platform/search-grams.ts';
import { selectCategoriesByIds } from './catalog.repository.ts';
import { toSkuCard } from './catalog.service.ts';
import {
  countGoods,
  selectGoodsPage,
  selectShopCategory,
  selectSkuPlacement,
  type GoodsFilter,
  type GoodsOrder,
} from './goods-list.repository.ts';

type Card = catalog.SkuCard;
const EMPTY = (pageSize: number): Paged<Card> => toPaged([], 0, pageSize);

function priceRange(input: catalog.GoodsPageRequest): Pick<GoodsFilter, 'minCents' | 'maxCents'> {
  const minCents = input.min_price === undefined ? undefined : (moneyToCents(input.min_price) ?? undefined);
  const maxCents = input.max_price === undefined ? undefined : (moneyToCents(input.max_price) ?? undefined);
  if (minCents !== undefined && maxCents !== undefined && minCents > maxCents) {
    throw new AppError('PARAMETER_ERROR', 'PRICE_RANGE_INVALID');
  }
  return { minCents, maxCents };
}

/** The scopes of the coupon types the list is asked for, or null when one of them does not exist. */
async function couponScopes(db: Db, input: catalog.GoodsPageRequest): Promise<CouponGoodsScope[] | null> {
  const scopes = await Promise.all([
    input.coupon_type ? shopCouponGoodsScope(db, input.coupon_type) : {},
    input.platform_coupon_type ? platformCouponGoodsScope(db, input.platform_coupon_type) : {},
  ]);
  return scopes.some((s) => s === null) ? null : (scopes as CouponGoodsScope[]);
}

/** Adds a coupon's goods rule to the filter (both coupons' rules must hold when both are given). */
function narrowToCoupon(f: GoodsFilter, scope: CouponGoodsScope): void {
  const both = (a: number[] | undefined, b: number[] | undefined) =>
    a && b ? a.filter((x) => b.includes(x)) : (a ?? b);
  f.siteIds = both(f.siteIds, scope.siteIds);
  f.goodsIds = both(f.goodsIds, scope.goodsIds);
  if (scope.exceptGoodsIds) f.exceptGoodsIds = [...(f.exceptGoodsIds ?? []), ...scope.exceptGoodsIds];
}

/**
 * Turns the request into a filter; answers null when it can match nothing (an unknown or hidden category or
 * shop category, a keyword of punctuation only), so no query runs.
 */
async function toFilter(
  db: Db,
  input: catalog.GoodsPageRequest,
  websiteId: number,
): Promise<GoodsFilter | null> {
  const f: GoodsFilter = {
    websiteId,
    brandId: input.brand_id,
    siteId: input.site_id,
    attrs: input.attr,
    isFreeShipping: input.is_free_shipping,
    isOwn: input.is_own,
    ...priceRange(input),
  };
  if (input.keyword) {
    const search = searchQuery(input.keyword);
    if (search.words.length === 0) return null;
    f.search = search;
  }
  if (input.category_id) {
    let level = input.category_level as 1 | 2 | 3 | undefined;
    if (!level) {
      const [category] = await selectCategoriesByIds(db, [input.category_id]);
      if (!category) return null;
      level = category.level as 1 | 2 | 3;
    }
    f.category = { id: input.category_id, level };
  }
  const scopes = await couponScopes(db, input);
  if (!scopes) return null;
  for (const scope of scopes) narrowToCoupon(f, scope);
  if (input.shop_category_id) {
    const sc = await selectShopCategory(db, input.shop_category_id);
    if (!sc || (input.site_id && sc.siteId !== input.site_id)) return null;
    f.siteId = sc.siteId;
    f.shopCategory = { id: input.shop_category_id, level: sc.level === 1 ? 1 : 2 };
  }
  return f;
}

/**
 * /api/goodssku/page: one query for the cards and one for the count, whatever the filters. A page of cards
 * is an index walk of page_size rows, but counting a broad list (the whole catalogue, a big category, a common
 * word) visits every match, so counts are kept in the read cache (bench/RESULTS.md: large catalogue).
 */
export async function goodsPage(
  db: Db,
  cache: ReadCache,
  input: catalog.GoodsPageRequest,
  websiteId: number,
): Promise<Paged<Card>> {
  const filter = await toFilter(db, input, websiteId);
  if (!filter) return EMPTY(input.page_size);
  const order: GoodsOrder = { by: input.order, dir: input.sort };
  const limit = input.page_size;
  const [rows, count] = await Promise.all([
    selectGoodsPage(db, filter, order, { limit, offset: (input.page - 1) * limit }),
    cache.get(`goods-count:${JSON.stringify(filter)}`, () => countGoods(db, filter)),
  ]);
  return toPaged(rows.map(toSkuCard), count, limit);
}

/**
 * /api/goodssku/recommend: best sellers of the viewed goods' level-3 category (without it), or of the
 * whole mall when no SKU is given or it is unknown.
 */
export async function recommendGoods(
  db: Db,
  input: { page: number; page_size: number; sku_id?: number },
  websiteId: number,
): Promise<Paged<Card>> {
  const filter: GoodsFilter = { websiteId };
  if (input.sku_id) {
    const viewed = await selectSkuPlacement(db, input.sku_id);
    if (viewed) {
      filter.category = { id: viewed.categoryId3, level: 3 };
      filter.excludeGoodsId = viewed.goodsId;
    }
  }
  const order: GoodsOrder = { by: 'sale_num', dir: 'desc' };
  const limit = input.page_size;
  const [rows, count] = await Promise.all([
    selectGoodsPage(db, filter, order, { limit, offset: (input.page - 1) * limit }),
    countGoods(db, filter),
  ]);
  return toPaged(rows.map(toSkuCard), count, limit);
}
