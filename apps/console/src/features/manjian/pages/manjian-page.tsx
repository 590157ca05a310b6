import { PlusOutlined } from '@ant-design/icons';
import { Button, Card, Empty, Popconfirm, Space, Table, Tag, type TableColumnsType } from 'antd';
import type { manjianConsole } from '@mall/contracts';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { formatTime } from '../../../lib/format.ts';
import { toast } from '../../../lib/toast.ts';
import { useCloseManjian, useManjianList } from '../api/manjian-queries.ts';
import { ManjianModal } from '../components/manjian-modal.tsx';
import { StepsText } from '../components/steps-text.tsx';

const STATUS_COLOR: Record<number, string> = { 0: 'blue', 1: 'green', 2: 'default', [-1]: 'red' };

/** The shop's spend-more-save-more offers: steps and dates of each, adding, editing until it ends, closing. */
export function Page() {
  const { t } = useTranslation('manjian');
  const [page, setPage] = useState(1);
  const [editing, setEditing] = useState<manjianConsole.ManjianListRow | 'new' | null>(null);
  const { data, isFetching } = useManjianList(page);
  const close = useCloseManjian();
  const open = (m: manjianConsole.ManjianListRow) => m.status === 0 || m.status === 1;
  const columns: TableColumnsType<manjianConsole.ManjianListRow> = [
    { title: t('name'), dataIndex: 'manjian_name' },
    { title: t('type'), dataIndex: 'type', render: (v: number) => t(`typeName.${v}`) },
    { title: t('scope'), dataIndex: 'manjian_type', render: (v: number) => t(`scopeName.${v}`) },
    { title: t('steps'), key: 'steps', render: (_, m) => <StepsText offer={m} /> },
    {
      title: t('period'),
      key: 'period',
      render: (_, m) => `${formatTime(m.start_time)} – ${formatTime(m.end_time)}`,
    },
    {
      title: t('status'),
      dataIndex: 'status',
      render: (s: number) => <Tag color={STATUS_COLOR[s]}>{t(`statusName.${s}`)}</Tag>,
    },
    {
      title: t('actions'),
      key: 'actions',
      render: (_, m) =>
        open(m) ? (
          <Space>
            <Button type="link" size="small" onClick={() => setEditing(m)}>
              {t('edit')}
            </Button>
            <Popconfirm
              title={t('confirmClose')}
              okText={t('close')}
              okButtonProps={{ danger: true }}
              cancelText={t('cancel')}
              onConfirm={() => close.mutateAsync(m.manjian_id).then(() => toast(t('closed'), 'success'))}
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
      <p className="console-muted">{t('help')}</p>
      <Table
        rowKey="manjian_id"
        columns={columns}
        dataSource={data?.list ?? []}
        loading={isFetching}
        locale={{ emptyText: <Empty description={t('empty')} /> }}
        pagination={{ current: page, pageSize: 10, total: data?.count ?? 0, onChange: setPage }}
      />
      <ManjianModal editing={editing} onClose={() => setEditing(null)} />
    </Card>
  );
}
