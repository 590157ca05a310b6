import type { refund } from '@mall/contracts';
import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { Amount } from '../../../components/amount.tsx';
import { Button } from '../../../components/button.tsx';
import { required, useForm } from '../../../components/form/use-form.ts';
import { NativeSelect } from '../../../components/native-select.tsx';
import { TextArea } from '../../../components/text-area.tsx';
import { refundApi } from '../api/refund-api.ts';
import { FormRow } from '../../../components/form/form-row.tsx';
import { RadioGroup } from '../../../components/radio-group.tsx';
import { RefundPictures } from './refund-pictures.tsx';
import './refund.css';

/**
 * The application for one order line (facts §3.1): the types allowed (refund only before shipping), the reason
 * ('a reason must be selected'), the amount the server computed, a description and up to 6 pictures. Sent, it
 * leads to the refund's page; refused, the server's message is a toast and the form stays as typed.
 */
export function ApplyForm({ id, data }: { id: number; data: refund.RefundData }) {
  const { t } = useTranslation('refund');
  const navigate = useNavigate();
  const typeLabel = useId();
  // The type and the pictures are no text fields: they live beside the form's reason and description. The
  // server always offers refund only (1) first.
  const [type, setType] = useState(data.refund_type[0] ?? 1);
  const [pictures, setPictures] = useState<string[]>([]);
  const [sending, setSending] = useState(false);
  const form = useForm(
    { refund_reason: '', refund_remark: '' },
    { refund_reason: [required(t('reasonRequired'))] },
  );
  const reason = form.fields.refund_reason;

  const send = async (v: typeof form.values) => {
    setSending(true);
    try {
      await refundApi.apply(id, { refund_type: type, ...v, refund_images: pictures });
      void navigate(`/member/refund_detail?order_goods_id=${id}`);
    } catch {
      // The server's message is already shown as a toast; the form stays as typed.
    } finally {
      setSending(false);
    }
  };

  return (
    <form className="rf-form" noValidate onSubmit={form.onSubmit((v) => void send(v))}>
      <FormRow label={t('type')} labelId={typeLabel} horizontal>
        <RadioGroup
          name="refund_type"
          value={type}
          onChange={setType}
          labelledBy={typeLabel}
          choices={data.refund_type.map((value) => ({ value, label: t(`types.${value}`) }))}
        />
      </FormRow>
      <FormRow label={t('money')} horizontal>
        <Amount value={data.refund_money} strong />
        <div className="rf-muted">{t('moneyHint')}</div>
      </FormRow>
      <FormRow label={t('reason')} htmlFor={reason.id} required horizontal {...form.rows.refund_reason}>
        <NativeSelect
          id={reason.id}
          name={reason.name}
          aria-invalid={reason['aria-invalid']}
          aria-describedby={reason['aria-describedby']}
          value={form.values.refund_reason}
          onChange={(value) => form.setValue('refund_reason', value)}
          placeholder={t('reasonPlaceholder')}
          options={data.refund_reason_type.map((r) => ({ value: r.value, label: r.name }))}
        />
      </FormRow>
      <FormRow label={t('remark')} htmlFor={form.fields.refund_remark.id} horizontal>
        <TextArea
          {...form.fields.refund_remark}
          maxLength={500}
          showCount
          rows={4}
          placeholder={t('remarkPlaceholder')}
        />
      </FormRow>
      <FormRow label={t('pictures')} extra={t('picturesHint')} horizontal>
        <RefundPictures value={pictures} onChange={setPictures} />
      </FormRow>
      <FormRow horizontal>
        <Button kind="primary" htmlType="submit" loading={sending}>
          {t('submit')}
        </Button>
        <div className="rf-muted">{t('platformPromise')}</div>
      </FormRow>
    </form>
  );
}
