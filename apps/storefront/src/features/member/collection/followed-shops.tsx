import type { shop } from '@mall/contracts';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { buttonClass } from '../../../components/button.tsx';
import { PopConfirm } from '../../../components/pop-confirm.tsx';
import { SafeImage } from '../../../components/safe-image.tsx';
import { EmptyNote, ShimmerLines } from '../../../components/states/placeholders.tsx';
import { Tag } from '../../../components/tag.tsx';
import { ShopRatings } from '../../shop/index.ts';
import { COLLECTION_PAGE_SIZE, useFollowedShops, useUnfollow } from './collection-queries.ts';
import { Pager } from '../../../components/pager.tsx';

function ShopRow({ item }: { item: shop.MemberShop }) {
  const { t } = useTranslation('follow');
  const unfollow = useUnfollow('shop');
  return (
    <li className="follow-shop" data-testid="followed-shop">
      <Link to={`/shop-${item.site_id}`} className="follow-shop__logo" aria-label={item.site_name}>
        <SafeImage src={item.logo || item.avatar} alt={item.site_name} kind="shop" />
      </Link>
      <div className="follow-shop__main">
        <Link to={`/shop-${item.site_id}`} className="follow-shop__name">
          {item.site_name}
        </Link>
        {item.is_own ? <Tag colour="red">{t('selfOperated')}</Tag> : null}
        <ShopRatings shop={item} />
      </div>
      <span className="follow-shop__fans">{t('shops.followers', { count: item.sub_num })}</span>
      <Link to={`/shop-${item.site_id}`} className="follow-shop__visit">
        {t('shops.visit')}
      </Link>
      <PopConfirm
        question={t('shops.confirm')}
        onConfirm={() => unfollow.mutate(item.site_id)}
        disabled={unfollow.isPending}
        align="right"
        className={buttonClass()}
      >
        {t('unfollow')}
      </PopConfirm>
    </li>
  );
}

/** The followed shops tab: one row per shop with its scores, a way in and unfollow. */
export function FollowedShops() {
  const { t } = useTranslation('follow');
  const [page, setPage] = useState(1);
  const { data, isLoading } = useFollowedShops(page);
  if (isLoading) return <ShimmerLines rows={4} />;
  if (!data?.list.length)
    return (
      <EmptyNote description={t('shops.empty')}>
        <Link to="/street">{t('shops.goStreet')}</Link>
      </EmptyNote>
    );
  return (
    <>
      <ul className="follow-shops">
        {data.list.map((item) => (
          <ShopRow key={item.id} item={item} />
        ))}
      </ul>
      {data.page_count > 1 ? (
        <Pager
          className="follow-pager"
          current={page}
          pageSize={COLLECTION_PAGE_SIZE}
          total={data.count}
          onChange={setPage}
        />
      ) : null}
    </>
  );
}
