import { shop } from '@mall/contracts';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { STREET_PAGE_SIZE, useStreet, type StreetQuery } from '../api/shop-queries.ts';
import { StreetShopRow } from '../components/street-shop-row.tsx';
import { Pager } from '../../../components/pager.tsx';
import { EmptyNote, ShimmerLines } from '../../../components/states/placeholders.tsx';
import './street-page.css';

type Order = StreetQuery['order'];
const isOrder = (v: string | null): v is Order =>
  (shop.SHOP_PAGE_ORDERS as readonly (string | null)[]).includes(v);
const ORDER_LABEL: Record<Order, string> = {
  '': 'street.sortDefault',
  shop_sales: 'street.sortSales',
  shop_desccredit: 'street.sortRating',
};

/** The address is the state: keyword, sort and page survive reload and back/forward. */
function useStreetQuery(): [StreetQuery, (patch: Partial<StreetQuery>) => void] {
  const [params, setParams] = useSearchParams();
  const order = params.get('order');
  const query: StreetQuery = {
    keyword: (params.get('keyword') ?? '').slice(0, 50),
    order: isOrder(order) ? order : '',
    page: Math.max(1, Number.parseInt(params.get('page') ?? '1', 10) || 1),
  };
  const update = (patch: Partial<StreetQuery>) => {
    const next = { ...query, page: 1, ...patch };
    const q = new URLSearchParams();
    if (next.keyword) q.set('keyword', next.keyword);
    if (next.order) q.set('order', next.order);
    if (next.page > 1) q.set('page', String(next.page));
    setParams(q);
  };
  return [query, update];
}

/** /street: every open shop (the chosen city's first), searchable by name, sortable by sales and rating. */
export function Page() {
  const { t } = useTranslation('shop');
  const [query, update] = useStreetQuery();
  const { data, isLoading } = useStreet(query);
  return (
    <div className="content-width street-page">
      <div className="street-page__bar">
        <h1>{query.keyword ? t('street.resultsFor', { keyword: query.keyword }) : t('street.title')}</h1>
        {data ? <span className="street-page__count">{t('street.count', { n: data.count })}</span> : null}
        <div className="street-page__sort" role="tablist" aria-label={t('street.sort')}>
          {shop.SHOP_PAGE_ORDERS.map((o) => (
            <button
              key={o || 'default'}
              type="button"
              role="tab"
              aria-selected={query.order === o}
              className={query.order === o ? 'active' : undefined}
              onClick={() => update({ order: o })}
            >
              {t(ORDER_LABEL[o])}
            </button>
          ))}
        </div>
      </div>
      <div className="street-page__list">
        {isLoading ? <ShimmerLines rows={8} className="street-page__loading" /> : null}
        {data && !data.list.length ? (
          <EmptyNote className="street-page__empty" description={t('street.empty')} />
        ) : null}
        <ul>
          {data?.list.map((s) => (
            <StreetShopRow key={s.site_id} shop={s} />
          ))}
        </ul>
      </div>
      {data && data.page_count > 1 ? (
        <Pager
          className="street-page__pager"
          current={query.page}
          pageSize={STREET_PAGE_SIZE}
          total={data.count}
          onChange={(page) => {
            update({ page });
            window.scrollTo({ top: 0 });
          }}
        />
      ) : null}
    </div>
  );
}
