import { PlusOutlined } from '@ant-design/icons';
import { Button, Card, Empty, Popconfirm, Space, Table, Tag, Typography, type TableColumnsType } from 'antd';
import type { merchantShop } from '@mall/contracts';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { formatMoney, formatTime } from '../../../lib/format.ts';
import { toast } from '../../../lib/toast.ts';
import { useDeleteTemplate, useProvinces, useTemplates } from '../api/delivery-queries.ts';
import { TemplateDrawer } from '../components/template-drawer.tsx';

/** The shop's express freight templates; the default one is what checkout charges. */
export function Page() {
  const { t } = useTranslation('delivery');
  const [page, setPage] = useState(1);
  const [editing, setEditing] = useState<merchantShop.FreightTemplate | null | undefined>(undefined);
  const { data, isFetching } = useTemplates(page);
  const remove = useDeleteTemplate();
  const provinces = useProvinces();
  const names = new Map((provinces.data ?? []).map((p) => [p.id, p.name]));
  const regionText = (ids: number[]) =>
    ids.length ? ids.map((id) => names.get(id) ?? id).join(', ') : t('elsewhere');
  const columns: TableColumnsType<merchantShop.FreightTemplate> = [
    {
      title: t('templateName'),
      dataIndex: 'template_name',
      render: (name: string, r) => (
        <Space>
          {name}
          {r.is_default === 1 && <Tag color="blue">{t('default')}</Tag>}
        </Space>
      ),
    },
    {
      title: t('rules'),
      key: 'rules',
      render: (_, r) => (
        <Space direction="vertical" size={0}>
          {r.items.map((i, n) => (
            <Typography.Text key={n}>
              {t('ruleText', {
                region: regionText(i.province_ids),
                first: i.first_num,
                firstFee: formatMoney(i.first_fee),
                next: i.continue_num,
                nextFee: formatMoney(i.continue_fee),
              })}
            </Typography.Text>
          ))}
        </Space>
      ),
    },
    {
      title: t('freeThreshold'),
      dataIndex: 'free_threshold',
      render: (v: string) => (Number(v) > 0 ? formatMoney(v) : t('none')),
    },
    { title: t('created'), dataIndex: 'create_time', render: (v: number) => formatTime(v) },
    {
      title: t('actions'),
      key: 'actions',
      render: (_, r) => (
        <Space>
          <Button type="link" size="small" onClick={() => setEditing(r)}>
            {t('edit')}
          </Button>
          <Popconfirm
            title={t('confirmDelete', { name: r.template_name })}
            okText={t('ok')}
            cancelText={t('cancel')}
            onConfirm={() =>
              remove.mutateAsync(r.template_id).then(() => toast(t('templateDeleted'), 'success'))
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
      title={t('templatesTitle')}
      extra={
        <Button type="primary" icon={<PlusOutlined />} onClick={() => setEditing(null)}>
          {t('addTemplate')}
        </Button>
      }
    >
      <Table
        rowKey="template_id"
        columns={columns}
        dataSource={data?.list ?? []}
        loading={isFetching}
        locale={{ emptyText: <Empty description={t('noTemplates')} /> }}
        pagination={{ current: page, pageSize: 10, total: data?.count ?? 0, onChange: setPage }}
      />
      <TemplateDrawer
        open={editing !== undefined}
        template={editing ?? null}
        onClose={() => setEditing(undefined)}
      />
    </Card>
  );
}
