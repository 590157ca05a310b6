import { centsToMoney } from '@mall/contracts';

/** A followed goods or a footprint as followedGoodsColumns (goods-card.repository.ts) reads it. */
type FollowedGoodsRow = {
  skuName: string;
  goodsName: string;
  skuImage: string;
  price: number;
  marketPrice: number;
  discountPrice: number;
  stock: number;
  saleNum: number;
  siteName: string;
  buyable: number;
};

export function toFollowedGoods(r: FollowedGoodsRow) {
  return {
    sku_name: r.skuName,
    goods_name: r.goodsName,
    sku_image: r.skuImage,
    price: centsToMoney(r.price),
    market_price: centsToMoney(r.marketPrice),
    discount_price: centsToMoney(r.discountPrice),
    stock: r.stock,
    sale_num: r.saleNum,
    goods_state: (r.buyable === 1 ? 1 : 0) as 0 | 1,
    site_name: r.siteName,
  };
}
