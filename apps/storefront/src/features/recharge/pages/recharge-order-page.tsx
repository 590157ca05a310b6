import { useTranslation } from 'react-i18next';
import { Link, useSearchParams } from 'react-router';
import { ListStatus } from '../../../components/states/list-status.tsx';
import { DataTable } from '../../../components/data-table.tsx';
import { Money } from '../../../components/money.tsx';
import { dateTimeOf } from '../../../lib/dates.ts';
import { useRechargeOrders } from '../api/recharge-queries.ts';
import './recharge-pages.css';
import { Pager } from '../../../components/pager.tsx';
import { Tag } from '../../../components/tag.tsx';

const PAGE_SIZE = 10;

/** /member/recharge_order: my top-up orders; an unpaid one can still be paid (until the auto-close removes it). */
export function Page() {
  const { t } = useTranslation('recharge');
  const [params, setParams] = useSearchParams();
  const page = Math.max(1, Number(params.get('page')) || 1);
  const { data, isLoading } = useRechargeOrders(page, PAGE_SIZE);
  return (
    <div className="page-card recharge-page">
      <div className="recharge-page__head">
        <h1>{t('orders.title')}</h1>
        <Link to="/member/recharge_list">{t('back')}</Link>
      </div>
      <ListStatus loading={isLoading && !data} empty={data?.list.length === 0} emptyText={t('orders.empty')}>
        <Link to="/member/recharge_list">{t('title')}</Link>
      </ListStatus>
      {data && data.list.length > 0 ? (
        <>
          <DataTable
            rowKey="order_id"
            dataSource={data.list}
            data-testid="recharge-orders"
            columns={[
              { title: t('orders.no'), dataIndex: 'order_no' },
              { title: t('orders.package'), dataIndex: 'recharge_name' },
              { title: t('faceValue'), dataIndex: 'face_value', render: (v) => <Money value={v} /> },
              { title: t('price'), dataIndex: 'buy_price', render: (v) => <Money value={v} /> },
              {
                title: t('orders.status'),
                dataIndex: 'status',
                render: (s, o) =>
                  s === 2 ? (
                    <Tag colour="green">{t('orders.paid')}</Tag>
                  ) : (
                    <Link to={`/pay?code=${encodeURIComponent(o.out_trade_no)}`}>{t('orders.pay')}</Link>
                  ),
              },
              { title: t('orders.time'), dataIndex: 'create_time', render: (v) => dateTimeOf(v) },
            ]}
          />
          {data.page_count > 1 ? (
            <Pager
              className="coupon-pager"
              current={page}
              pageSize={PAGE_SIZE}
              total={data.count}
              onChange={(p) => setParams(p > 1 ? { page: String(p) } : {})}
            />
          ) : null}
        </>
      ) : null}
    </div>
  );
}
