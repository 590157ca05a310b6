import type { shopGoodsCategory } from '../schema/index.ts';
import type { Catalog, CatalogShop } from './catalog.ts';
import type { CategoryInfo } from './categories.ts';
import type { GoodsRow, SkuRow } from './goods.ts';

type ShopCategoryRow = typeof shopGoodsCategory.$inferInsert;

/** Index of a shop's writing language in a category's Names ([en, zh-cn, zh-tw, ko-kr, ru]). */
const NAME_INDEX: Record<string, number> = { 'en-us': 0, 'zh-cn': 1, 'zh-tw': 2, 'ko-kr': 3, ru: 4 };

export interface ShopCategories {
  rows: ShopCategoryRow[];
  /** "siteId:platformLevel2Id" → [shop level-1 id, shop level-2 id] */
  byPlatformSub: Map<string, [number, number]>;
}

/**
 * Each merchant files its goods under its own two-level categories. The demo merchants mirror the platform's
 * level-1 and level-2 categories they actually sell in, named in the shop's own language.
 */
export function buildShopCategories(
  shops: CatalogShop[],
  infos: CategoryInfo[],
  catalog: Catalog,
): ShopCategories {
  const sold = new Set(catalog.goods.map((g) => `${g.siteId}:${g.categoryId2}`));
  const rows: ShopCategoryRow[] = [];
  const byPlatformSub = new Map<string, [number, number]>();
  let next = 1;
  for (const shop of shops) {
    const nameAt = NAME_INDEX[shop.lang] ?? 0;
    const tops = infos.filter((c) => c.level === 1);
    tops.forEach((top, ti) => {
      const subs = infos.filter(
        (c) => c.level === 2 && c.ids[0] === top.id && sold.has(`${shop.siteId}:${c.id}`),
      );
      if (subs.length === 0) return;
      const topId = next++;
      rows.push({
        categoryId: topId,
        siteId: shop.siteId,
        categoryName: top.names[nameAt] ?? top.names[0],
        pid: 0,
        level: 1,
        sort: 100 - ti,
      });
      subs.forEach((sub, si) => {
        const subId = next++;
        const name = sub.names[nameAt] ?? sub.names[0];
        rows.push({
          categoryId: subId,
          siteId: shop.siteId,
          categoryName: name,
          pid: topId,
          level: 2,
          sort: 100 - si,
        });
        byPlatformSub.set(`${shop.siteId}:${sub.id}`, [topId, subId]);
      });
    });
  }
  return { rows, byPlatformSub };
}

/** Files goods (and their SKUs) under the shop category mirroring their platform level-2 category. */
export function fileUnderShopCategories(cats: ShopCategories, goods: GoodsRow[], skus: SkuRow[]): void {
  const byGoods = new Map<number, [number, number]>();
  for (const g of goods) {
    g.shopCategoryId = 0;
    const ids = cats.byPlatformSub.get(`${g.siteId}:${g.categoryId2}`);
    if (!ids) continue;
    g.shopCategoryId = ids[1];
    byGoods.set(g.goodsId as number, ids);
  }
  for (const s of skus) {
    [s.shopCategoryId1, s.shopCategoryId2] = byGoods.get(s.goodsId) ?? [0, 0];
  }
}

/**
 * A few goods run a limited-time discount (promotion_type 1) that started yesterday and ends within days
 * of the seeding, so the detail page has a real countdown. Every SKU of such a goods is discounted alike.
 */
export function applyTimedDiscounts(catalog: Catalog, now: number): void {
  const day = 86_400;
  const chosen = new Map<number, { percent: number; end: number }>();
  catalog.goods.forEach((g, i) => {
    if (i % 23 !== 5 || g.goodsState !== 1) return;
    chosen.set(g.goodsId as number, { percent: 70 + (i % 4) * 5, end: now + (2 + (i % 6)) * day + 3 * 3600 });
  });
  for (const s of catalog.skus) {
    // insertAll takes its column list from the first row, so every row names the columns.
    Object.assign(s, { promotionType: s.promotionType ?? 0, startTime: 0, endTime: 0 });
    const d = chosen.get(s.goodsId);
    if (!d) continue;
    const price = s.price as number;
    s.discountPrice = Math.max(1, Math.floor((price * d.percent) / 100 / 10) * 10 - 1);
    s.promotionType = 1;
    s.startTime = now - day;
    s.endTime = d.end;
  }
}

/**
 * Some listings sell by a minimum quantity (min_buy 2: small groceries, socks, stationery sets), so the goods
 * page's quantity stepper has a real lower bound to obey. Every SKU row names min_buy (insertAll's columns
 * come from the first row).
 */
export function applyMinimumQuantities(catalog: Catalog): void {
  const chosen = new Set<number>();
  catalog.goods.forEach((g, i) => {
    g.minBuy = i % 31 === 7 && g.isVirtual !== 1 ? 2 : 0;
    if (g.minBuy === 2) chosen.add(g.goodsId as number);
  });
  for (const s of catalog.skus) s.minBuy = chosen.has(s.goodsId) ? 2 : 0;
}

/**
 * A few physical goods are sold out on purpose (every SKU at stock 0), so the goods page's sold-out state is
 * always in the demo data; the random 4 % of empty SKUs alone could leave a seed without one.
 */
export function applySoldOutGoods(catalog: Catalog): void {
  const chosen = new Set<number>();
  catalog.goods.forEach((g, i) => {
    if (i % 41 !== 13 || g.isVirtual === 1 || g.goodsState !== 1) return;
    chosen.add(g.goodsId as number);
    g.goodsStock = 0;
  });
  for (const s of catalog.skus) if (chosen.has(s.goodsId)) s.stock = 0;
}
