import { PlusOutlined } from '@ant-design/icons';
import { Button, Card, Input, Popconfirm, Space, Table, Tag, type TableColumnsType } from 'antd';
import type { operator } from '@mall/contracts';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { formatTime } from '../../../lib/format.ts';
import { toast } from '../../../lib/toast.ts';
import { useCmsWrite, useNotices } from '../api/cms-queries.ts';
import { NoticeModal } from '../components/notice-modal.tsx';

const PAGE_SIZE = 20;

/** The platform's notices: search, write, edit and delete; the storefront's notice pages show them. */
export function Page() {
  const { t } = useTranslation('cms');
  const [filters, setFilters] = useState<{ search?: string; page: number; page_size: number }>({
    page: 1,
    page_size: PAGE_SIZE,
  });
  const [editing, setEditing] = useState<operator.AdminNotice | 'new' | null>(null);
  const { data, isFetching } = useNotices(filters);
  const remove = useCmsWrite('/operator/api/notice/delete');
  const columns: TableColumnsType<operator.AdminNotice> = [
    {
      title: t('title'),
      dataIndex: 'title',
      render: (title: string, n) => (
        <Space>
          {n.is_top === 1 && <Tag color="red">{t('top')}</Tag>}
          <a href={`/web/cms/notice-${n.id}`} target="_blank" rel="noreferrer">
            {title}
          </a>
        </Space>
      ),
    },
    { title: t('sort'), dataIndex: 'sort', width: 80 },
    { title: t('created'), dataIndex: 'create_time', width: 180, render: (v: number) => formatTime(v) },
    {
      title: t('actions'),
      key: 'actions',
      width: 150,
      render: (_, n) => (
        <Space size={0}>
          <Button type="link" size="small" onClick={() => setEditing(n)}>
            {t('edit')}
          </Button>
          <Popconfirm
            title={t('confirmDelete', { name: n.title })}
            okText={t('delete')}
            okButtonProps={{ danger: true }}
            cancelText={t('cancel')}
            onConfirm={async () => {
              await remove.mutateAsync({ id: n.id });
              toast(t('deleted'), 'success');
            }}
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
      title={t('noticeTitle')}
      extra={
        <Button type="primary" icon={<PlusOutlined />} onClick={() => setEditing('new')}>
          {t('newNotice')}
        </Button>
      }
    >
      <Input.Search
        allowClear
        placeholder={t('searchTitle')}
        style={{ width: 320, marginBottom: 16 }}
        maxLength={40}
        onSearch={(v) => setFilters({ search: v.trim() || undefined, page: 1, page_size: PAGE_SIZE })}
      />
      <Table
        rowKey="id"
        columns={columns}
        dataSource={data?.list ?? []}
        loading={isFetching}
        locale={{ emptyText: t('empty') }}
        pagination={{
          current: filters.page,
          pageSize: PAGE_SIZE,
          total: data?.count ?? 0,
          showSizeChanger: false,
          onChange: (page) => setFilters((f) => ({ ...f, page })),
        }}
      />
      <NoticeModal
        key={editing === 'new' ? 'new' : (editing?.id ?? 'none')}
        notice={editing && editing !== 'new' ? editing : undefined}
        open={editing !== null}
        onClose={() => setEditing(null)}
      />
    </Card>
  );
}
