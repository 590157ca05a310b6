import type { memberFollow } from '@mall/contracts';
import { Button, Empty, Popconfirm, Skeleton } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { Money } from '../../../components/money.tsx';
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
        <Popconfirm title={t('goods.confirm')} onConfirm={() => unfollow.mutate(item.goods_id)}>
          <Button size="small" type="link" loading={unfollow.isPending}>
            {t('unfollow')}
          </Button>
        </Popconfirm>
      </div>
    </li>
  );
}

/** The followed goods tab: a grid of tiles; goods that can no longer be bought are greyed out. */
export function CollectedGoods() {
  const { t } = useTranslation('follow');
  const [page, setPage] = useState(1);
  const { data, isLoading } = useCollectedGoods(page);
  if (isLoading) return <Skeleton active paragraph={{ rows: 6 }} />;
  if (!data?.list.length)
    return (
      <Empty description={t('goods.empty')}>
        <Link to="/index">{t('goShopping')}</Link>
      </Empty>
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
