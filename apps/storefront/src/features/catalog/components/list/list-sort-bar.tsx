import { ArrowDownOutlined, ArrowUpOutlined } from '@ant-design/icons';
import { useTranslation } from 'react-i18next';
import type { GoodsListOrder } from '../../api/catalog-types.ts';
import type { ListParams } from './list-params.ts';
import { PriceRange } from './price-range.tsx';
import { Pager } from '../../../../components/pager.tsx';

interface Props {
  params: ListParams;
  count: number;
  pageSize: number;
  onChange: (change: {
    order?: string;
    sort?: string;
    page?: number;
    min_price?: string;
    max_price?: string;
  }) => void;
}

interface SortTabProps {
  order: GoodsListOrder;
  label: string;
  params: ListParams;
  onChange: Props['onChange'];
}

/** One sort tab; the price tab turns between ascending and descending on each click. */
function SortTab({ order, label, params, onChange }: SortTabProps) {
  const active = params.order === order;
  const isPrice = order === 'discount_price';
  const nextSort = isPrice && active && params.sort === 'asc' ? 'desc' : isPrice ? 'asc' : 'desc';
  return (
    <button
      type="button"
      className={active ? 'list-sort__tab active' : 'list-sort__tab'}
      aria-pressed={active}
      onClick={() => onChange({ order: order || undefined, sort: order ? nextSort : undefined })}
    >
      {label}
      {isPrice ? active && params.sort === 'desc' ? <ArrowDownOutlined /> : <ArrowUpOutlined /> : null}
    </button>
  );
}

/** Sort tabs (comprehensive, sales, price up/down), the price range, the result count and a small pager. */
export function ListSortBar({ params, count, pageSize, onChange }: Props) {
  const { t } = useTranslation('catalog');
  const tab = { params, onChange };
  return (
    <div className="list-sort">
      <div className="list-sort__tabs" role="group" aria-label={t('list.sortBy')}>
        <SortTab order="" label={t('list.sortComprehensive')} {...tab} />
        <SortTab order="sale_num" label={t('list.sortSales')} {...tab} />
        <SortTab order="discount_price" label={t('list.sortPrice')} {...tab} />
      </div>
      <PriceRange
        min={params.minPrice}
        max={params.maxPrice}
        onApply={(min, max) => onChange({ min_price: min, max_price: max })}
      />
      <span className="list-sort__count">{t('list.resultCount', { count })}</span>
      <Pager
        simple
        current={params.page}
        pageSize={pageSize}
        total={count}
        onChange={(page) => onChange({ page })}
      />
    </div>
  );
}
