import type { shop } from '@mall/contracts';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { SafeImage } from '../../../components/safe-image.tsx';
import { Tag } from '../../../components/tag.tsx';
import { FollowShopButton } from './follow-shop-button.tsx';
import { ShopRatings } from './shop-ratings.tsx';
import './street-shop-row.css';

/** One shop of the shop street: identity, main categories, scores, follow and a way in. */
export function StreetShopRow({ shop }: { shop: shop.ShopPageItem }) {
  const { t, i18n } = useTranslation('shop');
  const count = (n: number) => n.toLocaleString(i18n.language);
  const home = `/shop-${shop.site_id}`;
  // Cut to one line on the street: the whole list shows on hover.
  const categories = `${t('info.mainCategories')}: ${shop.main_categories.map((c) => c.category_name).join(' / ')}`;
  return (
    <li className="street-row" data-testid="street-shop">
      <Link to={home} className="street-row__logo-link" aria-label={shop.site_name}>
        <SafeImage
          src={shop.logo || shop.avatar}
          alt={shop.site_name}
          kind="shop"
          className="street-row__logo"
        />
      </Link>
      <div className="street-row__main">
        <div className="street-row__title">
          <Link to={home} className="street-row__name" title={shop.site_name}>
            {shop.site_name}
          </Link>
          {shop.is_own ? <Tag colour="red">{t('selfOperated')}</Tag> : null}
        </div>
        {shop.main_categories.length ? (
          <p className="street-row__cats" title={categories}>
            {categories}
          </p>
        ) : null}
        {shop.seo_description ? (
          <p className="street-row__desc" title={shop.seo_description}>
            {shop.seo_description}
          </p>
        ) : null}
        {shop.address ? (
          <p className="street-row__addr" title={shop.full_address || shop.address}>
            {shop.full_address || shop.address}
          </p>
        ) : null}
      </div>
      <div className="street-row__scores">
        <ShopRatings shop={shop} vertical />
      </div>
      <div className="street-row__numbers">
        <span>
          <strong>{count(shop.shop_sales)}</strong>
          {t('street.sales')}
        </span>
        <span>
          <strong>{count(shop.shop_collect)}</strong>
          {t('street.followers')}
        </span>
      </div>
      <div className="street-row__actions">
        <Link to={home} className="street-row__enter">
          {t('street.enter')}
        </Link>
        <FollowShopButton siteId={shop.site_id} known={shop.is_subscribe ? 1 : 0} />
      </div>
    </li>
  );
}
