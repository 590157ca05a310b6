import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { ShimmerLines } from '../../../components/states/placeholders.tsx';
import { ResultState } from '../../../components/states/result-state.tsx';
import type { RequestError } from '../../../lib/request.ts';
import { useShopDetail } from '../api/shop-queries.ts';
import { shopListPath } from '../use-shop-id.ts';
import { ShopGoodsSection } from './shop-goods-section.tsx';
import { ShopInfoCard } from './shop-info-card.tsx';
import './shop-home.css';

/** Nothing to show: no shop id in the address, or a shop that does not exist or is closed. */
export function NoShop({ message }: { message?: string }) {
  const { t } = useTranslation('shop');
  return (
    <div className="page-card">
      <ResultState
        status="warning"
        title={message ?? t('missingShopId')}
        extra={<Link to="/street">{t('goStreet')}</Link>}
      />
    </div>
  );
}

/** A shop's home body, shared by /shopIndex (shop layout) and /shop-{id} (single-shop layout). */
export function ShopHome({ siteId, layout }: { siteId: number; layout: 'shop' | 'singleShop' }) {
  const { t } = useTranslation('shop');
  const { data: shop, isLoading, error } = useShopDetail(siteId);
  if (!siteId) return <NoShop />;
  if (isLoading)
    return (
      <div className="content-width shop-home--loading" aria-busy="true">
        <ShimmerLines rows={10} />
      </div>
    );
  if (!shop) return <NoShop message={(error as RequestError | null)?.message} />;
  return (
    <div className="content-width shop-home" data-testid="shop-home">
      <ShopInfoCard shop={shop} />
      <div className="shop-home__goods">
        <ShopGoodsSection
          siteId={siteId}
          title={t('home.recommended')}
          order=""
          moreTo={shopListPath(siteId, layout)}
        />
        <ShopGoodsSection
          siteId={siteId}
          title={t('home.bestSellers')}
          order="sale_num"
          moreTo={shopListPath(siteId, layout)}
        />
      </div>
    </div>
  );
}
