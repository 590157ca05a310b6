import { Form, Modal, Radio } from 'antd';
import { TextInput } from '../../../components/text-input.tsx';
import { useEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import type { ShopInvoiceInput } from '../api/checkout-types.ts';

type Values = Required<Omit<ShopInvoiceInput, 'is_invoice'>>;

const NO_MARKUP = /^[^<>]*$/;
const TAXPAYER = /^[0-9A-Za-z]{15,20}$/;

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
  const [form] = Form.useForm<Values>();
  const type = Form.useWatch('invoice_type', form);
  const titleType = Form.useWatch('invoice_title_type', form);
  // Filled once as the dialog opens: the shop section re-renders while it is open (a recalculation coming back
  // hands over a new `contents` array), and refilling then would wipe what the shopper has typed.
  const wasOpen = useRef(false);
  useEffect(() => {
    if (open && !wasOpen.current)
      form.setFieldsValue({ invoice_type: 2, invoice_title_type: 1, invoice_content: contents[0], ...value });
    wasOpen.current = open;
  }, [open, form, value, contents]);
  const save = async () => {
    const v = await form.validateFields();
    onSave({
      is_invoice: 1,
      invoice_type: v.invoice_type,
      invoice_title_type: v.invoice_title_type,
      invoice_title: v.invoice_title.trim(),
      invoice_content: v.invoice_content,
      ...(v.invoice_title_type === 2 ? { taxpayer_number: v.taxpayer_number.trim() } : {}),
      ...(v.invoice_type === 1 ? { invoice_full_address: v.invoice_full_address.trim() } : {}),
      ...(v.invoice_type === 2 ? { invoice_email: v.invoice_email.trim() } : {}),
    });
  };
  const required = (message: string) => ({ required: true, whitespace: true, message });
  return (
    <Modal
      open={open}
      title={t('invoice.title')}
      onOk={() => void save().catch(() => undefined)}
      onCancel={onClose}
    >
      <Form form={form} layout="vertical">
        <Form.Item name="invoice_type" label={t('invoice.type')}>
          <Radio.Group
            options={[
              { value: 2, label: t('invoice.electronic') },
              { value: 1, label: t('invoice.paper') },
            ]}
          />
        </Form.Item>
        <Form.Item name="invoice_title_type" label={t('invoice.titleType')}>
          <Radio.Group
            options={[
              { value: 1, label: t('invoice.individual') },
              { value: 2, label: t('invoice.enterprise') },
            ]}
          />
        </Form.Item>
        <Form.Item
          name="invoice_title"
          label={t('invoice.invoiceTitle')}
          rules={[
            required(t('invoice.titleRequired')),
            { max: 100 },
            { pattern: NO_MARKUP, message: t('noMarkup') },
          ]}
        >
          <TextInput maxLength={100} />
        </Form.Item>
        {titleType === 2 && (
          <Form.Item
            name="taxpayer_number"
            label={t('invoice.taxpayer')}
            rules={[
              required(t('invoice.taxpayerRequired')),
              { pattern: TAXPAYER, message: t('invoice.taxpayerFormat') },
            ]}
          >
            <TextInput maxLength={20} />
          </Form.Item>
        )}
        {type === 1 && (
          <Form.Item
            name="invoice_full_address"
            label={t('invoice.address')}
            rules={[
              required(t('invoice.addressRequired')),
              { max: 255 },
              { pattern: NO_MARKUP, message: t('noMarkup') },
            ]}
          >
            <TextInput maxLength={255} />
          </Form.Item>
        )}
        {type === 2 && (
          <Form.Item
            name="invoice_email"
            label={t('invoice.email')}
            rules={[
              required(t('invoice.emailRequired')),
              { type: 'email', message: t('invoice.emailFormat') },
              { max: 100 },
            ]}
          >
            <TextInput maxLength={100} />
          </Form.Item>
        )}
        <Form.Item name="invoice_content" label={t('invoice.content')} rules={[{ required: true }]}>
          <Radio.Group options={contents.map((c) => ({ value: c, label: c }))} />
        </Form.Item>
      </Form>
    </Modal>
  );
}
