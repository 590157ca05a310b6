import { PlusOutlined } from '@ant-design/icons';
import { Button, Card, Popconfirm, Table, Tag, type TableColumnsType } from 'antd';
import type { merchant } from '@mall/contracts';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { formatTime } from '../../../lib/format.ts';
import { useSetStaffStatus, useStaffList } from '../api/staff-queries.ts';
import { AddStaffModal } from '../components/add-staff-modal.tsx';

/** The owner's accounts page: the shop's owner, staff and agents; add one, disable or enable one. */
export function Page() {
  const { t } = useTranslation('staff');
  const [page, setPage] = useState(1);
  const [adding, setAdding] = useState(false);
  const { data, isFetching } = useStaffList(page);
  const setStatus = useSetStaffStatus();
  const columns: TableColumnsType<merchant.StaffAccount> = [
    { title: t('username'), dataIndex: 'username' },
    { title: t('role'), dataIndex: 'role', render: (role: string) => <Tag>{t(`common:role.${role}`)}</Tag> },
    {
      title: t('status'),
      dataIndex: 'status',
      render: (s: number) => <Tag color={s ? 'green' : 'default'}>{s ? t('enabled') : t('disabled')}</Tag>,
    },
    { title: t('created'), dataIndex: 'create_time', render: (v: number) => formatTime(v) },
    {
      title: t('actions'),
      key: 'actions',
      render: (_, a) =>
        a.role === 'shop_owner' ? null : (
          <Popconfirm
            title={
              a.status ? t('confirmDisable', { name: a.username }) : t('confirmEnable', { name: a.username })
            }
            okText={t('ok')}
            cancelText={t('cancel')}
            onConfirm={() => setStatus.mutateAsync({ account_id: a.account_id, status: a.status ? 0 : 1 })}
          >
            <Button type="link" size="small" danger={Boolean(a.status)}>
              {a.status ? t('disable') : t('enable')}
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
        rowKey="account_id"
        columns={columns}
        dataSource={data?.list ?? []}
        loading={isFetching}
        pagination={{ current: page, pageSize: 20, total: data?.count ?? 0, onChange: setPage }}
      />
      <AddStaffModal open={adding} onClose={() => setAdding(false)} />
    </Card>
  );
}
