import { PlusOutlined } from '@ant-design/icons';
import { Button, Card, Empty, Popconfirm, Space, Table, Tag, type TableColumnsType } from 'antd';
import type { combo } from '@mall/contracts';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { formatMoney } from '../../../lib/format.ts';
import { toast } from '../../../lib/toast.ts';
import { useCloseCombo, useCombos } from '../api/combo-queries.ts';
import { ComboModal } from '../components/combo-modal.tsx';

/** The shop's combo packages: goods, package price and saving, shipping; adding, changing and closing. */
export function Page() {
  const { t } = useTranslation('combo');
  const [page, setPage] = useState(1);
  const [editing, setEditing] = useState<combo.Combo | 'new' | null>(null);
  const { data, isFetching } = useCombos(page);
  const close = useCloseCombo();
  const columns: TableColumnsType<combo.Combo> = [
    { title: t('name'), dataIndex: 'bl_name' },
    {
      title: t('goods'),
      key: 'goods',
      render: (_, c) => c.bundling_goods.map((g) => <div key={g.sku_id}>{g.sku_name}</div>),
    },
    { title: t('packagePrice'), dataIndex: 'bl_price', render: (v: string) => formatMoney(v) },
    { title: t('saving'), dataIndex: 'saving', render: (v: string) => formatMoney(v) },
    {
      title: t('shipping'),
      dataIndex: 'shipping_fee_type',
      render: (v: number) => t(v === 1 ? 'shippingSeller' : 'shippingBuyer'),
    },
    {
      title: t('status'),
      dataIndex: 'status',
      render: (s: number) => <Tag color={s === 1 ? 'green' : 'default'}>{t(`statusName.${s}`)}</Tag>,
    },
    {
      title: t('actions'),
      key: 'actions',
      render: (_, c) =>
        c.status === 1 ? (
          <Space>
            <Button type="link" size="small" onClick={() => setEditing(c)}>
              {t('edit')}
            </Button>
            <Popconfirm
              title={t('confirmClose')}
              okText={t('close')}
              okButtonProps={{ danger: true }}
              cancelText={t('cancel')}
              onConfirm={() => close.mutateAsync(c.bl_id).then(() => toast(t('closed'), 'success'))}
            >
              <Button type="link" size="small" danger>
                {t('close')}
              </Button>
            </Popconfirm>
          </Space>
        ) : null,
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
      <Table
        rowKey="bl_id"
        columns={columns}
        dataSource={data?.list ?? []}
        loading={isFetching}
        locale={{ emptyText: <Empty description={t('empty')} /> }}
        pagination={{ current: page, pageSize: 10, total: data?.count ?? 0, onChange: setPage }}
      />
      <ComboModal editing={editing} onClose={() => setEditing(null)} />
    </Card>
  );
}
