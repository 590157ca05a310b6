import { useEffect, useId, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { FormRow } from '../../../components/form/form-row.tsx';
import { required, useForm, type Rule } from '../../../components/form/use-form.ts';
import { ModalDialog } from '../../../components/modal-dialog.tsx';
import { RadioGroup } from '../../../components/radio-group.tsx';
import { TextInput } from '../../../components/text-input.tsx';
import type { ShopInvoiceInput } from '../api/checkout-types.ts';

/**
 * The fields as the form keeps them, as text: the kinds are the contract's numbers, '2' electronic or '1' paper,
 * '1' an individual or '2' an enterprise.
 */
type Values = Record<
  | 'invoice_type'
  | 'invoice_title_type'
  | 'invoice_title'
  | 'taxpayer_number'
  | 'invoice_full_address'
  | 'invoice_email'
  | 'invoice_content',
  string
>;

const EMPTY: Values = {
  invoice_type: '',
  invoice_title_type: '',
  invoice_title: '',
  taxpayer_number: '',
  invoice_full_address: '',
  invoice_email: '',
  invoice_content: '',
};
/** The fields a saved invoice holds as text, as the form does (the kinds are numbers there). */
const TEXTS = [
  'invoice_title',
  'taxpayer_number',
  'invoice_full_address',
  'invoice_email',
  'invoice_content',
] as const;
const paper = (v: Values) => v.invoice_type === '1';
const electronic = (v: Values) => v.invoice_type === '2';
const enterprise = (v: Values) => v.invoice_title_type === '2';

const NO_MARKUP = /^[^<>]*$/;
const TAXPAYER = /^[0-9A-Za-z]{15,20}$/;
/** antd's `type: 'email'` (async-validator's pattern), which this dialog used before (issue 12). */
const EMAIL =
  /^(([^<>()[\]\\.,;:\s@"]+(\.[^<>()[\]\\.,;:\s@"]+)*)|(".+"))@((\[[0-9]{1,3}\.[0-9]{1,3}\.[0-9]{1,3}\.[0-9]{1,3}])|(([a-zA-Z\-0-9\u00A0-\uD7FF\uF900-\uFDCF\uFDF0-\uFFEF]+\.)+[a-zA-Z\u00A0-\uD7FF\uF900-\uFDCF\uFDF0-\uFFEF]{2,}))$/;

/** antd's `pattern`: an empty field passes (it is `required`'s to report). */
const matches =
  (pattern: RegExp, message: string): Rule<Values> =>
  (value) =>
    value === '' || pattern.test(value) ? undefined : message;
/** A field's rules count only while the chosen kind shows it (antd checked only the fields drawn). */
const whileShown = (shown: (values: Values) => boolean, rules: Rule<Values>[]): Rule<Values>[] =>
  rules.map((rule) => (value, values) => (shown(values) ? rule(value, values) : undefined));

/**
 * Where the dialog starts each time it opens: the saved invoice's fields, else an electronic one for an individual
 * about the first content; a text field the saved invoice lacks keeps what was typed before (as antd's
 * setFieldsValue did).
 */
function startFrom(typed: Values, contents: string[], saved: ShopInvoiceInput | undefined): Values {
  const start: Values = {
    ...typed,
    invoice_type: String(saved?.invoice_type ?? 2),
    invoice_title_type: String(saved?.invoice_title_type ?? 1),
    invoice_content: contents[0] ?? '',
  };
  for (const name of TEXTS) start[name] = saved?.[name] ?? start[name];
  return start;
}

/** One shop's invoice (spec §3 "Invoice"): each field asked for only where the chosen kind needs it. */
export function InvoiceModal({
  open,
  contents,
  value,
  onClose,
  onSave,
}: {
  open: boolean;
  contents: string[];
  value: ShopInvoiceInput | undefined;
  onClose: () => void;
  onSave: (invoice: ShopInvoiceInput) => void;
}) {
  const { t } = useTranslation('checkout');
  const formId = useId();
  const typeId = useId();
  const titleTypeId = useId();
  const contentId = useId();
  // The inputs' maxLength is the server's length limit, so a longer text cannot be typed and needs no rule.
  const form = useForm<Values>(startFrom(EMPTY, contents, value), {
    invoice_title: [required(t('invoice.titleRequired')), matches(NO_MARKUP, t('noMarkup'))],
    taxpayer_number: whileShown(enterprise, [
      required(t('invoice.taxpayerRequired')),
      matches(TAXPAYER, t('invoice.taxpayerFormat')),
    ]),
    invoice_full_address: whileShown(paper, [
      required(t('invoice.addressRequired')),
      matches(NO_MARKUP, t('noMarkup')),
    ]),
    invoice_email: whileShown(electronic, [
      required(t('invoice.emailRequired')),
      matches(EMAIL, t('invoice.emailFormat')),
    ]),
    invoice_content: [(v) => (v ? undefined : t('invoice.contentRequired'))],
  });
  const { values, fields, rows, setValue } = form;
  // Filled again as the dialog opens again: the shop section re-renders while it is open (a recalculation coming
  // back hands over a new `contents` array), and refilling then would wipe what the shopper has typed.
  const wasOpen = useRef(open);
  useEffect(() => {
    if (open && !wasOpen.current) form.reset(startFrom(form.values, contents, value));
    wasOpen.current = open;
  }, [open, form, value, contents]);

  const save = (v: Values) =>
    onSave({
      is_invoice: 1,
      invoice_type: paper(v) ? 1 : 2,
      invoice_title_type: enterprise(v) ? 2 : 1,
      invoice_title: v.invoice_title.trim(),
      invoice_content: v.invoice_content,
      ...(enterprise(v) ? { taxpayer_number: v.taxpayer_number.trim() } : {}),
      ...(paper(v) ? { invoice_full_address: v.invoice_full_address.trim() } : {}),
      ...(electronic(v) ? { invoice_email: v.invoice_email.trim() } : {}),
    });
  return (
    <ModalDialog open={open} title={t('invoice.title')} form={formId} onCancel={onClose}>
      <form id={formId} noValidate onSubmit={form.onSubmit(save)}>
        <FormRow label={t('invoice.type')} labelId={typeId}>
          <RadioGroup
            labelledBy={typeId}
            value={values.invoice_type}
            onChange={(v) => setValue('invoice_type', v)}
            choices={[
              { value: '2', label: t('invoice.electronic') },
              { value: '1', label: t('invoice.paper') },
            ]}
          />
        </FormRow>
        <FormRow label={t('invoice.titleType')} labelId={titleTypeId}>
          <RadioGroup
            labelledBy={titleTypeId}
            value={values.invoice_title_type}
            onChange={(v) => setValue('invoice_title_type', v)}
            choices={[
              { value: '1', label: t('invoice.individual') },
              { value: '2', label: t('invoice.enterprise') },
            ]}
          />
        </FormRow>
        <FormRow
          label={t('invoice.invoiceTitle')}
          htmlFor={fields.invoice_title.id}
          required
          {...rows.invoice_title}
        >
          <TextInput {...fields.invoice_title} aria-required maxLength={100} />
        </FormRow>
        {enterprise(values) && (
          <FormRow
            label={t('invoice.taxpayer')}
            htmlFor={fields.taxpayer_number.id}
            required
            {...rows.taxpayer_number}
          >
            <TextInput {...fields.taxpayer_number} aria-required maxLength={20} />
          </FormRow>
        )}
        {paper(values) && (
          <FormRow
            label={t('invoice.address')}
            htmlFor={fields.invoice_full_address.id}
            required
            {...rows.invoice_full_address}
          >
            <TextInput {...fields.invoice_full_address} aria-required maxLength={255} />
          </FormRow>
        )}
        {electronic(values) && (
          <FormRow
            label={t('invoice.email')}
            htmlFor={fields.invoice_email.id}
            required
            {...rows.invoice_email}
          >
            <TextInput {...fields.invoice_email} inputMode="email" aria-required maxLength={100} />
          </FormRow>
        )}
        <FormRow label={t('invoice.content')} labelId={contentId} required {...rows.invoice_content}>
          <RadioGroup
            labelledBy={contentId}
            value={values.invoice_content}
            onChange={(v) => setValue('invoice_content', v)}
            choices={contents.map((c) => ({ value: c, label: c }))}
          />
        </FormRow>
      </form>
    </ModalDialog>
  );
}
