import { PlusOutlined } from '@ant-design/icons';
import { Button, Card, Image, Popconfirm, Space, Table, Tag, type TableColumnsType } from 'antd';
import type { operator } from '@mall/contracts';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { imgUrl } from '../../../lib/format.ts';
import { toast } from '../../../lib/toast.ts';
import { useCatalogWrite, useCategoryTree } from '../api/catalog-queries.ts';
import { CategoryModal } from '../components/category-modal.tsx';

type Editing = { category?: operator.AdminCategory; parent?: operator.AdminCategory } | null;

/** The three-level category tree: add top categories and children, edit, delete (refused while in use). */
export function Page() {
  const { t } = useTranslation('catalog');
  const { data, isFetching } = useCategoryTree();
  const [editing, setEditing] = useState<Editing>(null);
  const remove = useCatalogWrite('/operator/api/category/delete');
  const columns: TableColumnsType<operator.AdminCategory> = [
    {
      title: t('categoryName'),
      dataIndex: 'category_name',
      render: (name: string, c) => (
        <Space>
          {c.image && <Image src={imgUrl(c.image)} width={28} height={28} preview={false} alt="" />}
          {name}
          {c.is_show === 0 && <Tag>{t('hidden')}</Tag>}
        </Space>
      ),
    },
    { title: t('level'), dataIndex: 'level', width: 90, render: (l: number) => t('levelN', { n: l }) },
    { title: t('goods'), dataIndex: 'goods_count', width: 100 },
    { title: t('sort'), dataIndex: 'sort', width: 80 },
    {
      title: t('actions'),
      key: 'actions',
      width: 230,
      render: (_, c) => (
        <Space size={0}>
          {c.level < 3 && (
            <Button type="link" size="small" onClick={() => setEditing({ parent: c })}>
              {t('addChild')}
            </Button>
          )}
          <Button type="link" size="small" onClick={() => setEditing({ category: c })}>
            {t('edit')}
          </Button>
          <Popconfirm
            title={t('confirmDelete', { name: c.category_name })}
            okText={t('delete')}
            okButtonProps={{ danger: true }}
            cancelText={t('cancel')}
            onConfirm={async () => {
              await remove.mutateAsync({ category_id: c.category_id });
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
      title={t('categoriesTitle')}
      extra={
        <Button type="primary" icon={<PlusOutlined />} onClick={() => setEditing({})}>
          {t('newTop')}
        </Button>
      }
    >
      <Table
        rowKey="category_id"
        columns={columns}
        dataSource={data ?? []}
        loading={isFetching}
        locale={{ emptyText: t('empty') }}
        expandable={{ childrenColumnName: 'children' }}
        pagination={{ pageSize: 20, showSizeChanger: false }}
      />
      <CategoryModal
        key={`${editing?.category?.category_id ?? ''}-${editing?.parent?.category_id ?? ''}-${editing ? 'open' : 'closed'}`}
        category={editing?.category}
        parent={editing?.parent}
        open={editing !== null}
        onClose={() => setEditing(null)}
      />
    </Card>
  );
}
