import type { seckill } from '@mall/contracts';
import { DatePicker, Form, Input, InputNumber, Modal, Select, Table } from 'antd';
import type { Dayjs } from 'dayjs';
import dayjs from 'dayjs';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { GoodsPicker } from '../../../components/sku-picker.tsx';
import { formatMoney } from '../../../lib/format.ts';
import { toast } from '../../../lib/toast.ts';
import { useGoodsSkus, useSaveSeckill, useSlots } from '../api/seckill-queries.ts';

interface SaleForm {
  seckill_name: string;
  goods_id: number;
  seckill_time_ids: number[];
  range: [Dayjs, Dayjs];
  remark?: string;
}

/** What the merchant typed for one SKU; a SKU without a seckill price stays out of the sale. */
interface SkuTerms {
  seckill_price?: number | null;
  stock?: number | null;
  max_buy?: number | null;
}

const termsOf = (sale: seckill.MerchantSeckill | null): Record<number, SkuTerms> =>
  Object.fromEntries(
    (sale?.sku_list ?? []).map((s) => [
      s.sku_id,
      { seckill_price: Number(s.seckill_price), stock: s.stock, max_buy: s.max_buy },
    ]),
  );

/** Creates a flash sale, or edits one that has not started: goods, slots, dates and each SKU's terms. */
export function SeckillModal({
  sale,
  open,
  onClose,
}: {
  sale: seckill.MerchantSeckill | null;
  open: boolean;
  onClose: () => void;
}) {
  const { t } = useTranslation('seckill');
  const [form] = Form.useForm<SaleForm>();
  const [terms, setTerms] = useState<Record<number, SkuTerms>>(() => termsOf(sale));
  const goodsId = Form.useWatch('goods_id', form) ?? sale?.goods_id;
  const skus = useGoodsSkus(goodsId);
  const slots = useSlots('merchant');
  const save = useSaveSeckill();
  const setTerm = (skuId: number, patch: SkuTerms) =>
    setTerms((m) => ({ ...m, [skuId]: { ...m[skuId], ...patch } }));

  const submit = async (v: SaleForm) => {
    const list = (skus.data?.skus ?? [])
      .filter((s) => terms[s.sku_id]?.seckill_price)
      .map((s) => ({
        sku_id: s.sku_id,
        seckill_price: String(terms[s.sku_id]!.seckill_price),
        stock: terms[s.sku_id]!.stock ?? 0,
        max_buy: terms[s.sku_id]!.max_buy ?? 0,
      }));
    if (list.length === 0) return toast(t('form.noSku'));
    await save.mutateAsync({
      ...(sale ? { id: sale.id } : {}),
      seckill_name: v.seckill_name,
      remark: v.remark ?? '',
      goods_id: v.goods_id,
      seckill_time_ids: v.seckill_time_ids,
      start_time: v.range[0].unix(),
      end_time: v.range[1].unix(),
      sku_list: list,
    });
    toast(t('saved'), 'success');
    onClose();
  };

  return (
    <Modal
      title={sale ? t('editTitle') : t('addTitle')}
      open={open}
      onCancel={onClose}
      onOk={() => form.submit()}
      okText={t('save')}
      cancelText={t('cancel')}
      confirmLoading={save.isPending}
      destroyOnHidden
      width={820}
    >
      <Form
        form={form}
        layout="vertical"
        onFinish={submit}
        initialValues={
          sale
            ? {
                seckill_name: sale.seckill_name,
                goods_id: sale.goods_id,
                seckill_time_ids: sale.seckill_time_ids,
                range: [dayjs.unix(sale.start_time), dayjs.unix(sale.end_time)],
                remark: sale.remark,
              }
            : { range: [dayjs().startOf('minute'), dayjs().add(7, 'day').endOf('day')] }
        }
      >
        <Form.Item
          name="seckill_name"
          label={t('form.name')}
          rules={[{ required: true, message: t('form.required') }]}
        >
          <Input maxLength={60} />
        </Form.Item>
        <Form.Item
          name="goods_id"
          label={t('form.goods')}
          rules={[{ required: true, message: t('form.required') }]}
        >
          <GoodsPicker
            audience="merchant"
            knownName={sale?.goods_name}
            placeholder={t('form.goodsHint')}
            onPicked={() => setTerms({})}
          />
        </Form.Item>
        <Form.Item
          name="seckill_time_ids"
          label={t('form.slots')}
          rules={[{ required: true, message: t('form.required') }]}
        >
          <Select
            mode="multiple"
            options={(slots.data ?? []).map((s) => ({
              value: s.id,
              label: `${s.name} (${s.seckill_start_time_show.slice(0, 5)}–${s.seckill_end_time_show.slice(0, 5)})`,
            }))}
          />
        </Form.Item>
        <Form.Item
          name="range"
          label={t('form.dates')}
          rules={[{ required: true, message: t('form.required') }]}
        >
          <DatePicker.RangePicker showTime={{ format: 'HH:mm' }} format="YYYY-MM-DD HH:mm" />
        </Form.Item>
        {goodsId ? (
          <Table
            rowKey="sku_id"
            size="small"
            pagination={false}
            loading={skus.isFetching}
            dataSource={skus.data?.skus ?? []}
            columns={[
              { title: t('form.sku'), dataIndex: 'sku_name' },
              { title: t('form.price'), dataIndex: 'price', render: (p: string) => formatMoney(p) },
              {
                title: t('form.seckillPrice'),
                key: 'seckill_price',
                render: (_, s) => (
                  <InputNumber
                    aria-label={`${t('form.seckillPrice')} ${s.sku_name}`}
                    min={0.01}
                    max={1_000_000}
                    precision={2}
                    value={terms[s.sku_id]?.seckill_price ?? null}
                    onChange={(v) => setTerm(s.sku_id, { seckill_price: v })}
                  />
                ),
              },
              {
                title: t('form.stock'),
                key: 'stock',
                render: (_, s) => (
                  <InputNumber
                    aria-label={`${t('form.stock')} ${s.sku_name}`}
                    min={0}
                    max={1_000_000}
                    precision={0}
                    value={terms[s.sku_id]?.stock ?? null}
                    onChange={(v) => setTerm(s.sku_id, { stock: v })}
                  />
                ),
              },
              {
                title: t('form.maxBuy'),
                key: 'max_buy',
                render: (_, s) => (
                  <InputNumber
                    aria-label={`${t('form.maxBuy')} ${s.sku_name}`}
                    min={0}
                    max={10_000}
                    precision={0}
                    value={terms[s.sku_id]?.max_buy ?? null}
                    onChange={(v) => setTerm(s.sku_id, { max_buy: v })}
                  />
                ),
              },
            ]}
          />
        ) : null}
        <Form.Item name="remark" label={t('form.remark')} style={{ marginTop: 16 }}>
          <Input maxLength={255} />
        </Form.Item>
      </Form>
    </Modal>
  );
}
