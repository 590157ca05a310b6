import { Form, Input, InputNumber, Modal, Switch } from 'antd';
import type { recharge } from '@mall/contracts';
import { useTranslation } from 'react-i18next';
import { TranslationsField, translationsOf } from '../../../components/translations-field.tsx';
import { toast } from '../../../lib/toast.ts';
import { usePackageWrite } from '../api/recharge-queries.ts';

interface PackageForm {
  recharge_name: string;
  face_value: number;
  buy_price: number;
  point: number;
  growth: number;
  coupon_id: string;
  on_sale: boolean;
}

const money = { min: 0.01, max: 1000000, precision: 2, style: { width: 200 } };

/** A new top-up package, or the one given edited: face value, price, gift points, growth and coupon types. */
export function PackageModal({
  item,
  open,
  onClose,
}: {
  item?: recharge.RechargePackage;
  open: boolean;
  onClose: () => void;
}) {
  const { t } = useTranslation('recharge');
  const [form] = Form.useForm<PackageForm>();
  const save = usePackageWrite('/operator/api/recharge/save');
  const submit = async ({ on_sale, ...v }: PackageForm) => {
    await save.mutateAsync({
      ...v,
      ...(item ? { recharge_id: item.recharge_id, cover_img: item.cover_img } : {}),
      face_value: v.face_value.toFixed(2),
      buy_price: v.buy_price.toFixed(2),
      status: on_sale ? 1 : 2,
      i18n: translationsOf(form),
    });
    toast(t('saved'), 'success');
    onClose();
  };
  return (
    <Modal
      title={item ? t('edit') : t('new')}
      open={open}
      onCancel={onClose}
      onOk={() => form.submit()}
      okText={t('save')}
      cancelText={t('cancel')}
      confirmLoading={save.isPending}
      destroyOnHidden
    >
      <Form
        form={form}
        layout="vertical"
        initialValues={
          item
            ? {
                ...item,
                face_value: Number(item.face_value),
                buy_price: Number(item.buy_price),
                on_sale: item.status === 1,
              }
            : { recharge_name: '', point: 0, growth: 0, coupon_id: '', on_sale: true }
        }
        onFinish={(v) => void submit(v).catch(() => {})}
      >
        <Form.Item
          name="recharge_name"
          label={t('name')}
          rules={[{ required: true, whitespace: true, max: 60, message: t('nameRequired') }]}
        >
          <Input maxLength={60} />
        </Form.Item>
        <TranslationsField fields={[{ name: 'recharge_name', label: t('name'), max: 60 }]} />
        <Form.Item
          name="face_value"
          label={t('faceValue')}
          extra={t('faceValueHelp')}
          rules={[{ required: true }]}
        >
          <InputNumber {...money} />
        </Form.Item>
        <Form.Item name="buy_price" label={t('buyPrice')} rules={[{ required: true }]}>
          <InputNumber {...money} />
        </Form.Item>
        <Form.Item name="point" label={t('point')}>
          <InputNumber min={0} max={1000000} precision={0} style={{ width: 200 }} />
        </Form.Item>
        <Form.Item name="growth" label={t('growth')}>
          <InputNumber min={0} max={1000000} precision={0} style={{ width: 200 }} />
        </Form.Item>
        <Form.Item
          name="coupon_id"
          label={t('coupons')}
          extra={t('couponsHelp')}
          rules={[{ pattern: /^(\d{1,9}(,\d{1,9})*)?$/, message: t('couponsInvalid') }]}
        >
          <Input maxLength={200} />
        </Form.Item>
        <Form.Item name="on_sale" label={t('onSale')} valuePropName="checked">
          <Switch />
        </Form.Item>
      </Form>
    </Modal>
  );
}
