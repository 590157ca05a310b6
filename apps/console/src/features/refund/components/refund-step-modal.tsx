import { Checkbox, Form, Input, InputNumber, Modal } from 'antd';
import { useTranslation } from 'react-i18next';
import { toast } from '../../../lib/toast.ts';
import { useRefundStep, type ShopRefund } from '../api/refund-queries.ts';

export type StepKind = 'agree' | 'refuse' | 'transfer';

/**
 * The form of a refund step: agree (the amount, never above what the buyer asked), refuse (a reason),
 * pay (whether the goods go back into stock).
 */
export function RefundStepModal({
  kind,
  refund,
  onClose,
}: {
  kind: StepKind;
  refund: ShopRefund;
  onClose: () => void;
}) {
  const { t } = useTranslation('refund');
  const step = useRefundStep();
  const [form] = Form.useForm();
  const asked = Number(refund.refund_apply_money);
  const submit = async () => {
    const v = await form.validateFields();
    const data =
      kind === 'agree'
        ? { refund_money: Number(v.refund_money).toFixed(2) }
        : kind === 'refuse'
          ? { refund_refuse_reason: v.reason }
          : { is_refund_stock: v.stock ? 1 : 0 };
    await step.mutateAsync({ step: kind, order_goods_id: refund.order_goods_id, ...data });
    toast(t(`done.${kind}`), 'success');
    onClose();
  };
  return (
    <Modal
      open
      title={t(`stepTitle.${kind}`, { name: refund.sku_name })}
      okText={t(`step.${kind}`)}
      cancelText={t('cancel')}
      confirmLoading={step.isPending}
      onOk={() => void submit().catch(() => undefined)}
      onCancel={onClose}
    >
      <Form form={form} layout="vertical" initialValues={{ refund_money: asked, stock: false, reason: '' }}>
        {kind === 'agree' && (
          <Form.Item
            name="refund_money"
            label={t('agreeMoney', { money: refund.refund_apply_money })}
            rules={[{ required: true, message: t('moneyRequired') }]}
          >
            <InputNumber min={0.01} max={asked} precision={2} style={{ width: 200 }} />
          </Form.Item>
        )}
        {kind === 'refuse' && (
          <Form.Item
            name="reason"
            label={t('refuseReason')}
            rules={[{ required: true, whitespace: true, message: t('reasonRequired') }]}
          >
            <Input.TextArea maxLength={200} rows={3} />
          </Form.Item>
        )}
        {kind === 'transfer' && (
          <>
            <p>{t('transferHelp', { money: refund.refund_real_money })}</p>
            <Form.Item name="stock" valuePropName="checked">
              <Checkbox>{t('stockBack')}</Checkbox>
            </Form.Item>
          </>
        )}
      </Form>
    </Modal>
  );
}
