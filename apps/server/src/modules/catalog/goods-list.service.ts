import {
  LIST_DEPTH_MAX,
  moneyToCents,
  SEARCH_KEYWORD_MAX,
  toPaged,
  type catalog,
  type Paged,
} from '@mall/contracts';
import type { Db } from '../../db/client.ts';
import { AppError } from '../../platform/errors.ts';
import { platformCouponGoodsScope, shopCouponGoodsScope, type CouponGoodsScope } from '../coupon/index.ts';
import type { ReadCache } from '../../platform/read-cache.ts';
import { searchQuery } from '../../platform/search-grams.ts';
import { selectCategoriesByIds } from './catalog.repository.ts';
import { nextDiscountChange, toSkuCard } from './catalog.service.ts';
import type { SkuCardRow } from './catalog.repository.ts';
import { toRawJson, type RawJson } from '../../platform/raw-json.ts';
import {
  countGoodsUpTo,
  estimateGoods,
  selectGoodsPage,
  selectShopCategory,
  selectSkuPlacement,
  type GoodsFilter,
  type GoodsOrder,
  type SearchPath,
} from './goods-list.repository.ts';
import { labelsForWords } from './search-labels.service.ts';

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
  cache: ReadCache,
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
    // Refused rather than cut: a cut query would search for something the shopper did not type.
    if (Array.from(input.keyword).length > SEARCH_KEYWORD_MAX)
      throw new AppError('PARAMETER_ERROR', 'SEARCH_KEYWORD_TOO_LONG', {
        params: { max: SEARCH_KEYWORD_MAX },
      });
    const words = searchQuery(input.keyword);
    if (words.length === 0) return null;
    const labels = await labelsForWords(
      db,
      cache,
      words.map((w) => w.word),
    );
    f.search = words.map((w, i) => ({ ...w, labels: labels[i]! }));
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
 * Below this many matches a search sorts what the n-gram index hands over; from it on, the ordering's index
 * is walked (at least one entry in LIST_DEPTH_MAX / SEARCH_SORT_BOUND matches, so a page is found soon).
 */
export const SEARCH_SORT_BOUND = 2_000;

/** Matches, exact up to LIST_DEPTH_MAX and the planner's estimate past it (never below the bound). */
async function boundedCount(db: Db, f: GoodsFilter): Promise<{ count: number; exact: number }> {
  const exact = await countGoodsUpTo(db, f, LIST_DEPTH_MAX);
  if (exact <= LIST_DEPTH_MAX) return { count: exact, exact };
  return { count: Math.max(exact, await estimateGoods(db, f)), exact };
}

/**
 * How long a list page is served from ready bytes: long enough that a popular page (a category's first page,
 * a common word) is built once for thousands of views, short enough that its stock and sales figures are
 * seconds old at most. Prices are never stale: a page leaves the cache when one of its discounts starts or
 * ends (nextDiscountChange), and a merchant's goods change clears it (merchant-goods.routes.ts).
 */
export const LIST_PAGE_TTL_MS = 2_000;

/** /api/goodssku/page from the goods cache: the answer's bytes, kept until a price on it would change. */
export function cachedGoodsPage(
  db: Db,
  cache: ReadCache,
  input: catalog.GoodsPageRequest,
  websiteId: number,
): Promise<RawJson> {
  const key = `goods-page:${websiteId}:${JSON.stringify(input)}`;
  return cache
    .get(
      key,
      async () => {
        const { page, rows } = await goodsPageWithRows(db, cache, input, websiteId);
        const change = nextDiscountChange(rows);
        return { raw: toRawJson(page), until: change === undefined ? undefined : change * 1000 };
      },
      { ttlMs: LIST_PAGE_TTL_MS, until: (answer) => answer.until },
    )
    .then((answer) => answer.raw);
}

/**
 * /api/goodssku/page, built. The bounded count (kept in the read cache) comes first: it says whether there is
 * anything to fetch and, for a search, which path finds the page (see SearchPath). Pages end at
 * LIST_DEPTH_MAX rows, so no request walks further than that into a list. The rows come back too: their
 * discount windows say how long the page may be kept.
 */
async function goodsPageWithRows(
  db: Db,
  cache: ReadCache,
  input: catalog.GoodsPageRequest,
  websiteId: number,
): Promise<{ page: Paged<Card>; rows: SkuCardRow[] }> {
  const plan = await planGoodsPage(db, cache, input, websiteId);
  if (!plan) return { page: EMPTY(input.page_size), rows: [] };
  const { limit, offset, count, exact } = plan;
  const paged = (rows: Card[]) => ({
    ...toPaged(rows, count, limit),
    page_count: Math.min(Math.ceil(count / limit), Math.floor(LIST_DEPTH_MAX / limit)),
  });
  if (offset >= Math.min(exact, LIST_DEPTH_MAX)) return { page: paged([]), rows: [] };
  const rows = await selectGoodsPage(db, plan.filter, plan.order, { limit, offset }, plan.path);
  return { page: paged(rows.map(toSkuCard)), rows };
}

/** What a goods page will run (goods-list-plans.test.ts explains these same queries); null: nothing to find. */
export async function planGoodsPage(
  db: Db,
  cache: ReadCache,
  input: catalog.GoodsPageRequest,
  websiteId: number,
) {
  const filter = await toFilter(db, cache, input, websiteId);
  if (!filter) return null;
  const { count, exact } = await cache.get(`goods-count:${JSON.stringify(filter)}`, () =>
    boundedCount(db, filter),
  );
  const path: SearchPath = filter.search && exact < SEARCH_SORT_BOUND ? 'grams' : 'walk';
  const order: GoodsOrder = { by: input.order, dir: input.sort };
  const limit = input.page_size;
  return { filter, order, path, count, exact, limit, offset: (input.page - 1) * limit };
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
  const offset = Math.min((input.page - 1) * limit, LIST_DEPTH_MAX);
  const [rows, { count }] = await Promise.all([
    selectGoodsPage(db, filter, order, { limit, offset }),
    boundedCount(db, filter),
  ]);
  return toPaged(rows.map(toSkuCard), count, limit);
}
