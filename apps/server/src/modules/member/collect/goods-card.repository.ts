import { sql } from 'drizzle-orm';
import { goodsSku, shop } from '../../../db/schema/index.ts';

/**
 * The live goods fields a followed goods or a footprint shows, read from goods_sku joined with its shop in
 * the same query as the list (no N+1). buyable is 1 only while the goods can be bought.
 */
export const followedGoodsColumns = {
  skuName: goodsSku.skuName,
  goodsName: goodsSku.goodsName,
  skuImage: goodsSku.skuImage,
  price: goodsSku.price,
  marketPrice: goodsSku.marketPrice,
  discountPrice: goodsSku.discountPrice,
  stock: goodsSku.stock,
  saleNum: goodsSku.saleNum,
  siteName: shop.siteName,
  buyable: sql<number>`(case when ${goodsSku.goodsState} = 1 and ${goodsSku.verifyState} = 1
    and ${goodsSku.isDelete} = 0 and ${shop.shopStatus} = 1 then 1 else 0 end)`.mapWith(Number),
};
