import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '../../../components/button.tsx';
import { required, useForm } from '../../../components/form/use-form.ts';
import { TextArea } from '../../../components/text-area.tsx';
import { TextInput } from '../../../components/text-input.tsx';
import { refundApi, type DeliveryForm } from '../api/refund-api.ts';
import { FormRow } from '../../../components/form/form-row.tsx';

/** The buyer's logistics of the goods sent back (status 4 → 5). */
export function ReturnForm({ id, address }: { id: number; address: string }) {
  const { t } = useTranslation('refund');
  const [sending, setSending] = useState(false);
  const form = useForm(
    { refund_delivery_name: '', refund_delivery_no: '', refund_delivery_remark: '' },
    {
      refund_delivery_name: [required(t('deliveryNameRequired'))],
      refund_delivery_no: [required(t('deliveryNoRequired'))],
    },
  );
  const submit = async (v: DeliveryForm) => {
    setSending(true);
    try {
      await refundApi.delivery(id, v);
    } catch {
      // Shown as a toast by the request helper.
    } finally {
      setSending(false);
    }
  };
  const { fields, rows } = form;
  return (
    <section className="rf-section">
      <h2>{t('returnTitle')}</h2>
      <p>
        {t('returnAddress')}: <strong>{address}</strong>
      </p>
      <form className="rf-form" noValidate onSubmit={form.onSubmit((v) => void submit(v))}>
        <FormRow
          label={t('deliveryName')}
          htmlFor={fields.refund_delivery_name.id}
          required
          {...rows.refund_delivery_name}
        >
          <TextInput {...fields.refund_delivery_name} maxLength={60} />
        </FormRow>
        <FormRow
          label={t('deliveryNo')}
          htmlFor={fields.refund_delivery_no.id}
          required
          {...rows.refund_delivery_no}
        >
          <TextInput {...fields.refund_delivery_no} maxLength={60} />
        </FormRow>
        <FormRow label={t('deliveryRemark')} htmlFor={fields.refund_delivery_remark.id}>
          <TextArea {...fields.refund_delivery_remark} maxLength={200} rows={2} />
        </FormRow>
        <Button kind="primary" htmlType="submit" loading={sending}>
          {t('sendBack')}
        </Button>
      </form>
    </section>
  );
}
