import type { GoodsListOrder, GoodsPageQuery, SortDir } from '../../api/catalog-types.ts';

/**
 * The goods list keeps its whole state in the URL (back/forward and reload keep the filters):
 * keyword, category_id, level, brand, min_price, max_price, attr ("attr_id:value_id,…"), order, sort, page.
 */
export interface ListParams {
  keyword: string;
  categoryId?: number;
  level?: number;
  brandId?: number;
  minPrice: string;
  maxPrice: string;
  attrs: { attr_id: number; attr_value_id: number }[];
  order: GoodsListOrder;
  sort: SortDir;
  page: number;
  shopCategoryId?: number;
}

export const LIST_PAGE_SIZE = 20;
const MONEY = /^\d{1,9}(\.\d{1,2})?$/;

const positiveInt = (v: string | null): number | undefined => {
  if (!v || !/^\d{1,9}$/.test(v)) return undefined;
  const n = Number(v);
  return n > 0 ? n : undefined;
};

const money = (v: string | null) => (v && MONEY.test(v) ? v : '');

function parseAttrs(v: string | null): ListParams['attrs'] {
  if (!v) return [];
  return v
    .split(',')
    .map((pair) => pair.split(':').map((x) => positiveInt(x)))
    .filter((p): p is [number, number] => p.length === 2 && p[0] !== undefined && p[1] !== undefined)
    .map(([attr_id, attr_value_id]) => ({ attr_id, attr_value_id }))
    .slice(0, 20);
}

/** Reads the URL leniently: a value the server would refuse is dropped instead of breaking the page. */
export function readListParams(search: URLSearchParams): ListParams {
  const order = search.get('order');
  const level = positiveInt(search.get('level'));
  return {
    // Never cut: an overlong keyword goes to the server, whose refusal states the search box's limit.
    keyword: (search.get('keyword') ?? '').trim(),
    categoryId: positiveInt(search.get('category_id')),
    level: level && level <= 3 ? level : undefined,
    brandId: positiveInt(search.get('brand')),
    minPrice: money(search.get('min_price')),
    maxPrice: money(search.get('max_price')),
    attrs: parseAttrs(search.get('attr')),
    order: order === 'sale_num' || order === 'discount_price' ? order : '',
    sort: search.get('sort') === 'asc' ? 'asc' : 'desc',
    page: positiveInt(search.get('page')) ?? 1,
    shopCategoryId: positiveInt(search.get('shop_category_id')),
  };
}

/** Writes changes into the URL; any change but the page itself starts again on page 1. */
export function writeListParams(
  search: URLSearchParams,
  change: Partial<
    Record<
      | 'keyword'
      | 'category_id'
      | 'level'
      | 'brand'
      | 'min_price'
      | 'max_price'
      | 'attr'
      | 'order'
      | 'sort'
      | 'page'
      | 'shop_category_id',
      string | number | undefined
    >
  >,
): URLSearchParams {
  const next = new URLSearchParams(search);
  for (const [key, value] of Object.entries(change)) {
    if (value === undefined || value === '') next.delete(key);
    else next.set(key, String(value));
  }
  if (!('page' in change)) next.delete('page');
  return next;
}

export const attrsToParam = (attrs: ListParams['attrs']) =>
  attrs.map((a) => `${a.attr_id}:${a.attr_value_id}`).join(',');

/** The goods page call for these params (order '' is the comprehensive sort). */
export function toGoodsQuery(p: ListParams, extra: Partial<GoodsPageQuery> = {}): GoodsPageQuery {
  return {
    keyword: p.keyword || undefined,
    category_id: p.categoryId,
    category_level: p.categoryId ? (p.level ?? 1) : undefined,
    brand_id: p.brandId,
    min_price: p.minPrice || undefined,
    max_price: p.maxPrice || undefined,
    attr: p.attrs.length ? JSON.stringify(p.attrs) : undefined,
    order: p.order || undefined,
    sort: p.order ? p.sort : undefined,
    shop_category_id: p.shopCategoryId,
    page: p.page,
    page_size: LIST_PAGE_SIZE,
    ...extra,
  };
}
