import { PlusOutlined, SearchOutlined } from '@ant-design/icons';
import {
  Button,
  Card,
  Empty,
  Form,
  Image,
  Input,
  Popconfirm,
  Select,
  Space,
  Switch,
  Table,
  Tag,
  Typography,
  type TableColumnsType,
} from 'antd';
import { merchantGoods } from '@mall/contracts';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate } from 'react-router';
import { formatMoney, formatTime, imgUrl } from '../../../lib/format.ts';
import { toast } from '../../../lib/toast.ts';
import {
  useDeleteGoods,
  useGoodsList,
  useSetGoodsState,
  type GoodsListFilters,
} from '../api/goods-queries.ts';
import { StockDrawer } from '../components/stock-drawer.tsx';
import './goods-pages.css';

type Row = merchantGoods.MerchantGoodsRow;
const PAGE_SIZE = 10;

/** The shop's goods: search by name, shelf and stock filters, a paged table with shelf, stock, edit, delete. */
export function Page() {
  const { t } = useTranslation('catalog');
  const navigate = useNavigate();
  const [form] = Form.useForm<Omit<GoodsListFilters, 'page' | 'page_size'>>();
  const [filters, setFilters] = useState<GoodsListFilters>({
    goods_state: 'all',
    stock_state: 'all',
    page: 1,
    page_size: PAGE_SIZE,
  });
  const [stockOf, setStockOf] = useState<number | null>(null);
  const { data, isFetching } = useGoodsList(filters);
  const setState = useSetGoodsState();
  const remove = useDeleteGoods();
  const columns: TableColumnsType<Row> = [
    {
      title: t('list.goods'),
      key: 'goods',
      render: (_, g) => (
        <Space>
          <Image src={imgUrl(g.goods_image)} width={56} height={56} preview={false} className="goods-thumb" />
          <div>
            <Typography.Text ellipsis style={{ maxWidth: 280 }} className="goods-name">
              {g.goods_name}
            </Typography.Text>
            <div className="goods-muted">
              {g.category_name} · {t('list.skuCount', { count: g.sku_count })}
            </div>
          </div>
        </Space>
      ),
    },
    { title: t('list.price'), dataIndex: 'price', width: 110, render: (v: string) => formatMoney(v) },
    {
      title: t('list.stock'),
      dataIndex: 'goods_stock',
      width: 100,
      render: (v: number) => (v > 0 ? v : <Tag color="red">{t('list.soldOut')}</Tag>),
    },
    { title: t('list.sales'), dataIndex: 'sale_num', width: 90 },
    {
      title: t('list.onShelf'),
      dataIndex: 'goods_state',
      width: 100,
      render: (v: number, g) => (
        <Switch
          checked={v === 1}
          aria-label={t('list.onShelf')}
          loading={setState.isPending && setState.variables?.goods_id === g.goods_id}
          onChange={(on) =>
            void setState
              .mutateAsync({ goods_id: g.goods_id, goods_state: on ? 1 : 0 })
              .then(() => toast(on ? t('list.putOn') : t('list.takenOff'), 'success'))
              .catch(() => {})
          }
        />
      ),
    },
    { title: t('list.created'), dataIndex: 'create_time', width: 170, render: (v: number) => formatTime(v) },
    {
      title: t('list.actions'),
      key: 'actions',
      width: 200,
      render: (_, g) => (
        <Space size={0}>
          <Link to={`/merchant/goods/${g.goods_id}/edit`}>
            <Button type="link" size="small">
              {t('list.edit')}
            </Button>
          </Link>
          <Button type="link" size="small" onClick={() => setStockOf(g.goods_id)}>
            {t('list.stockPrice')}
          </Button>
          <Popconfirm
            title={t('list.confirmDelete', { name: g.goods_name })}
            okText={t('ok')}
            cancelText={t('cancel')}
            okButtonProps={{ danger: true }}
            onConfirm={() =>
              remove.mutateAsync({ goods_id: g.goods_id }).then(() => toast(t('list.deleted'), 'success'))
            }
          >
            <Button type="link" size="small" danger>
              {t('list.delete')}
            </Button>
          </Popconfirm>
        </Space>
      ),
    },
  ];
  return (
    <Card
      title={t('list.title')}
      extra={
        <Button type="primary" icon={<PlusOutlined />} onClick={() => void navigate('/merchant/goods/new')}>
          {t('list.add')}
        </Button>
      }
    >
      <Form
        form={form}
        layout="inline"
        className="goods-filters"
        initialValues={{ goods_state: 'all', stock_state: 'all' }}
        onFinish={(v) =>
          setFilters({ ...v, goods_name: v.goods_name?.trim() || undefined, page: 1, page_size: PAGE_SIZE })
        }
      >
        <Form.Item name="goods_name" label={t('filter.name')}>
          <Input allowClear placeholder={t('filter.nameHint')} maxLength={60} style={{ width: 220 }} />
        </Form.Item>
        <Form.Item name="goods_state" label={t('filter.state')}>
          <Select
            style={{ width: 130 }}
            options={merchantGoods.GOODS_STATE_FILTERS.map((v) => ({
              value: v,
              label: t(`filter.state_${v}`),
            }))}
          />
        </Form.Item>
        <Form.Item name="stock_state" label={t('filter.stock')}>
          <Select
            style={{ width: 130 }}
            options={merchantGoods.GOODS_STOCK_FILTERS.map((v) => ({
              value: v,
              label: t(`filter.stock_${v}`),
            }))}
          />
        </Form.Item>
        <Form.Item>
          <Space>
            <Button type="primary" htmlType="submit" icon={<SearchOutlined />}>
              {t('filter.search')}
            </Button>
            <Button
              onClick={() => {
                form.resetFields();
                setFilters({ goods_state: 'all', stock_state: 'all', page: 1, page_size: PAGE_SIZE });
              }}
            >
              {t('filter.reset')}
            </Button>
          </Space>
        </Form.Item>
      </Form>
      <Table
        rowKey="goods_id"
        columns={columns}
        dataSource={data?.list ?? []}
        loading={isFetching}
        locale={{ emptyText: <Empty description={t('list.empty')} /> }}
        pagination={{
          current: filters.page,
          pageSize: filters.page_size,
          total: data?.count ?? 0,
          showSizeChanger: false,
          showTotal: (total) => t('list.total', { count: total }),
          onChange: (page) => setFilters((f) => ({ ...f, page })),
        }}
      />
      {stockOf !== null ? <StockDrawer goodsId={stockOf} onClose={() => setStockOf(null)} /> : null}
    </Card>
  );
}
