import type { catalog, delivery, promotion, review } from '@mall/contracts';
import type { z } from 'zod';

/** The goods calls' shapes, as stated once in packages/contracts (b1's catalog, review, address …). */
export type SkuCard = catalog.SkuCard;
export type CategoryNode = catalog.CategoryNode;
export type BrandCard = catalog.BrandCard;
export type BrandPage = z.infer<typeof catalog.brandPageSchema>;
export type RelevanceInfo = catalog.RelevanceInfo;
export type AttrFilter = RelevanceInfo['attribute_list'][number];
export type CategoryInfo = catalog.CategoryInfo;
export type GoodsSkuDetail = catalog.GoodsSkuDetail;
export type GoodsDetailData = catalog.GoodsDetail;
export type DetailShop = catalog.DetailShop;
export type SpecGroup = catalog.GoodsSpec;
export type GoodsAttr = catalog.GoodsAttr;
export type ReviewCount = catalog.EvaluateCount;
export type Review = review.Evaluate;
export type ReviewPage = z.infer<typeof review.evaluatePageSchema>;
export type Freight = delivery.Freight;
export type ManjianInfo = promotion.ManjianInfo;
export type ShopCategoryNode = catalog.ShopCategoryNode;
export type QrcodeData = z.infer<typeof catalog.goodsQrcodeSchema>;
export type DocumentText = z.infer<typeof catalog.afterSaleSchema>;

export type GoodsListOrder = (typeof catalog.GOODS_ORDERS)[number];
export type SortDir = 'asc' | 'desc';

/** The list call as the storefront sends it (attr as its JSON text, money as typed). */
export interface GoodsPageQuery {
  keyword?: string;
  category_id?: number;
  category_level?: number;
  brand_id?: number;
  min_price?: string;
  max_price?: string;
  attr?: string;
  order?: GoodsListOrder;
  sort?: SortDir;
  site_id?: number;
  shop_category_id?: number;
  page: number;
  page_size: number;
}
