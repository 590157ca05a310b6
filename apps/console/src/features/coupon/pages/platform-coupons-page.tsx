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
import type { operator } from '@mall/contracts';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { formatMoney, formatTime } from '../../../lib/format.ts';
import { toast } from '../../../lib/toast.ts';
import {
  usePlatformCouponTypes,
  useStopPlatformCouponType,
  type PlatformCouponFilters,
} from '../api/platform-coupon-queries.ts';
import { PlatformCouponModal } from '../components/platform-coupon-modal.tsx';

type Row = operator.AdminPlatformCouponType;
const STATUS_COLOR: Record<number, string> = { 1: 'green', 2: 'default', [-1]: 'red' };

/** The mall's own coupons: what each offers, where it is good, who pays for it, how many went, stopping one. */
export function Page() {
  const { t } = useTranslation('coupon');
  const [page, setPage] = useState(1);
  const [filters, setFilters] = useState<PlatformCouponFilters>({});
  const [adding, setAdding] = useState(false);
  const { data, isFetching } = usePlatformCouponTypes(page, filters);
  const stop = useStopPlatformCouponType();
  const columns: TableColumnsType<Row> = [
    { title: t('name'), dataIndex: 'platformcoupon_name' },
    {
      title: t('offer'),
      key: 'offer',
      render: (_, c) =>
        `${t('offerMoney', { money: formatMoney(c.money) })} · ${
          Number(c.at_least) > 0 ? t('platform.from', { money: formatMoney(c.at_least) }) : t('noThreshold')
        }`,
    },
    {
      title: t('platform.scope'),
      key: 'scope',
      render: (_, c) =>
        c.use_scenario === 1
          ? t('platform.scopeAll')
          : t('platform.scopeCount', { count: c.site_ids.length }),
    },
    {
      title: t('platform.split'),
      key: 'split',
      render: (_, c) =>
        t('platform.splitShort', { platform: c.platform_split_rare, shop: c.shop_split_rare }),
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
      title: t('status'),
      key: 'status',
      render: (_, c) => <Tag color={STATUS_COLOR[c.status]}>{t(`statusName.${c.status}`)}</Tag>,
    },
    {
      title: t('actions'),
      key: 'actions',
      render: (_, c) =>
        c.status === 1 ? (
          <Popconfirm
            title={t('confirmStop', { name: c.platformcoupon_name })}
            description={t('confirmStopHelp')}
            okText={t('stop')}
            okButtonProps={{ danger: true }}
            cancelText={t('cancel')}
            onConfirm={() =>
              stop.mutateAsync(c.platformcoupon_type_id).then(() => toast(t('stopped'), 'success'))
            }
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
      title={t('platform.title')}
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
        rowKey="platformcoupon_type_id"
        columns={columns}
        dataSource={data?.list ?? []}
        loading={isFetching}
        locale={{ emptyText: <Empty description={t('empty')} /> }}
        pagination={{ current: page, pageSize: 10, total: data?.count ?? 0, onChange: setPage }}
      />
      <PlatformCouponModal open={adding} onClose={() => setAdding(false)} />
    </Card>
  );
}
