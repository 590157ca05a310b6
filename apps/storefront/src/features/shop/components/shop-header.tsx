import { Shimmer } from '../../../components/states/placeholders.tsx';
import { useShopDetail } from '../api/shop-queries.ts';
import { ShopBanner } from './shop-banner.tsx';
import { ShopNav } from './shop-nav.tsx';
import { ShopStrip } from './shop-strip.tsx';

interface ShopHeaderProps {
  siteId: number;
  layout: 'shop' | 'singleShop';
  /** The single-shop layout shows the merchant's banner between the header and the navigation. */
  withBanner?: boolean;
}

/**
 * Everything a shop layout draws above the page about one shop. An unknown or closed shop draws nothing: the page
 * under it says why.
 */
export function ShopHeader({ siteId, layout, withBanner = false }: ShopHeaderProps) {
  const { data: shop, isLoading } = useShopDetail(siteId);
  if (isLoading) return <Shimmer className="shop-strip--loading" />;
  if (!shop) return null;
  return (
    <>
      <ShopStrip shop={shop} layout={layout} />
      {withBanner ? <ShopBanner shop={shop} /> : null}
      <ShopNav siteId={siteId} layout={layout} />
    </>
  );
}
