import { Button, Card, Image, Space, Table, Tabs, Typography, type TableColumnsType } from 'antd';
import type { merchant } from '@mall/contracts';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { formatMoney, formatTime, imgUrl } from '../../../lib/format.ts';
import { useOrderList } from '../api/order-queries.ts';
import { OrderFilters } from '../components/order-filters.tsx';
import { OrderStatusTag } from '../components/order-status-tag.tsx';
import { ORDER_TABS } from '../order-status.ts';
import { useOrderFilters } from '../use-order-filters.ts';
import './order-pages.css';

function GoodsCell({ order }: { order: merchant.MerchantOrder }) {
  const { t } = useTranslation('order');
  const first = order.goods[0];
  if (!first) return null;
  return (
    <Space>
      <Image src={imgUrl(first.sku_image)} width={48} height={48} preview={false} className="order-thumb" />
      <div>
        <Typography.Text ellipsis style={{ maxWidth: 260 }}>
          {first.sku_name}
        </Typography.Text>
        <div className="order-muted">{t('list.items', { count: order.goods_num })}</div>
      </div>
    </Space>
  );
}

/** The shop's orders: status tabs, a search form, a paged table; each row opens the order. */
export function Page() {
  const { t } = useTranslation('order');
  const filters = useOrderFilters();
  const { data, isFetching } = useOrderList(filters.query);
  const columns: TableColumnsType<merchant.MerchantOrder> = [
    { title: t('list.orderNo'), dataIndex: 'order_no', width: 170 },
    { title: t('list.goods'), key: 'goods', render: (_, o) => <GoodsCell order={o} /> },
    {
      title: t('list.buyer'),
      key: 'buyer',
      width: 170,
      render: (_, o) => (
        <div>
          <div>{o.name}</div>
          <div className="order-muted">{o.mobile}</div>
        </div>
      ),
    },
    { title: t('list.amount'), dataIndex: 'pay_money', width: 110, render: (v: string) => formatMoney(v) },
    {
      title: t('list.status'),
      key: 'status',
      width: 120,
      render: (_, o) => <OrderStatusTag orderType={o.order_type} status={o.order_status} />,
    },
    { title: t('list.created'), dataIndex: 'create_time', width: 170, render: (v: number) => formatTime(v) },
    {
      title: t('list.actions'),
      key: 'actions',
      width: 110,
      render: (_, o) => (
        <Link to={`/merchant/orders/${o.order_id}`}>
          <Button type="link" size="small">
            {o.order_status === 1 ? t('list.ship') : t('list.view')}
          </Button>
        </Link>
      ),
    },
  ];
  return (
    <Card title={t('list.title')}>
      <Tabs
        activeKey={filters.status}
        onChange={filters.setStatus}
        items={ORDER_TABS.map((tab) => ({ key: tab, label: t(`tab.${tab}`) }))}
      />
      <OrderFilters key={filters.formKey} value={filters.form} onSearch={filters.search} />
      <Table
        rowKey="order_id"
        columns={columns}
        dataSource={data?.list ?? []}
        loading={isFetching}
        pagination={{
          current: filters.query.page,
          pageSize: filters.query.page_size,
          total: data?.count ?? 0,
          showSizeChanger: false,
          showTotal: (total) => t('list.total', { count: total }),
          onChange: filters.setPage,
        }}
      />
    </Card>
  );
}
