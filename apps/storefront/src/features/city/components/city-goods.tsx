import type { catalog, Paged } from '@mall/contracts';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { request } from '../../../lib/request.ts';
import { GoodsCard } from '../../../components/goods-card.tsx';
import { useChosenCity } from '../city-cookie.ts';
import { useCityName } from './city-name.tsx';
import { ListStatus } from '../../../components/states/list-status.tsx';
import './city-goods.css';
import { Pager } from '../../../components/pager.tsx';

const PAGE_SIZE = 20;

/**
 * With a city chosen the home page shows the city's goods as a plain list instead of floors (facts §9.2); the
 * goods list call scopes itself by the website_id every request carries.
 */
export function CityGoods() {
  const { t, i18n } = useTranslation('city');
  const city = useChosenCity();
  const name = useCityName(city);
  const [page, setPage] = useState(1);
  const { data, isLoading } = useQuery({
    queryKey: ['/api/goodssku/page', 'city-home', city?.websiteId, page, i18n.language],
    queryFn: () =>
      request<Paged<catalog.SkuCard>>({ url: '/api/goodssku/page', data: { page, page_size: PAGE_SIZE } }),
    placeholderData: keepPreviousData,
  });
  return (
    <section className="city-goods" data-testid="city-goods">
      <div className="city-goods__head">
        <h2>{t('cityGoods', { city: name })}</h2>
        {data ? <span>{t('cityGoodsCount', { n: data.count })}</span> : null}
      </div>
      <ListStatus
        loading={isLoading}
        empty={!!data && !data.list.length}
        emptyText={t('cityGoodsEmpty')}
        rows={6}
      />
      <div className="city-goods__grid">
        {data?.list.map((g) => (
          <GoodsCard key={g.sku_id} goods={g} />
        ))}
      </div>
      {data && data.page_count > 1 ? (
        <Pager
          className="city-goods__pager"
          current={page}
          pageSize={PAGE_SIZE}
          total={data.count}
          onChange={(p) => {
            setPage(p);
            window.scrollTo({ top: 0 });
          }}
        />
      ) : null}
    </section>
  );
}
