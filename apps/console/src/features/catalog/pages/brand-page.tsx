import { PlusOutlined } from '@ant-design/icons';
import { Button, Card, Image, Input, Popconfirm, Space, Table, Tag, type TableColumnsType } from 'antd';
import type { operator } from '@mall/contracts';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { formatTime, imgUrl } from '../../../lib/format.ts';
import { toast } from '../../../lib/toast.ts';
import { useBrands, useCatalogWrite } from '../api/catalog-queries.ts';
import { BrandModal } from '../components/brand-modal.tsx';

const PAGE_SIZE = 20;

/** The mall's brands: search, add, edit (with a logo) and delete (refused while goods use the brand). */
export function Page() {
  const { t } = useTranslation('catalog');
  const [filters, setFilters] = useState<{ search?: string; page: number; page_size: number }>({
    page: 1,
    page_size: PAGE_SIZE,
  });
  const [editing, setEditing] = useState<operator.AdminBrand | 'new' | null>(null);
  const { data, isFetching } = useBrands(filters);
  const remove = useCatalogWrite('/operator/api/brand/delete');
  const columns: TableColumnsType<operator.AdminBrand> = [
    {
      title: t('brandName'),
      dataIndex: 'brand_name',
      render: (name: string, b) => (
        <Space>
          {b.image_url && (
            <Image
              src={imgUrl(b.image_url)}
              width={48}
              height={28}
              style={{ objectFit: 'contain' }}
              preview={false}
              alt=""
            />
          )}
          {name}
          {b.is_recommend === 1 && <Tag color="gold">{t('recommended')}</Tag>}
        </Space>
      ),
    },
    { title: t('initial'), dataIndex: 'brand_initial', width: 80 },
    { title: t('goods'), dataIndex: 'goods_count', width: 100 },
    { title: t('sort'), dataIndex: 'sort', width: 80 },
    { title: t('created'), dataIndex: 'create_time', width: 180, render: (v: number) => formatTime(v) },
    {
      title: t('actions'),
      key: 'actions',
      width: 150,
      render: (_, b) => (
        <Space size={0}>
          <Button type="link" size="small" onClick={() => setEditing(b)}>
            {t('edit')}
          </Button>
          <Popconfirm
            title={t('confirmDelete', { name: b.brand_name })}
            okText={t('delete')}
            okButtonProps={{ danger: true }}
            cancelText={t('cancel')}
            onConfirm={async () => {
              await remove.mutateAsync({ brand_id: b.brand_id });
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
      title={t('brandsTitle')}
      extra={
        <Button type="primary" icon={<PlusOutlined />} onClick={() => setEditing('new')}>
          {t('newBrand')}
        </Button>
      }
    >
      <Input.Search
        allowClear
        placeholder={t('searchBrand')}
        style={{ width: 320, marginBottom: 16 }}
        maxLength={40}
        onSearch={(v) => setFilters({ search: v.trim() || undefined, page: 1, page_size: PAGE_SIZE })}
      />
      <Table
        rowKey="brand_id"
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
      <BrandModal
        key={editing === 'new' ? 'new' : (editing?.brand_id ?? 'none')}
        brand={editing && editing !== 'new' ? editing : undefined}
        open={editing !== null}
        onClose={() => setEditing(null)}
      />
    </Card>
  );
}
