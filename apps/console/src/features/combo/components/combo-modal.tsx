import { Form, Input, InputNumber, Modal, Radio } from 'antd';
import type { combo } from '@mall/contracts';
import { useTranslation } from 'react-i18next';
import { SkusPicker } from '../../../components/sku-picker.tsx';
import { toast } from '../../../lib/toast.ts';
import { useSaveCombo } from '../api/combo-queries.ts';

interface ComboForm {
  bl_name: string;
  sku_ids: number[];
  bl_price: number;
  shipping_fee_type: 1 | 2;
}

/** A new combo package of the shop, or one still on: its name, goods, package price and who pays shipping. */
export function ComboModal({
  editing,
  onClose,
}: {
  editing: combo.Combo | 'new' | null;
  onClose: () => void;
}) {
  const { t } = useTranslation('combo');
  const [form] = Form.useForm<ComboForm>();
  const save = useSaveCombo();
  const existing = editing && editing !== 'new' ? editing : null;
  const initial: Partial<ComboForm> = existing
    ? {
        bl_name: existing.bl_name,
        sku_ids: existing.bundling_goods.map((g) => g.sku_id),
        bl_price: Number(existing.bl_price),
        shipping_fee_type: existing.shipping_fee_type === 1 ? 1 : 2,
      }
    : { shipping_fee_type: 1, sku_ids: [] };
  const submit = async (v: ComboForm) => {
    await save.mutateAsync({
      ...(existing ? { bl_id: existing.bl_id } : {}),
      bl_name: v.bl_name,
      sku_ids: v.sku_ids,
      bl_price: String(v.bl_price),
      shipping_fee_type: v.shipping_fee_type,
    });
    toast(t(existing ? 'saved' : 'added'), 'success');
    onClose();
  };
  return (
    <Modal
      title={existing ? t('editTitle', { name: existing.bl_name }) : t('addTitle')}
      open={editing !== null}
      onCancel={onClose}
      onOk={() => form.submit()}
      okText={t('save')}
      cancelText={t('cancel')}
      confirmLoading={save.isPending}
      destroyOnHidden
      width={640}
    >
      <Form
        form={form}
        layout="vertical"
        initialValues={initial}
        onFinish={(v) => void submit(v).catch(() => {})}
      >
        <Form.Item name="bl_name" label={t('name')} rules={[{ required: true, message: t('nameRequired') }]}>
          <Input maxLength={60} />
        </Form.Item>
        <Form.Item
          name="sku_ids"
          label={t('goods')}
          rules={[{ required: true, type: 'array', min: 2, message: t('goodsRequired') }]}
        >
          <SkusPicker audience="merchant" aria-label={t('goods')} />
        </Form.Item>
        <Form.Item
          name="bl_price"
          label={t('packagePrice')}
          extra={t('packagePriceHelp')}
          rules={[{ required: true, message: t('priceRequired') }]}
        >
          <InputNumber min={0.01} max={1_000_000} precision={2} style={{ width: 200 }} />
        </Form.Item>
        <Form.Item name="shipping_fee_type" label={t('shipping')}>
          <Radio.Group
            options={[
              { value: 1, label: t('shippingSeller') },
              { value: 2, label: t('shippingBuyer') },
            ]}
          />
        </Form.Item>
      </Form>
    </Modal>
  );
}
