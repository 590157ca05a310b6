import { centsToMoney, type catalog, type Lang } from '@mall/contracts';
import type { Db } from '../../db/client.ts';
import { pickI18n } from '../../platform/i18n/translate.ts';
import {
  selectBrandsByIds,
  selectBuyableSkus,
  selectCategoriesByIds,
  selectVisibleCategories,
  type CategoryRow,
  type SkuCardRow,
} from './catalog.repository.ts';

type CategoryNode = catalog.CategoryNode;

function toCategoryNode(row: CategoryRow, lang: Lang, withImage: boolean): CategoryNode {
  return {
    category_id: row.categoryId,
    category_name: pickI18n(row.i18n, lang, 'category_name', row.categoryName),
    short_name: pickI18n(row.i18n, lang, 'short_name', row.shortName),
    pid: row.pid,
    level: row.level,
    image: withImage ? row.image : '',
    image_adv: withImage ? row.imageAdv : '',
    category_id_1: row.categoryId1,
    category_id_2: row.categoryId2,
    category_id_3: row.categoryId3,
    child_list: [],
  };
}

/** Builds the tree in one pass over one query; children keep the query's order (sort desc). */
export async function categoryTree(
  db: Db,
  level: number,
  template: number,
  lang: Lang,
): Promise<CategoryNode[]> {
  const rows = await selectVisibleCategories(db, level);
  const nodes = new Map<number, CategoryNode>();
  for (const row of rows) nodes.set(row.categoryId, toCategoryNode(row, lang, template !== 1));
  const roots: CategoryNode[] = [];
  for (const row of rows) {
    const node = nodes.get(row.categoryId)!;
    if (row.level === 1) roots.push(node);
    else nodes.get(row.pid)?.child_list.push(node);
  }
  return roots;
}

/**
 * The price paid now: a limited-time discount (promotion_type 1) counts only inside its window, so a card
 * never shows an expired discount even before anything resets the column.
 */
export function effectiveDiscount(
  r: Pick<SkuCardRow, 'price' | 'discountPrice' | 'promotionType' | 'startTime' | 'endTime'>,
  now = Math.floor(Date.now() / 1000),
): number {
  if (r.promotionType !== 1) return r.discountPrice;
  return now >= r.startTime && now < r.endTime ? r.discountPrice : r.price;
}

/**
 * The next instant (epoch seconds) at which a limited-time discount among these rows starts or ends, so a
 * cached answer showing them is dropped then; undefined when none will.
 */
export function nextDiscountChange(
  rows: readonly Pick<SkuCardRow, 'promotionType' | 'startTime' | 'endTime'>[],
  now = Math.floor(Date.now() / 1000),
): number | undefined {
  let next: number | undefined;
  for (const r of rows) {
    if (r.promotionType !== 1) continue;
    const change = now < r.startTime ? r.startTime : now < r.endTime ? r.endTime : undefined;
    if (change !== undefined && (next === undefined || change < next)) next = change;
  }
  return next;
}

export function toSkuCard(r: SkuCardRow): catalog.SkuCard {
  return {
    goods_id: r.goodsId,
    sku_id: r.skuId,
    sku_name: r.skuName,
    goods_name: r.goodsName,
    price: centsToMoney(r.price),
    market_price: centsToMoney(r.marketPrice),
    discount_price: centsToMoney(effectiveDiscount(r)),
    stock: r.stock,
    sale_num: r.saleNum,
    sku_image: r.skuImage,
    goods_image: r.skuImages || r.skuImage,
    site_id: r.siteId,
    site_name: r.siteName,
    website_id: r.websiteId,
    is_own: r.isOwn,
    is_free_shipping: r.isFreeShipping,
    is_virtual: r.isVirtual,
    introduction: '',
    // An ended limited-time discount is no promotion any more.
    promotion_type: r.promotionType === 1 && effectiveDiscount(r) === r.price ? 0 : r.promotionType,
  };
}

/** Goods cards for the given ids in the given order, leaving out anything no longer buyable. */
export async function skuCardsByIds(db: Db, skuIds: number[]): Promise<catalog.SkuCard[]> {
  const rows = await selectBuyableSkus(db, skuIds);
  const byId = new Map(rows.map((r) => [r.skuId, toSkuCard(r)]));
  return skuIds.flatMap((id) => byId.get(id) ?? []);
}

export async function brandCardsByIds(db: Db, ids: number[], lang: Lang): Promise<catalog.BrandCard[]> {
  const rows = await selectBrandsByIds(db, ids);
  const byId = new Map(rows.map((r) => [r.brandId, r]));
  return ids.flatMap((id) => {
    const r = byId.get(id);
    return r
      ? [
          {
            brand_id: r.brandId,
            brand_name: pickI18n(r.i18n, lang, 'brand_name', r.brandName),
            brand_initial: r.brandInitial,
            image_url: r.imageUrl,
          },
        ]
      : [];
  });
}

export async function categoryCardsByIds(db: Db, ids: number[], lang: Lang): Promise<catalog.CategoryCard[]> {
  const rows = await selectCategoriesByIds(db, ids);
  const byId = new Map(rows.map((r) => [r.categoryId, r]));
  return ids.flatMap((id) => {
    const r = byId.get(id);
    if (!r) return [];
    const n = toCategoryNode(r, lang, true);
    return [
      {
        category_id: n.category_id,
        category_name: n.category_name,
        short_name: n.short_name,
        level: n.level,
        image: n.image,
        image_adv: n.image_adv,
      },
    ];
  });
}
