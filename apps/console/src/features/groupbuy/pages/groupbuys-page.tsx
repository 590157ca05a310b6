import { PlusOutlined } from '@ant-design/icons';
import { Button, Card, Empty, Popconfirm, Select, Space, Table, Tag, type TableColumnsType } from 'antd';
import type { groupbuy } from '@mall/contracts';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { formatMoney, formatTime } from '../../../lib/format.ts';
import { toast } from '../../../lib/toast.ts';
import { useCloseGroupbuy, useGroupbuys } from '../api/groupbuy-queries.ts';
import { GroupbuyModal } from '../components/groupbuy-modal.tsx';

const STATUS_COLOR: Record<number, string> = { 1: 'blue', 2: 'green', 3: 'default' };

/** The shop's group buys: price, minimum and dates of each, adding, editing until it ends, and closing. */
export function Page() {
  const { t } = useTranslation('groupbuy');
  const [page, setPage] = useState(1);
  const [status, setStatus] = useState<number | undefined>();
  const [editing, setEditing] = useState<groupbuy.GroupbuyDetail | 'new' | null>(null);
  const { data, isFetching } = useGroupbuys(page, status);
  const close = useCloseGroupbuy();
  const columns: TableColumnsType<groupbuy.GroupbuyDetail> = [
    { title: t('goods'), key: 'goods', render: (_, g) => g.sku_name || g.goods_name },
    { title: t('groupPrice'), dataIndex: 'groupbuy_price', render: (v: string) => formatMoney(v) },
    { title: t('goodsPrice'), dataIndex: 'goods_price', render: (v: string) => formatMoney(v) },
    { title: t('minimum'), dataIndex: 'buy_num' },
    {
      title: t('period'),
      key: 'period',
      render: (_, g) => `${formatTime(g.start_time)} – ${formatTime(g.end_time)}`,
    },
    { title: t('sold'), dataIndex: 'sell_num' },
    {
      title: t('status'),
      dataIndex: 'status',
      render: (s: number) => <Tag color={STATUS_COLOR[s]}>{t(`statusName.${s}`)}</Tag>,
    },
    {
      title: t('actions'),
      key: 'actions',
      render: (_, g) =>
        g.status === 3 ? null : (
          <Space>
            <Button type="link" size="small" onClick={() => setEditing(g)}>
              {t('edit')}
            </Button>
            <Popconfirm
              title={t('confirmClose')}
              okText={t('close')}
              okButtonProps={{ danger: true }}
              cancelText={t('cancel')}
              onConfirm={() => close.mutateAsync(g.groupbuy_id).then(() => toast(t('closed'), 'success'))}
            >
              <Button type="link" size="small" danger>
                {t('close')}
              </Button>
            </Popconfirm>
          </Space>
        ),
    },
  ];
  return (
    <Card
      title={t('title')}
      extra={
        <Button type="primary" icon={<PlusOutlined />} onClick={() => setEditing('new')}>
          {t('add')}
        </Button>
      }
    >
      <Select
        allowClear
        className="console-filters"
        placeholder={t('status')}
        style={{ width: 160, marginBottom: 16 }}
        value={status}
        onChange={(v?: number) => {
          setPage(1);
          setStatus(v);
        }}
        options={[1, 2, 3].map((s) => ({ value: s, label: t(`statusName.${s}`) }))}
      />
      <Table
        rowKey="groupbuy_id"
        columns={columns}
        dataSource={data?.list ?? []}
        loading={isFetching}
        locale={{ emptyText: <Empty description={t('empty')} /> }}
        pagination={{ current: page, pageSize: 10, total: data?.count ?? 0, onChange: setPage }}
      />
      <GroupbuyModal editing={editing} onClose={() => setEditing(null)} />
    </Card>
  );
}
