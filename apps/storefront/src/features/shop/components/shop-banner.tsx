import type { shop as shopApi } from '@mall/contracts';
import { SafeImage } from '../../../components/safe-image.tsx';
import './shop-banner.css';

/** The shop's own wide banner picture under its header, when the merchant has uploaded one. */
export function ShopBanner({ shop }: { shop: shopApi.ShopDetail }) {
  if (!shop.banner) return null;
  return (
    <div className="shop-banner">
      <SafeImage src={shop.banner} alt={shop.site_name} className="shop-banner__img" lazy={false} />
    </div>
  );
}
