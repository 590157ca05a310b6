import { PlusOutlined } from '@ant-design/icons';
import type { seckill } from '@mall/contracts';
import { Button, Card, Empty, Popconfirm, Select, Space, Table, Tag, type TableColumnsType } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { formatMoney, formatTime } from '../../../lib/format.ts';
import { toast } from '../../../lib/toast.ts';
import { useCloseSeckill, useSeckills, useSlots } from '../api/seckill-queries.ts';
import { SeckillModal } from '../components/seckill-modal.tsx';

const STATUS_COLOR: Record<number, string> = { 0: 'blue', 1: 'green', 2: 'default', [-1]: 'red' };

/** The shop's flash sales: goods, slots, dates, stock sold, status; create, edit before the start, close. */
export function Page() {
  const { t } = useTranslation('seckill');
  const [page, setPage] = useState(1);
  const [status, setStatus] = useState<number | undefined>();
  const [editing, setEditing] = useState<seckill.MerchantSeckill | null | 'new'>(null);
  const { data, isFetching } = useSeckills(page, status);
  const slots = useSlots('merchant');
  const close = useCloseSeckill();
  const slotName = (id: number) => slots.data?.find((s) => s.id === id)?.name ?? `#${id}`;
  const columns: TableColumnsType<seckill.MerchantSeckill> = [
    { title: t('name'), dataIndex: 'seckill_name' },
    { title: t('goods'), dataIndex: 'goods_name', ellipsis: true },
    { title: t('slots'), key: 'slots', render: (_, s) => s.seckill_time_ids.map(slotName).join(', ') },
    {
      title: t('dates'),
      key: 'dates',
      render: (_, s) => `${formatTime(s.start_time)} – ${formatTime(s.end_time)}`,
    },
    { title: t('price'), dataIndex: 'seckill_price', render: (v: string) => formatMoney(v) },
    {
      title: t('stockSold'),
      key: 'stock',
      render: (_, s) => s.sku_list.map((k) => `${k.stock} / ${k.sale_num}`).join('; '),
    },
    {
      title: t('status'),
      key: 'status',
      render: (_, s) => <Tag color={STATUS_COLOR[s.status]}>{t(`statusName.${s.status}`)}</Tag>,
    },
    {
      title: t('actions'),
      key: 'actions',
      render: (_, s) => (
        <Space size={0}>
          {s.status === 0 ? (
            <Button type="link" size="small" onClick={() => setEditing(s)}>
              {t('edit')}
            </Button>
          ) : null}
          {s.status === 0 || s.status === 1 ? (
            <Popconfirm
              title={t('confirmClose', { name: s.seckill_name })}
              description={t('confirmCloseHelp')}
              okText={t('close')}
              okButtonProps={{ danger: true }}
              cancelText={t('cancel')}
              onConfirm={() => close.mutateAsync(s.id).then(() => toast(t('closed'), 'success'))}
            >
              <Button type="link" size="small" danger>
                {t('close')}
              </Button>
            </Popconfirm>
          ) : null}
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
      <Space className="console-filters">
        <span>{t('status')}</span>
        <Select
          allowClear
          style={{ width: 160 }}
          aria-label={t('status')}
          value={status}
          onChange={(v: number | undefined) => (setPage(1), setStatus(v))}
          options={[0, 1, 2, -1].map((v) => ({ value: v, label: t(`statusName.${v}`) }))}
        />
      </Space>
      <Table
        rowKey="id"
        columns={columns}
        dataSource={data?.list ?? []}
        loading={isFetching}
        locale={{ emptyText: <Empty description={t('empty')} /> }}
        pagination={{ current: page, pageSize: 10, total: data?.count ?? 0, onChange: setPage }}
      />
      {editing ? (
        <SeckillModal sale={editing === 'new' ? null : editing} open onClose={() => setEditing(null)} />
      ) : null}
    </Card>
  );
}
