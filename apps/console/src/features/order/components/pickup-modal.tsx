import { Form, Input, Modal } from 'antd';
import { useTranslation } from 'react-i18next';
import { toast } from '../../../lib/toast.ts';
import { usePickup } from '../api/order-queries.ts';

/** The pickup desk: the member shows the 12-character pickup code, the order is handed over. */
export function PickupModal(props: { open: boolean; onClose: () => void }) {
  const { t } = useTranslation('order');
  const [form] = Form.useForm<{ delivery_code: string }>();
  const pickup = usePickup();
  const submit = async ({ delivery_code }: { delivery_code: string }) => {
    await pickup.mutateAsync({ delivery_code: delivery_code.trim() });
    toast(t('pickup.done'), 'success');
    props.onClose();
  };
  return (
    <Modal
      title={t('pickup.title')}
      open={props.open}
      onCancel={props.onClose}
      onOk={() => form.submit()}
      okText={t('pickup.submit')}
      cancelText={t('action.cancel')}
      confirmLoading={pickup.isPending}
      destroyOnHidden
    >
      <Form form={form} layout="vertical" onFinish={(v) => void submit(v).catch(() => {})}>
        <Form.Item
          name="delivery_code"
          label={t('pickup.code')}
          extra={t('pickup.codeHelp')}
          rules={[{ required: true, pattern: /^\s*[A-Za-z0-9]{12}\s*$/, message: t('pickup.codeInvalid') }]}
        >
          <Input maxLength={14} style={{ textTransform: 'uppercase' }} />
        </Form.Item>
      </Form>
    </Modal>
  );
}
