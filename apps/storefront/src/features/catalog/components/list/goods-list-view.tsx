import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import type { AttrFilter, BrandCard, GoodsPageQuery } from '../../api/catalog-types.ts';
import { useGoodsPage } from '../../api/catalog-queries.ts';
import { GoodsCard } from '../../../../components/goods-card.tsx';
import { RequestError } from '../../../../lib/request.ts';
import { ListFilters } from './list-filters.tsx';
import { LIST_PAGE_SIZE, toGoodsQuery } from './list-params.ts';
import { ListSortBar } from './list-sort-bar.tsx';
import { useListParams } from './use-list-params.ts';
import './goods-list.css';
import { Pager } from '../../../../components/pager.tsx';
import { EmptyNote, ShimmerLines } from '../../../../components/states/placeholders.tsx';

interface Props {
  /** Fixed fields of the call (a shop's site_id). */
  scope?: Partial<GoodsPageQuery>;
  brands?: BrandCard[];
  /** Show the brand row (the brands still name a chosen brand when it is off). */
  offerBrands?: boolean;
  attributes?: AttrFilter[];
  /** Shown above the filters (breadcrumb, shop search). */
  head?: ReactNode;
  /** Shown left of the goods (a shop's categories); the grid narrows to four per row. */
  aside?: ReactNode;
}

/** Filters, sort bar, goods grid, pager and the empty state, all driven by the URL. */
export function GoodsListView({
  scope,
  brands = [],
  offerBrands = true,
  attributes = [],
  head,
  aside,
}: Props) {
  const { t } = useTranslation('catalog');
  const { params, update } = useListParams();
  const { data, isLoading, isError, error, isPlaceholderData } = useGoodsPage(toGoodsQuery(params, scope));
  // A refusal (an overlong keyword) says why in the server's words; anything else is a failed load.
  const failure = error instanceof RequestError ? error.message : t('list.loadFailed');
  const count = data?.count ?? 0;
  const toPage = (page: number) => {
    update({ page });
    window.scrollTo({ top: 0 });
  };

  const body = isLoading ? (
    <div className="list-loading" role="status" aria-label={t('common:loading')}>
      <ShimmerLines rows={8} />
    </div>
  ) : isError || !data?.list.length ? (
    <EmptyNote className="list-empty" description={isError ? failure : t('list.empty')} />
  ) : (
    <ul
      className={aside ? 'list-grid four' : 'list-grid'}
      aria-busy={isPlaceholderData}
      data-testid="goods-list"
    >
      {data.list.map((g) => (
        <li key={g.sku_id}>
          <GoodsCard goods={g} />
        </li>
      ))}
    </ul>
  );

  return (
    <div className="list-view">
      {head}
      <ListFilters
        params={params}
        brands={brands}
        offerBrands={offerBrands}
        attributes={attributes}
        onChange={update}
      />
      <div className={aside ? 'list-body with-aside' : 'list-body'}>
        {aside}
        <div className="list-main">
          <ListSortBar params={params} count={count} pageSize={LIST_PAGE_SIZE} onChange={update} />
          {body}
          {count > LIST_PAGE_SIZE ? (
            <Pager
              className="list-pager"
              current={params.page}
              pageSize={LIST_PAGE_SIZE}
              total={count}
              onChange={toPage}
              showQuickJumper
            />
          ) : null}
        </div>
      </div>
    </div>
  );
}
