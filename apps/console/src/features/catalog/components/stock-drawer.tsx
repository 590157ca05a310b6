import { Alert, Button, Drawer, Form, Image, InputNumber, Space, Table, type TableColumnsType } from 'antd';
import type { merchantGoods } from '@mall/contracts';
import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { imgUrl } from '../../../lib/format.ts';
import { toast } from '../../../lib/toast.ts';
import { useEditStock, useGoodsDetail } from '../api/goods-queries.ts';

type Sku = merchantGoods.MerchantSku;
interface Cell {
  price: number;
  market_price: number;
  stock: number;
}
type StockForm = Record<string, Cell>;

const money = (n: number | null | undefined) => (n ?? 0).toFixed(2);

/**
 * Bulk stock and price edit of one goods' SKUs, as a table of editable cells. Each row is sent with the stock
 * it was loaded with: if an order or another editor changed it meanwhile, the server refuses the save and the
 * drawer reloads the current figures instead of overwriting them.
 */
export function StockDrawer({ goodsId, onClose }: { goodsId: number; onClose: () => void }) {
  const { t } = useTranslation('catalog');
  const { data, refetch, isFetching } = useGoodsDetail(goodsId);
  const save = useEditStock();
  const [form] = Form.useForm<StockForm>();
  useEffect(() => {
    if (!data) return;
    form.setFieldsValue(
      Object.fromEntries(
        data.skus.map((s) => [
          String(s.sku_id),
          { price: Number(s.price), market_price: Number(s.market_price), stock: s.stock },
        ]),
      ),
    );
  }, [data, form]);
  const submit = async (values: StockForm) => {
    if (!data) return;
    const skus = data.skus.map((s) => {
      const v = values[String(s.sku_id)]!;
      return {
        sku_id: s.sku_id,
        price: money(v.price),
        market_price: money(v.market_price),
        stock: v.stock,
        old_stock: s.stock,
      };
    });
    try {
      await save.mutateAsync({ goods_id: goodsId, skus });
      toast(t('stock.saved'), 'success');
      onClose();
    } catch {
      await refetch();
    }
  };
  const cell = (sku: Sku, field: keyof Cell, min: number, precision: number) => (
    <Form.Item
      name={[String(sku.sku_id), field]}
      noStyle
      rules={[{ required: true, message: t('form.required') }]}
    >
      <InputNumber
        min={min}
        max={field === 'stock' ? 9_999_999 : 9_999_999.99}
        precision={precision}
        style={{ width: '100%' }}
        aria-label={`${t(`stock.${field}`)} ${sku.spec_values.join(' ')}`}
      />
    </Form.Item>
  );
  const columns: TableColumnsType<Sku> = [
    {
      title: t('stock.sku'),
      key: 'sku',
      render: (_, s) => (
        <Space>
          <Image src={imgUrl(s.sku_image)} width={36} height={36} preview={false} className="goods-thumb" />
          <span>{s.spec_values.length ? s.spec_values.join(' / ') : t('stock.single')}</span>
        </Space>
      ),
    },
    { title: t('stock.skuNo'), dataIndex: 'sku_no', width: 110 },
    { title: t('stock.price'), key: 'price', width: 130, render: (_, s) => cell(s, 'price', 0.01, 2) },
    {
      title: t('stock.market_price'),
      key: 'market',
      width: 130,
      render: (_, s) => cell(s, 'market_price', 0, 2),
    },
    { title: t('stock.stock'), key: 'stock', width: 120, render: (_, s) => cell(s, 'stock', 0, 0) },
    { title: t('stock.sales'), dataIndex: 'sale_num', width: 80 },
  ];
  return (
    <Drawer
      open
      size={860}
      title={data ? t('stock.title', { name: data.goods_name }) : t('stock.titlePlain')}
      onClose={onClose}
      extra={
        <Space>
          <Button onClick={onClose}>{t('cancel')}</Button>
          <Button type="primary" loading={save.isPending} onClick={() => form.submit()}>
            {t('stock.save')}
          </Button>
        </Space>
      }
    >
      <Alert type="info" showIcon className="goods-form-section" title={t('stock.hint')} />
      <Form form={form} onFinish={(v) => void submit(v)} className="goods-form-section">
        <Table
          rowKey="sku_id"
          size="small"
          columns={columns}
          dataSource={data?.skus ?? []}
          loading={isFetching}
          pagination={false}
        />
      </Form>
    </Drawer>
  );
}
