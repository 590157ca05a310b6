import { SearchOutlined } from '@ant-design/icons';
import {
  Avatar,
  Button,
  Card,
  Form,
  Input,
  Popconfirm,
  Select,
  Space,
  Table,
  Tag,
  type TableColumnsType,
} from 'antd';
import type { operator } from '@mall/contracts';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { formatTime, imgUrl } from '../../../lib/format.ts';
import { toast } from '../../../lib/toast.ts';
import { useSetShopStatus, useShopList, type ShopFilters } from '../api/operator-shop-queries.ts';

const PAGE_SIZE = 20;

interface FilterForm {
  search?: string;
  shop_status?: 0 | 1;
}

/** Every shop of the mall: search by name, filter open or closed; close a shop (its goods leave the storefront). */
export function Page() {
  const { t } = useTranslation('shop');
  const [form] = Form.useForm<FilterForm>();
  const [filters, setFilters] = useState<ShopFilters>({ page: 1, page_size: PAGE_SIZE });
  const { data, isFetching } = useShopList(filters);
  const setStatus = useSetShopStatus();
  const columns: TableColumnsType<operator.ShopRow> = [
    { title: t('id'), dataIndex: 'site_id', width: 80 },
    {
      title: t('name'),
      key: 'name',
      render: (_, s) => (
        <Space>
          <Avatar shape="square" src={imgUrl(s.logo) || undefined}>
            {s.site_name.slice(0, 1)}
          </Avatar>
          <a href={`/web/shop-${s.site_id}`} target="_blank" rel="noreferrer">
            {s.site_name}
          </a>
          {s.is_own === 1 && <Tag color="blue">{t('own')}</Tag>}
        </Space>
      ),
    },
    { title: t('phone'), dataIndex: 'telephone', render: (v: string) => v || '–' },
    { title: t('goods'), dataIndex: 'goods_count', width: 100 },
    { title: t('sales'), dataIndex: 'shop_sales', width: 100 },
    {
      title: t('status'),
      dataIndex: 'shop_status',
      width: 100,
      render: (s: number) => <Tag color={s ? 'green' : 'red'}>{s ? t('open') : t('closed')}</Tag>,
    },
    { title: t('created'), dataIndex: 'create_time', render: (v: number) => formatTime(v) },
    {
      title: t('actions'),
      key: 'actions',
      width: 110,
      render: (_, s) => {
        const closing = s.shop_status === 1;
        return (
          <Popconfirm
            title={
              closing ? t('confirmClose', { name: s.site_name }) : t('confirmOpen', { name: s.site_name })
            }
            okText={closing ? t('close') : t('reopen')}
            okButtonProps={{ danger: closing }}
            cancelText={t('cancel')}
            onConfirm={async () => {
              await setStatus.mutateAsync({ site_id: s.site_id, shop_status: closing ? 0 : 1 });
              toast(closing ? t('closedDone') : t('openedDone'), 'success');
            }}
          >
            <Button type="link" size="small" danger={closing}>
              {closing ? t('close') : t('reopen')}
            </Button>
          </Popconfirm>
        );
      },
    },
  ];
  return (
    <Card title={t('title')}>
      <Form
        form={form}
        layout="inline"
        style={{ marginBottom: 16, rowGap: 12 }}
        onFinish={(v) =>
          setFilters({ ...v, search: v.search?.trim() || undefined, page: 1, page_size: PAGE_SIZE })
        }
      >
        <Form.Item name="search" label={t('name')} rules={[{ max: 40 }]}>
          <Input allowClear style={{ width: 220 }} maxLength={40} />
        </Form.Item>
        <Form.Item name="shop_status" label={t('status')}>
          <Select
            allowClear
            style={{ width: 140 }}
            options={[
              { value: 1, label: t('open') },
              { value: 0, label: t('closed') },
            ]}
          />
        </Form.Item>
        <Form.Item>
          <Space>
            <Button type="primary" htmlType="submit" icon={<SearchOutlined />}>
              {t('search')}
            </Button>
            <Button
              onClick={() => {
                form.resetFields();
                setFilters({ page: 1, page_size: PAGE_SIZE });
              }}
            >
              {t('reset')}
            </Button>
          </Space>
        </Form.Item>
      </Form>
      <Table
        rowKey="site_id"
        columns={columns}
        dataSource={data?.list ?? []}
        loading={isFetching}
        locale={{ emptyText: t('empty') }}
        pagination={{
          current: filters.page,
          pageSize: PAGE_SIZE,
          total: data?.count ?? 0,
          showSizeChanger: false,
          showTotal: (total) => t('total', { total }),
          onChange: (page) => setFilters((f) => ({ ...f, page })),
        }}
      />
    </Card>
  );
}
