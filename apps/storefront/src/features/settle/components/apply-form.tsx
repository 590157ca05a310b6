import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '../../../components/button.tsx';
import { FormRow } from '../../../components/form/form-row.tsx';
import { required, useForm, type Rule } from '../../../components/form/use-form.ts';
import { NativeSelect } from '../../../components/native-select.tsx';
import { TextInput } from '../../../components/text-input.tsx';
import { useCategoryTree } from '../../../lib/site-data.ts';
import { submitApply } from '../api/settle-api.ts';
import { LicenceUpload } from './licence-upload.tsx';
import './apply-form.css';

const EMPTY = { shop_name: '', category_id: '', contact_name: '', contact_mobile: '', address: '' };
type Values = typeof EMPTY;

/** antd's `min` rule: a value typed but shorter than `n` (an empty one is `required`'s to report). */
const minLength =
  (n: number, message: string): Rule<Values> =>
  (value) =>
    value !== '' && value.length < n ? message : undefined;

/**
 * The settle-in application: the shop's name, its main category, a contact with a mobile, an address and the
 * business licence, every one required. Sent, the page shows the application's status (`onSent`).
 */
export function ApplyForm({ onSent }: { onSent: () => void }) {
  const { t } = useTranslation('settle');
  const { data: categories } = useCategoryTree();
  const [licence, setLicence] = useState('');
  const [licenceError, setLicenceError] = useState('');
  const licenceErrorId = useId();
  const [busy, setBusy] = useState(false);
  const form = useForm(EMPTY, {
    shop_name: [required(t('shopNameRequired')), minLength(2, t('shopNameShort'))],
    category_id: [required(t('categoryRequired'))],
    contact_name: [required(t('contactRequired'))],
    contact_mobile: [
      required(t('mobileRequired')),
      (value) => (value === '' || /^\d{6,15}$/.test(value) ? undefined : t('mobileInvalid')),
    ],
    address: [required(t('addressRequired')), minLength(4, t('addressShort'))],
  });

  const send = async (v: Values) => {
    setBusy(true);
    try {
      await submitApply({ ...v, category_id: Number(v.category_id), licence_image: licence });
      onSent();
    } catch {
      // The toast says why (an open application already, a category not on the list).
    } finally {
      setBusy(false);
    }
  };
  // The licence is no text field: it is checked beside the form's rules, on every submit, as before.
  const submit = form.onSubmit((v) => {
    if (licence) void send(v);
  });
  const { fields, rows } = form;
  const category = fields.category_id;
  return (
    <form
      className="sa-form"
      noValidate
      onSubmit={(e) => {
        setLicenceError(licence ? '' : t('licenceRequired'));
        submit(e);
      }}
    >
      <FormRow label={t('shopName')} htmlFor={fields.shop_name.id} required {...rows.shop_name}>
        <TextInput {...fields.shop_name} maxLength={60} placeholder={t('shopNamePlaceholder')} />
      </FormRow>
      <FormRow label={t('category')} htmlFor={category.id} required {...rows.category_id}>
        <NativeSelect
          id={category.id}
          name={category.name}
          aria-invalid={category['aria-invalid']}
          aria-describedby={category['aria-describedby']}
          aria-label={t('category')}
          value={form.values.category_id === '' ? undefined : Number(form.values.category_id)}
          onChange={(value) => form.setValue('category_id', String(value))}
          placeholder={t('categoryPlaceholder')}
          options={(categories ?? []).map((c) => ({ value: c.category_id, label: c.category_name }))}
        />
      </FormRow>
      <FormRow label={t('contact')} htmlFor={fields.contact_name.id} required {...rows.contact_name}>
        <TextInput {...fields.contact_name} maxLength={40} />
      </FormRow>
      <FormRow label={t('mobile')} htmlFor={fields.contact_mobile.id} required {...rows.contact_mobile}>
        <TextInput {...fields.contact_mobile} maxLength={15} />
      </FormRow>
      <FormRow label={t('address')} htmlFor={fields.address.id} required {...rows.address}>
        <TextInput {...fields.address} maxLength={255} />
      </FormRow>
      <FormRow
        label={t('licence')}
        required
        extra={t('licenceHint')}
        error={licenceError || undefined}
        errorId={licenceErrorId}
      >
        <LicenceUpload
          value={licence}
          describedBy={licenceError ? licenceErrorId : undefined}
          onChange={(path) => {
            setLicence(path);
            setLicenceError('');
          }}
        />
      </FormRow>
      <Button kind="primary" htmlType="submit" size="large" loading={busy}>
        {t('submit')}
      </Button>
    </form>
  );
}
