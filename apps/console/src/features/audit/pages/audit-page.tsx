import { Button, Card, Table, Tag, type TableColumnsType } from 'antd';
import type { operator } from '@mall/contracts';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { dayRange, formatTime } from '../../../lib/format.ts';
import { useAuditLog, type AuditFilters as Filters } from '../api/audit-queries.ts';
import { AuditEntryDrawer } from '../components/audit-entry-drawer.tsx';
import { AuditFilters, type AuditFilterForm } from '../components/audit-filters.tsx';
import './audit-page.css';

const PAGE_SIZE = 20;
const AUDIENCE_COLORS: Record<string, string> = { merchant: 'volcano', agent: 'cyan', operator: 'purple' };

/** The operator's audit log: every console write, newest first, searchable; a row opens its before/after. */
export function Page() {
  const { t } = useTranslation('audit');
  const [filters, setFilters] = useState<Filters>({ page: 1, page_size: PAGE_SIZE });
  const [open, setOpen] = useState<operator.AuditEntry | null>(null);
  const { data, isFetching } = useAuditLog(filters);
  const search = ({ range, ...rest }: AuditFilterForm) =>
    setFilters({ ...rest, ...dayRange(range), page: 1, page_size: PAGE_SIZE });
  const columns: TableColumnsType<operator.AuditEntry> = [
    { title: t('time'), dataIndex: 'create_time', width: 170, render: (v: number) => formatTime(v) },
    {
      title: t('who'),
      key: 'who',
      render: (_, e) => (
        <>
          <Tag color={AUDIENCE_COLORS[e.audience]}>{t(`common:audience.${e.audience}`)}</Tag>
          {e.actor_name}
        </>
      ),
    },
    { title: t('shop'), dataIndex: 'site_id', width: 80, render: (v: number) => v || '–' },
    { title: t('call'), dataIndex: 'call' },
    { title: t('target'), key: 'target', render: (_, e) => `${e.target_type} ${e.target_id}` },
    { title: t('ip'), dataIndex: 'ip', width: 130 },
    {
      title: t('actions'),
      key: 'actions',
      width: 90,
      render: (_, e) => (
        <Button type="link" size="small" onClick={() => setOpen(e)}>
          {t('view')}
        </Button>
      ),
    },
  ];
  return (
    <Card title={t('title')}>
      <AuditFilters onSearch={search} />
      <Table
        rowKey="id"
        columns={columns}
        dataSource={data?.list ?? []}
        loading={isFetching}
        pagination={{
          current: filters.page,
          pageSize: PAGE_SIZE,
          total: data?.count ?? 0,
          showSizeChanger: false,
          showTotal: (total) => t('total', { count: total }),
          onChange: (page) => setFilters({ ...filters, page }),
        }}
      />
      <AuditEntryDrawer entry={open} onClose={() => setOpen(null)} />
    </Card>
  );
}
