import { Form, Input, InputNumber, Select, Table, Tooltip, type TableColumnsType } from 'antd';
import { useTranslation } from 'react-i18next';
import { comboKey } from '../spec-combos.ts';

export interface SkuCell {
  price?: number;
  market_price?: number;
  cost_price?: number;
  stock?: number;
  sku_no?: string;
  sku_image?: string;
}

interface Row {
  key: string;
  values: string[];
  existing: boolean;
}

/**
 * One row per combination of the spec values, each with its price, market and cost price, stock, SKU code and
 * picture (one of the goods' pictures). A SKU the goods already had keeps its stock here: that changes in the
 * stock table, which guards against lost updates.
 */
export function SkuTable({
  combos,
  specNames,
  existing,
  pictures,
}: {
  combos: string[][];
  specNames: string[];
  existing: Set<string>;
  pictures: string[];
}) {
  const { t } = useTranslation('catalog');
  const rows: Row[] = combos.map((values) => ({
    key: comboKey(values),
    values,
    existing: existing.has(comboKey(values)),
  }));
  const money = (row: Row, field: 'price' | 'market_price' | 'cost_price', required: boolean) => (
    <Form.Item
      name={['skus', row.key, field]}
      rules={required ? [{ required: true, message: t('form.priceRequired') }] : []}
      style={{ marginBottom: 0 }}
    >
      <InputNumber
        min={field === 'price' ? 0.01 : 0}
        max={9_999_999.99}
        precision={2}
        style={{ width: '100%' }}
        aria-label={`${t(`form.${field}`)} ${row.key}`}
      />
    </Form.Item>
  );
  const columns: TableColumnsType<Row> = [
    ...specNames.map((name, i) => ({
      title: name,
      key: `spec${i}`,
      render: (_: unknown, r: Row) => r.values[i],
    })),
    { title: t('form.price'), key: 'price', width: 120, render: (_, r) => money(r, 'price', true) },
    {
      title: t('form.market_price'),
      key: 'market',
      width: 120,
      render: (_, r) => money(r, 'market_price', false),
    },
    { title: t('form.cost_price'), key: 'cost', width: 120, render: (_, r) => money(r, 'cost_price', false) },
    {
      title: t('form.stock'),
      key: 'stock',
      width: 110,
      render: (_, r) => (
        <Tooltip title={r.existing ? t('form.stockInTable') : undefined}>
          <Form.Item
            name={['skus', r.key, 'stock']}
            rules={[{ required: true, message: t('form.stockRequired') }]}
            style={{ marginBottom: 0 }}
          >
            <InputNumber
              min={0}
              max={9_999_999}
              precision={0}
              disabled={r.existing}
              style={{ width: '100%' }}
              aria-label={`${t('form.stock')} ${r.key}`}
            />
          </Form.Item>
        </Tooltip>
      ),
    },
    {
      title: t('form.skuNo'),
      key: 'sku_no',
      width: 130,
      render: (_, r) => (
        <Form.Item name={['skus', r.key, 'sku_no']} style={{ marginBottom: 0 }}>
          <Input maxLength={60} aria-label={`${t('form.skuNo')} ${r.key}`} />
        </Form.Item>
      ),
    },
    {
      title: t('form.skuImage'),
      key: 'sku_image',
      width: 150,
      render: (_, r) => (
        <Form.Item name={['skus', r.key, 'sku_image']} style={{ marginBottom: 0 }}>
          <Select
            allowClear
            placeholder={t('form.skuImageHint')}
            options={pictures.map((p, i) => ({ value: p, label: t('form.pictureN', { n: i + 1 }) }))}
          />
        </Form.Item>
      ),
    },
  ];
  return <Table rowKey="key" size="small" columns={columns} dataSource={rows} pagination={false} bordered />;
}
