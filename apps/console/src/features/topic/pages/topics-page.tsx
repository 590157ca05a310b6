import { PlusOutlined } from '@ant-design/icons';
import { Button, Card, Empty, Popconfirm, Space, Table, Tag, type TableColumnsType } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { formatMoney, formatTime } from '../../../lib/format.ts';
import { toast } from '../../../lib/toast.ts';
import { useCloseTopic, useTopics, type ConsoleTopic } from '../api/topic-queries.ts';
import { TopicModal } from '../components/topic-modal.tsx';

const STATUS_COLOR: Record<number, string> = { 1: 'blue', 2: 'green', 3: 'default' };

/** The platform's topic events: dates, goods at topic prices, status; adding, changing and ending one. */
export function Page() {
  const { t } = useTranslation('topic');
  const [page, setPage] = useState(1);
  const [editing, setEditing] = useState<ConsoleTopic | 'new' | null>(null);
  const { data, isFetching } = useTopics(page);
  const close = useCloseTopic();
  const columns: TableColumnsType<ConsoleTopic> = [
    { title: t('name'), dataIndex: 'topic_name' },
    {
      title: t('period'),
      key: 'period',
      render: (_, r) => `${formatTime(r.start_time)} – ${formatTime(r.end_time)}`,
    },
    {
      title: t('goods'),
      key: 'goods',
      render: (_, r) =>
        r.goods.map((g) => (
          <div key={g.sku_id}>
            {g.sku_name} · {formatMoney(g.topic_price)}
          </div>
        )),
    },
    {
      title: t('status'),
      dataIndex: 'status',
      render: (s: number) => <Tag color={STATUS_COLOR[s]}>{t(`statusName.${s}`)}</Tag>,
    },
    {
      title: t('actions'),
      key: 'actions',
      render: (_, r) =>
        r.status === 3 ? null : (
          <Space>
            <Button type="link" size="small" onClick={() => setEditing(r)}>
              {t('edit')}
            </Button>
            <Popconfirm
              title={t('confirmClose')}
              okText={t('close')}
              okButtonProps={{ danger: true }}
              cancelText={t('cancel')}
              onConfirm={() => close.mutateAsync(r.topic_id).then(() => toast(t('closed'), 'success'))}
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
      <Table
        rowKey="topic_id"
        columns={columns}
        dataSource={data?.list ?? []}
        loading={isFetching}
        locale={{ emptyText: <Empty description={t('empty')} /> }}
        pagination={{ current: page, pageSize: 10, total: data?.count ?? 0, onChange: setPage }}
      />
      <TopicModal editing={editing} onClose={() => setEditing(null)} />
    </Card>
  );
}
