import type { memberFollow } from '@mall/contracts';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { buttonClass } from '../../../components/button.tsx';
import { Money } from '../../../components/money.tsx';
import { PopConfirm } from '../../../components/pop-confirm.tsx';
import { EmptyNote, ShimmerLines } from '../../../components/states/placeholders.tsx';
import { SafeImage } from '../../../components/safe-image.tsx';
import { COLLECTION_PAGE_SIZE, useCollectedGoods, useUnfollow } from './collection-queries.ts';
import { Pager } from '../../../components/pager.tsx';

function GoodsTile({ item }: { item: memberFollow.CollectItem }) {
  const { t } = useTranslation('follow');
  const unfollow = useUnfollow('goods');
  const name = item.sku_name || item.goods_name;
  const gone = item.goods_state !== 1;
  return (
    <li className={gone ? 'follow-tile follow-tile--gone' : 'follow-tile'} data-testid="collected-goods">
      <Link to={`/sku-${item.sku_id}`} className="follow-tile__img" title={name}>
        <SafeImage src={item.sku_image} alt={name} kind="goods" size="mid" />
        {gone ? <span className="follow-tile__badge">{t('goods.unavailable')}</span> : null}
      </Link>
      <Link to={`/sku-${item.sku_id}`} className="follow-tile__name" title={name}>
        {name}
      </Link>
      <div className="follow-tile__foot">
        <Money value={item.discount_price || item.price} />
        <PopConfirm
          question={t('goods.confirm')}
          onConfirm={() => unfollow.mutate(item.goods_id)}
          disabled={unfollow.isPending}
          align="right"
          className={buttonClass('link', 'small')}
        >
          {t('unfollow')}
        </PopConfirm>
      </div>
    </li>
  );
}

/** The followed goods tab: a grid of tiles; goods that can no longer be bought are greyed out. */
export function CollectedGoods() {
  const { t } = useTranslation('follow');
  const [page, setPage] = useState(1);
  const { data, isLoading } = useCollectedGoods(page);
  if (isLoading) return <ShimmerLines rows={6} />;
  if (!data?.list.length)
    return (
      <EmptyNote description={t('goods.empty')}>
        <Link to="/index">{t('goShopping')}</Link>
      </EmptyNote>
    );
  return (
    <>
      <ul className="follow-grid">
        {data.list.map((item) => (
          <GoodsTile key={item.collect_id} item={item} />
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
