import type { refund } from '@mall/contracts';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '../../../components/button.tsx';
import { required, useForm } from '../../../components/form/use-form.ts';
import { NativeSelect } from '../../../components/native-select.tsx';
import { TextArea } from '../../../components/text-area.tsx';
import { refundApi } from '../api/refund-api.ts';
import { FormRow } from '../../../components/form/form-row.tsx';

/**
 * The complaint to the platform (facts §3.2): a reason and a description, starting from the refused complaint's
 * own when the buyer modifies and applies again.
 */
export function ComplainForm({
  id,
  reasons,
  complaint,
}: {
  id: number;
  reasons: refund.ComplainDetail['refund_reason_type'];
  complaint: refund.ComplainInfo | null;
}) {
  const { t } = useTranslation('refund');
  const [sending, setSending] = useState(false);
  const form = useForm(
    {
      complain_reason: complaint?.complain_reason ?? '',
      complain_remark: complaint?.complain_remark ?? '',
    },
    { complain_reason: [required(t('reasonRequired'))] },
  );
  const submit = async (v: typeof form.values) => {
    setSending(true);
    try {
      await refundApi.complain(id, v);
    } catch {
      // Shown as a toast by the request helper.
    } finally {
      setSending(false);
    }
  };
  const reason = form.fields.complain_reason;
  return (
    <form className="rf-form rf-section" noValidate onSubmit={form.onSubmit((v) => void submit(v))}>
      <FormRow label={t('reason')} htmlFor={reason.id} required {...form.rows.complain_reason}>
        <NativeSelect
          id={reason.id}
          name={reason.name}
          aria-invalid={reason['aria-invalid']}
          aria-describedby={reason['aria-describedby']}
          value={form.values.complain_reason}
          onChange={(value) => form.setValue('complain_reason', value)}
          placeholder={t('reasonPlaceholder')}
          options={reasons.map((r) => ({ value: r.value, label: r.name }))}
        />
      </FormRow>
      <FormRow label={t('remark')} htmlFor={form.fields.complain_remark.id}>
        <TextArea {...form.fields.complain_remark} maxLength={500} rows={3} />
      </FormRow>
      <Button kind="primary" htmlType="submit" loading={sending}>
        {t('complainSubmit')}
      </Button>
    </form>
  );
}
