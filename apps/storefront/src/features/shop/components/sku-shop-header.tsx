import { useGoodsDetail } from '../../catalog/index.ts';
import { ShopHeader } from './shop-header.tsx';

/**
 * /shop-sku-{id} names a goods, not a shop: the shop comes from the goods detail the page reads anyway (the same
 * query, so no second request).
 */
export function SkuShopHeader({ skuId }: { skuId: number }) {
  const { data } = useGoodsDetail(skuId);
  const siteId = data?.shop_info.site_id ?? 0;
  return siteId ? <ShopHeader siteId={siteId} layout="shop" /> : null;
}
