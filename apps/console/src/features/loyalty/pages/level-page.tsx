import { PlusOutlined } from '@ant-design/icons';
import { Button, Card, Popconfirm, Space, Table, Tag, type TableColumnsType } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { toast } from '../../../lib/toast.ts';
import { useLevelWrite, useLevels, type AdminLevel } from '../api/loyalty-queries.ts';
import { LevelModal } from '../components/level-modal.tsx';

/** Member levels (facts §4.6): growth thresholds and what each gives; members move up as their growth grows. */
export function Page() {
  const { t } = useTranslation('loyalty');
  const { data, isFetching } = useLevels();
  const [editing, setEditing] = useState<AdminLevel | 'new' | null>(null);
  const remove = useLevelWrite('/operator/api/memberlevel/delete');
  const columns: TableColumnsType<AdminLevel> = [
    {
      title: t('levelName'),
      dataIndex: 'level_name',
      render: (name: string, l) => (
        <Space>
          {name}
          {l.is_default === 1 ? <Tag>{t('default')}</Tag> : null}
        </Space>
      ),
    },
    { title: t('threshold'), dataIndex: 'growth' },
    { title: t('discount'), dataIndex: 'consume_discount', render: (d: number) => `${d}%` },
    {
      title: t('freeShipping'),
      dataIndex: 'is_free_shipping',
      render: (f: number) => (f === 1 ? t('yes') : t('no')),
    },
    { title: t('remark'), dataIndex: 'remark' },
    {
      title: t('actions'),
      key: 'actions',
      width: 150,
      render: (_, l) => (
        <Space size={0}>
          <Button type="link" size="small" onClick={() => setEditing(l)}>
            {t('edit')}
          </Button>
          {l.is_default === 1 ? null : (
            <Popconfirm
              title={t('confirmDelete', { name: l.level_name })}
              okText={t('delete')}
              okButtonProps={{ danger: true }}
              cancelText={t('cancel')}
              onConfirm={async () => {
                await remove.mutateAsync({ level_id: l.level_id });
                toast(t('deleted'), 'success');
              }}
            >
              <Button type="link" size="small" danger>
                {t('delete')}
              </Button>
            </Popconfirm>
          )}
        </Space>
      ),
    },
  ];
  return (
    <Card
      title={t('levelsTitle')}
      extra={
        <Button type="primary" icon={<PlusOutlined />} onClick={() => setEditing('new')}>
          {t('newLevel')}
        </Button>
      }
    >
      <Table
        rowKey="level_id"
        columns={columns}
        dataSource={data ?? []}
        loading={isFetching}
        pagination={false}
      />
      <LevelModal
        key={editing === 'new' ? 'new' : (editing?.level_id ?? 'none')}
        level={editing && editing !== 'new' ? editing : undefined}
        open={editing !== null}
        onClose={() => setEditing(null)}
      />
    </Card>
  );
}
