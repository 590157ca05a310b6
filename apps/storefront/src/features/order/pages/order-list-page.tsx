import { order } from '@mall/contracts';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { ORDER_PAGE_SIZE, useOrderCounts, useOrderList, type OrderTabKey } from '../api/order-api.ts';
import { OrderCard } from '../components/order-card.tsx';
import './order-pages.css';
import { Pager } from '../../../components/pager.tsx';
import { Tabs } from '../../../components/tabs.tsx';
import { EmptyNote, ShimmerLines } from '../../../components/states/placeholders.tsx';

const TABS: OrderTabKey[] = ['all', ...order.ORDER_TABS];
const tabOf = (v: string | null): OrderTabKey => TABS.find((k) => k === v) ?? 'all';

function OrderListBody({
  tab,
  page,
  onPage,
}: {
  tab: OrderTabKey;
  page: number;
  onPage: (p: number) => void;
}) {
  const { t } = useTranslation('order');
  const { data, isLoading } = useOrderList(tab, page);
  if (isLoading && !data) return <ShimmerLines rows={6} />;
  if (!data || data.list.length === 0) return <EmptyNote description={t('empty')} />;
  return (
    <>
      <div className="ord-list-head">
        <span className="ord-list-goods">{t('head.goods')}</span>
        <span className="ord-col">{t('head.money')}</span>
        <span className="ord-col">{t('head.status')}</span>
        <span className="ord-col">{t('head.action')}</span>
      </div>
      {data.list.map((o) => (
        <OrderCard key={o.order_id} order={o} />
      ))}
      {data.page_count > 1 && (
        <Pager
          className="ord-pager"
          current={page}
          pageSize={ORDER_PAGE_SIZE}
          total={data.count}
          onChange={onPage}
        />
      )}
    </>
  );
}

/** /member/order_list: tabs with counts (/api/order/num), paged order cards with their buttons. */
export function Page() {
  const { t } = useTranslation('order');
  const [params, setParams] = useSearchParams();
  const tab = tabOf(params.get('status'));
  const page = Math.max(1, Number(params.get('page')) || 1);
  const counts = useOrderCounts().data ?? {};
  const go = (next: { tab?: OrderTabKey; page?: number }) =>
    setParams({
      status: next.tab ?? tab,
      ...(next.page && next.page > 1 ? { page: String(next.page) } : {}),
    });
  return (
    <div className="page-card ord-page">
      <h1>{t('title')}</h1>
      <Tabs
        activeKey={tab}
        onChange={(key) => go({ tab: tabOf(key) })}
        items={TABS.map((k) => ({
          key: k,
          label: (
            <span>
              {t(`tab.${k}`)}
              {k !== 'all' && (counts[k] ?? 0) > 0 && <span className="ord-tab-count">{counts[k]}</span>}
            </span>
          ),
        }))}
      />
      <OrderListBody tab={tab} page={page} onPage={(p) => go({ page: p })} />
    </div>
  );
}
