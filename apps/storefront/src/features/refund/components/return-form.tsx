import { Button, Form } from 'antd';
import { TextArea } from '../../../components/text-area.tsx';
import { TextInput } from '../../../components/text-input.tsx';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { refundApi, type DeliveryForm } from '../api/refund-api.ts';

/** The buyer's logistics of the goods sent back (status 4 → 5). */
export function ReturnForm({ id, address }: { id: number; address: string }) {
  const { t } = useTranslation('refund');
  const [sending, setSending] = useState(false);
  const submit = async (v: DeliveryForm) => {
    setSending(true);
    try {
      await refundApi.delivery(id, { ...v, refund_delivery_remark: v.refund_delivery_remark ?? '' });
    } catch {
      // Shown as a toast by the request helper.
    } finally {
      setSending(false);
    }
  };
  return (
    <section className="rf-section">
      <h2>{t('returnTitle')}</h2>
      <p>
        {t('returnAddress')}: <strong>{address}</strong>
      </p>
      <Form layout="vertical" className="rf-form" onFinish={(v: DeliveryForm) => void submit(v)}>
        <Form.Item
          name="refund_delivery_name"
          label={t('deliveryName')}
          rules={[{ required: true, whitespace: true, message: t('deliveryNameRequired') }]}
        >
          <TextInput maxLength={60} />
        </Form.Item>
        <Form.Item
          name="refund_delivery_no"
          label={t('deliveryNo')}
          rules={[{ required: true, whitespace: true, message: t('deliveryNoRequired') }]}
        >
          <TextInput maxLength={60} />
        </Form.Item>
        <Form.Item name="refund_delivery_remark" label={t('deliveryRemark')}>
          <TextArea maxLength={200} rows={2} />
        </Form.Item>
        <Button type="primary" htmlType="submit" loading={sending}>
          {t('sendBack')}
        </Button>
      </Form>
    </section>
  );
}
