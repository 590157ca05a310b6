import { PlusOutlined } from '@ant-design/icons';
import {
  Button,
  Card,
  Empty,
  Form,
  Input,
  Popconfirm,
  Select,
  Table,
  Tag,
  type TableColumnsType,
} from 'antd';
import type { merchantShop } from '@mall/contracts';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { formatMoney, formatTime } from '../../../lib/format.ts';
import { toast } from '../../../lib/toast.ts';
import { useCouponTypes, useStopCouponType, type CouponFilters } from '../api/coupon-queries.ts';
import { CouponModal } from '../components/coupon-modal.tsx';

const STATUS_COLOR: Record<number, string> = { 1: 'green', 2: 'default', [-1]: 'red' };

/** The shop's coupon types: what each offers, how many were collected, and stopping one. */
export function Page() {
  const { t } = useTranslation('coupon');
  const [page, setPage] = useState(1);
  const [filters, setFilters] = useState<CouponFilters>({});
  const [adding, setAdding] = useState(false);
  const { data, isFetching } = useCouponTypes(page, filters);
  const stop = useStopCouponType();
  const statusOf = (c: merchantShop.ShopCouponType) => c.status;
  const columns: TableColumnsType<merchantShop.ShopCouponType> = [
    { title: t('name'), dataIndex: 'coupon_name' },
    {
      title: t('offer'),
      key: 'offer',
      render: (_, c) =>
        c.type === 'discount'
          ? t('offerDiscount', { discount: c.discount })
          : t('offerMoney', { money: formatMoney(c.money) }),
    },
    {
      title: t('atLeast'),
      dataIndex: 'at_least',
      render: (v: string) => (Number(v) > 0 ? formatMoney(v) : t('noThreshold')),
    },
    { title: t('collected'), key: 'collected', render: (_, c) => `${c.lead_count} / ${c.count}` },
    {
      title: t('validity'),
      key: 'validity',
      render: (_, c) =>
        c.validity_type === 0
          ? t('validUntil', { date: formatTime(c.end_time) })
          : t('validDays', { days: c.fixed_term }),
    },
    {
      title: t('goodsScope'),
      dataIndex: 'goods_type',
      render: (g: number) => t(g === 1 ? 'goodsAll' : g === 2 ? 'goodsListed' : 'goodsExcept'),
    },
    {
      title: t('status'),
      key: 'status',
      render: (_, c) => <Tag color={STATUS_COLOR[statusOf(c)]}>{t(`statusName.${statusOf(c)}`)}</Tag>,
    },
    {
      title: t('actions'),
      key: 'actions',
      render: (_, c) =>
        statusOf(c) === 1 ? (
          <Popconfirm
            title={t('confirmStop', { name: c.coupon_name })}
            description={t('confirmStopHelp')}
            okText={t('stop')}
            okButtonProps={{ danger: true }}
            cancelText={t('cancel')}
            onConfirm={() => stop.mutateAsync(c.coupon_type_id).then(() => toast(t('stopped'), 'success'))}
          >
            <Button type="link" size="small" danger>
              {t('stop')}
            </Button>
          </Popconfirm>
        ) : null,
    },
  ];
  return (
    <Card
      title={t('title')}
      extra={
        <Button type="primary" icon={<PlusOutlined />} onClick={() => setAdding(true)}>
          {t('add')}
        </Button>
      }
    >
      <Form
        layout="inline"
        className="console-filters"
        onFinish={(v: { keyword?: string; status?: number }) => {
          setPage(1);
          setFilters({ keyword: v.keyword?.trim() || undefined, status: v.status });
        }}
      >
        <Form.Item name="keyword" label={t('name')}>
          <Input allowClear maxLength={60} />
        </Form.Item>
        <Form.Item name="status" label={t('status')}>
          <Select
            allowClear
            style={{ width: 140 }}
            options={[
              { value: 1, label: t('statusName.1') },
              { value: -1, label: t('statusName.-1') },
            ]}
          />
        </Form.Item>
        <Form.Item>
          <Button htmlType="submit">{t('search')}</Button>
        </Form.Item>
      </Form>
      <Table
        rowKey="coupon_type_id"
        columns={columns}
        dataSource={data?.list ?? []}
        loading={isFetching}
        locale={{ emptyText: <Empty description={t('empty')} /> }}
        pagination={{ current: page, pageSize: 10, total: data?.count ?? 0, onChange: setPage }}
      />
      <CouponModal open={adding} onClose={() => setAdding(false)} />
    </Card>
  );
}
