import { PlusOutlined } from '@ant-design/icons';
import { Button, Card, Empty, Popconfirm, Table, type TableColumnsType } from 'antd';
import type { verify } from '@mall/contracts';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { formatTime } from '../../../lib/format.ts';
import { toast } from '../../../lib/toast.ts';
import { CLERK_PAGE_SIZE, useClerkList, useRemoveClerk } from '../api/verifier-queries.ts';
import { AddClerkModal } from '../components/add-clerk-modal.tsx';

/** The owner's write-off clerks: members who write off the shop's pickup and virtual-goods codes. */
export function Page() {
  const { t } = useTranslation('verifier');
  const [page, setPage] = useState(1);
  const [adding, setAdding] = useState(false);
  const { data, isFetching } = useClerkList(page);
  const remove = useRemoveClerk();
  const unbind = async (c: verify.Verifier) => {
    await remove.mutateAsync(c.verifier_id);
    toast(t('removed'), 'success');
  };
  const columns: TableColumnsType<verify.Verifier> = [
    { title: t('name'), dataIndex: 'verifier_name' },
    { title: t('username'), dataIndex: 'username', render: (v: string) => v || '–' },
    { title: t('mobile'), dataIndex: 'mobile', render: (v: string) => v || '–' },
    { title: t('created'), dataIndex: 'create_time', render: (v: number) => formatTime(v) },
    {
      title: t('actions'),
      key: 'actions',
      render: (_, c) => (
        <Popconfirm
          title={t('confirmUnbind', { name: c.verifier_name })}
          okText={t('ok')}
          cancelText={t('cancel')}
          onConfirm={() => unbind(c)}
        >
          <Button type="link" size="small" danger>
            {t('unbind')}
          </Button>
        </Popconfirm>
      ),
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
      <Table
        rowKey="verifier_id"
        columns={columns}
        dataSource={data?.list ?? []}
        loading={isFetching}
        locale={{ emptyText: <Empty description={t('empty')} /> }}
        pagination={{
          current: page,
          pageSize: CLERK_PAGE_SIZE,
          total: data?.count ?? 0,
          onChange: setPage,
        }}
      />
      <AddClerkModal open={adding} onClose={() => setAdding(false)} />
    </Card>
  );
}
