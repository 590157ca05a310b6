import { ShopHome } from '../components/shop-home.tsx';
import { useShopId } from '../use-shop-id.ts';

/** /shop-{site_id}: the shop home inside the single-shop layout. */
export function Page() {
  return <ShopHome siteId={useShopId()} layout="singleShop" />;
}
