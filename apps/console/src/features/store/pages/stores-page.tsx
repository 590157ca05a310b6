import { PlusOutlined } from '@ant-design/icons';
import {
  Button,
  Card,
  Empty,
  Form,
  Input,
  Popconfirm,
  Select,
  Space,
  Switch,
  Table,
  type TableColumnsType,
} from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { toast } from '../../../lib/toast.ts';
import {
  useDeleteStore,
  useStoreStatus,
  useStores,
  type StoreFilters,
  type StoreRow,
} from '../api/store-queries.ts';
import { StoreModal } from '../components/store-modal.tsx';

/** The shop's pickup stores: open ones are offered at checkout when the shop offers pickup. */
export function Page() {
  const { t } = useTranslation('store');
  const [page, setPage] = useState(1);
  const [filters, setFilters] = useState<StoreFilters>({});
  const [editing, setEditing] = useState<StoreRow | null | undefined>(undefined);
  const { data, isFetching } = useStores(page, filters);
  const setStatus = useStoreStatus();
  const remove = useDeleteStore();
  const columns: TableColumnsType<StoreRow> = [
    { title: t('name'), dataIndex: 'store_name' },
    { title: t('address'), dataIndex: 'full_address' },
    { title: t('phone'), dataIndex: 'telphone' },
    { title: t('hours'), dataIndex: 'open_date' },
    {
      title: t('open'),
      dataIndex: 'status',
      render: (s: number, r) => (
        <Switch
          checked={s === 1}
          checkedChildren={t('opened')}
          unCheckedChildren={t('closed')}
          aria-label={t('open')}
          onChange={(on) =>
            void setStatus.mutateAsync({ store_id: r.store_id, status: on ? 1 : 0 }).catch(() => {})
          }
        />
      ),
    },
    {
      title: t('actions'),
      key: 'actions',
      render: (_, r) => (
        <Space>
          <Button type="link" size="small" onClick={() => setEditing(r)}>
            {t('edit')}
          </Button>
          <Popconfirm
            title={t('confirmDelete', { name: r.store_name })}
            okText={t('ok')}
            cancelText={t('cancel')}
            onConfirm={() =>
              remove.mutateAsync({ store_id: r.store_id }).then(() => toast(t('deleted'), 'success'))
            }
          >
            <Button type="link" size="small" danger>
              {t('delete')}
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
        <Button type="primary" icon={<PlusOutlined />} onClick={() => setEditing(null)}>
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
        <Form.Item name="status" label={t('open')}>
          <Select
            allowClear
            style={{ width: 140 }}
            options={[
              { value: 1, label: t('opened') },
              { value: 0, label: t('closed') },
            ]}
          />
        </Form.Item>
        <Form.Item>
          <Button htmlType="submit">{t('search')}</Button>
        </Form.Item>
      </Form>
      <Table
        rowKey="store_id"
        columns={columns}
        dataSource={data?.list ?? []}
        loading={isFetching}
        locale={{ emptyText: <Empty description={t('empty')} /> }}
        pagination={{ current: page, pageSize: 10, total: data?.count ?? 0, onChange: setPage }}
      />
      <StoreModal
        open={editing !== undefined}
        store={editing ?? null}
        onClose={() => setEditing(undefined)}
      />
    </Card>
  );
}
