import type { shop as shopApi } from '@mall/contracts';
import type { FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate } from 'react-router';
import { SafeImage } from '../../../components/safe-image.tsx';
import { Tag } from '../../../components/tag.tsx';
import { shopHomePath, shopListPath } from '../use-shop-id.ts';
import { FollowShopButton } from './follow-shop-button.tsx';
import { ShopRatings } from './shop-ratings.tsx';
import './shop-strip.css';

interface ShopStripProps {
  shop: shopApi.ShopDetail;
  layout: 'shop' | 'singleShop';
}

/** A shop's header: logo, name, self-operated flag, scores, follow, and a search inside the shop. */
export function ShopStrip({ shop, layout }: ShopStripProps) {
  const { t } = useTranslation('shop');
  const navigate = useNavigate();
  const siteId = shop.site_id;
  // A plain form, not antd's Input.Search: that one brought antd's whole Input family (OTP, text area,
  // password) and Space onto every shop page (issue 12).
  const search = (e: FormEvent<HTMLFormElement>) => {
    e.preventDefault();
    const value = String(new FormData(e.currentTarget).get('keyword') ?? '');
    void navigate(shopListPath(siteId, layout, undefined, value.trim()));
  };
  return (
    <section className="shop-strip" data-testid="shop-strip">
      <div className="content-width shop-strip__inner">
        <Link to={shopHomePath(siteId, layout)} className="shop-strip__identity">
          <SafeImage
            src={shop.logo || shop.avatar}
            alt={shop.site_name}
            kind="shop"
            className="shop-strip__logo"
          />
          <span className="shop-strip__names">
            <span className="shop-strip__name">
              <h1 title={shop.site_name}>{shop.site_name}</h1>
              {shop.is_own ? <Tag colour="red">{t('selfOperated')}</Tag> : null}
            </span>
            <span className="shop-strip__category">{shop.category_name}</span>
          </span>
        </Link>
        <div className="shop-strip__scores">
          <ShopRatings shop={shop} />
          <span className="shop-strip__followers">{t('followers', { count: shop.shop_collect })}</span>
        </div>
        <FollowShopButton siteId={siteId} />
        <form className="shop-strip__search" role="search" onSubmit={search}>
          <input
            type="search"
            name="keyword"
            className="shop-strip__search-box"
            placeholder={t('searchShop')}
            maxLength={50}
            aria-label={t('searchShop')}
          />
          <button type="submit" className="shop-strip__search-button">
            {t('searchInShop')}
          </button>
        </form>
      </div>
    </section>
  );
}
