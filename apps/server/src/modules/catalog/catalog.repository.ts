import { and, eq, inArray, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { goodsBrand, goodsCategory, goodsSku, shop } from '../../db/schema/index.ts';

export type CategoryRow = typeof goodsCategory.$inferSelect;

export function selectVisibleCategories(db: Db, maxLevel: number): Promise<CategoryRow[]> {
  return db
    .select()
    .from(goodsCategory)
    .where(and(eq(goodsCategory.isShow, 1), sql`${goodsCategory.level} <= ${maxLevel}`))
    .orderBy(sql`${goodsCategory.sort} desc`, goodsCategory.categoryId);
}

export function selectCategoriesByIds(db: Db, ids: number[]): Promise<CategoryRow[]> {
  if (ids.length === 0) return Promise.resolve([]);
  return db
    .select()
    .from(goodsCategory)
    .where(and(inArray(goodsCategory.categoryId, ids), eq(goodsCategory.isShow, 1)));
}

/** Columns of a goods card, with the shop name joined in (one query for any number of ids). */
export const skuCardColumns = {
  goodsId: goodsSku.goodsId,
  skuId: goodsSku.skuId,
  skuName: goodsSku.skuName,
  goodsName: goodsSku.goodsName,
  price: goodsSku.price,
  marketPrice: goodsSku.marketPrice,
  discountPrice: goodsSku.discountPrice,
  stock: goodsSku.stock,
  saleNum: goodsSku.saleNum,
  skuImage: goodsSku.skuImage,
  skuImages: goodsSku.skuImages,
  siteId: goodsSku.siteId,
  siteName: shop.siteName,
  websiteId: goodsSku.websiteId,
  isOwn: goodsSku.isOwn,
  isFreeShipping: goodsSku.isFreeShipping,
  isVirtual: goodsSku.isVirtual,
  promotionType: goodsSku.promotionType,
  startTime: goodsSku.startTime,
  endTime: goodsSku.endTime,
};
export type SkuCardRow = { [K in keyof typeof skuCardColumns]: (typeof skuCardColumns)[K]['_']['data'] };

/** Only what a shopper may buy: on sale, approved, not deleted, from an open shop. */
export function selectBuyableSkus(db: Db, skuIds: number[]): Promise<SkuCardRow[]> {
  if (skuIds.length === 0) return Promise.resolve([]);
  return db
    .select(skuCardColumns)
    .from(goodsSku)
    .innerJoin(shop, eq(shop.siteId, goodsSku.siteId))
    .where(
      and(
        inArray(goodsSku.skuId, skuIds),
        eq(goodsSku.goodsState, 1),
        eq(goodsSku.verifyState, 1),
        eq(goodsSku.isDelete, 0),
        eq(shop.shopStatus, 1),
      ),
    ) as Promise<SkuCardRow[]>;
}

export function selectBrandsByIds(db: Db, ids: number[]) {
  if (ids.length === 0) return Promise.resolve([]);
  return db
    .select({
      brandId: goodsBrand.brandId,
      brandName: goodsBrand.brandName,
      brandInitial: goodsBrand.brandInitial,
      imageUrl: goodsBrand.imageUrl,
      i18n: goodsBrand.i18n,
    })
    .from(goodsBrand)
    .where(inArray(goodsBrand.brandId, ids));
}
