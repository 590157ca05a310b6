import { PlusOutlined } from '@ant-design/icons';
import { Button, Card, Space, Switch, Table, type TableColumnsType } from 'antd';
import type { recharge } from '@mall/contracts';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { toast } from '../../../lib/toast.ts';
import { usePackageWrite, usePackages } from '../api/recharge-queries.ts';
import { PackageModal } from '../components/package-modal.tsx';

const PAGE_SIZE = 20;

/** Top-up packages (facts §4.3): what members buy on /member/recharge_list; put on or off sale at once. */
export function Page() {
  const { t } = useTranslation('recharge');
  const [page, setPage] = useState(1);
  const { data, isFetching } = usePackages(page, PAGE_SIZE);
  const [editing, setEditing] = useState<recharge.RechargePackage | 'new' | null>(null);
  const status = usePackageWrite('/operator/api/recharge/status');
  const columns: TableColumnsType<recharge.RechargePackage> = [
    { title: t('name'), dataIndex: 'recharge_name' },
    { title: t('faceValue'), dataIndex: 'face_value' },
    { title: t('buyPrice'), dataIndex: 'buy_price' },
    { title: t('point'), dataIndex: 'point' },
    { title: t('growth'), dataIndex: 'growth' },
    { title: t('sold'), dataIndex: 'sale_num' },
    {
      title: t('onSale'),
      dataIndex: 'status',
      render: (s: number, p) => (
        <Switch
          checked={s === 1}
          aria-label={t('onSale')}
          onChange={async (on) => {
            await status.mutateAsync({ recharge_id: p.recharge_id, status: on ? 1 : 2 });
            toast(t('saved'), 'success');
          }}
        />
      ),
    },
    {
      title: t('actions'),
      key: 'actions',
      render: (_, p) => (
        <Space size={0}>
          <Button type="link" size="small" onClick={() => setEditing(p)}>
            {t('edit')}
          </Button>
        </Space>
      ),
    },
  ];
  return (
    <Card
      title={t('title')}
      extra={
        <Button type="primary" icon={<PlusOutlined />} onClick={() => setEditing('new')}>
          {t('new')}
        </Button>
      }
    >
      <Table
        rowKey="recharge_id"
        columns={columns}
        dataSource={data?.list ?? []}
        loading={isFetching}
        locale={{ emptyText: t('empty') }}
        pagination={{
          current: page,
          pageSize: PAGE_SIZE,
          total: data?.count ?? 0,
          showSizeChanger: false,
          onChange: setPage,
        }}
      />
      <PackageModal
        key={editing === 'new' ? 'new' : (editing?.recharge_id ?? 'none')}
        item={editing && editing !== 'new' ? editing : undefined}
        open={editing !== null}
        onClose={() => setEditing(null)}
      />
    </Card>
  );
}
