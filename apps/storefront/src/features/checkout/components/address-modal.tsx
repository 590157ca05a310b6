import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ModalDialog } from '../../../components/modal-dialog.tsx';
import { addressApi, AddressFormFields, useAddressForm } from '../../address/index.ts';

/**
 * "Add address" without leaving the checkout: the address editor's own form and rules, saved by the same call.
 * Drawn without antd (issue 12): every first-time buyer opens it to check out, so it must not bring antd along.
 */
export function AddressModal({
  open,
  onClose,
  onSaved,
}: {
  open: boolean;
  onClose: () => void;
  onSaved: (id: number) => void;
}) {
  const { t } = useTranslation('checkout');
  // The form's state lives here, beside the dialog's `open`, so a closed dialog keeps what was typed.
  const form = useAddressForm();
  const [saving, setSaving] = useState(false);
  const formId = useId();
  const save = async () => {
    if (saving) return;
    const body = form.check();
    if (!body) return;
    setSaving(true);
    try {
      const id = await addressApi.add(body);
      form.reset();
      onSaved(id);
    } catch {
      // the request helper has shown the server's text
    } finally {
      setSaving(false);
    }
  };
  return (
    <ModalDialog
      open={open}
      title={t('address.add')}
      okText={t('address.save')}
      form={formId}
      loading={saving}
      onCancel={() => {
        form.hideMessages();
        onClose();
      }}
      width={640}
    >
      {/* Save is the dialog's button, tied to the form (Enter in a field saves too); the labels' column is antd's
          span 5 (FormRow's own). */}
      <form
        id={formId}
        noValidate
        onSubmit={(e) => {
          e.preventDefault();
          void save();
        }}
      >
        <AddressFormFields form={form} />
      </form>
    </ModalDialog>
  );
}
