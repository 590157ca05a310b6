import { ShopHome } from '../components/shop-home.tsx';
import { useShopId } from '../use-shop-id.ts';

/** /shopIndex?site_id=: the shop home inside the mall's category-based shop layout. */
export function Page() {
  return <ShopHome siteId={useShopId()} layout="shop" />;
}
