import { Form, Input, Modal } from 'antd';
import type { merchant } from '@mall/contracts';
import { useTranslation } from 'react-i18next';
import { toast } from '../../../lib/toast.ts';
import { useShipLocal } from '../api/order-queries.ts';

/** Sends a local-delivery order out with its deliverer (every line in one go). */
export function LocalDeliveryModal(props: {
  order: merchant.MerchantOrderDetail;
  open: boolean;
  onClose: () => void;
}) {
  const { t } = useTranslation('order');
  const [form] = Form.useForm<{ deliverer: string; deliverer_mobile: string }>();
  const ship = useShipLocal();
  const submit = async (values: { deliverer: string; deliverer_mobile: string }) => {
    await ship.mutateAsync({ order_id: props.order.order_id, ...values });
    toast(t('ship.done'), 'success');
    props.onClose();
  };
  return (
    <Modal
      title={t('local.title', { no: props.order.order_no })}
      open={props.open}
      onCancel={props.onClose}
      onOk={() => form.submit()}
      okText={t('local.submit')}
      cancelText={t('action.cancel')}
      confirmLoading={ship.isPending}
      destroyOnHidden
    >
      <Form form={form} layout="vertical" onFinish={(v) => void submit(v).catch(() => {})}>
        <Form.Item
          name="deliverer"
          label={t('local.deliverer')}
          rules={[{ required: true, max: 20, message: t('local.delivererRequired') }]}
        >
          <Input maxLength={20} />
        </Form.Item>
        <Form.Item
          name="deliverer_mobile"
          label={t('local.mobile')}
          rules={[{ required: true, pattern: /^\+?[0-9-]{5,20}$/, message: t('local.mobileInvalid') }]}
        >
          <Input maxLength={20} />
        </Form.Item>
      </Form>
    </Modal>
  );
}
