import { Modal } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { addressApi, AddressFormFields, useAddressForm } from '../../address/index.ts';

/**
 * "Add address" without leaving the checkout: the address editor's own form and rules, saved by the same call.
 * The dialog stays antd's Modal, fetched with antd on first opening (lazy-dialogs.tsx), as the invoice's is.
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
  // The form lives here, not in the dialog's body (dropped on closing), so a closed dialog keeps what was typed.
  const form = useAddressForm();
  const [saving, setSaving] = useState(false);
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
    <Modal
      open={open}
      title={t('address.add')}
      okText={t('address.save')}
      onOk={() => void save()}
      confirmLoading={saving}
      onCancel={() => {
        form.hideMessages();
        onClose();
      }}
      width={640}
      destroyOnHidden
    >
      {/* Save is the dialog's button, outside the form: the labels' column is antd's span 5 (FormRow's own). */}
      <form
        noValidate
        onSubmit={(e) => {
          e.preventDefault();
          void save();
        }}
      >
        <AddressFormFields form={form} />
      </form>
    </Modal>
  );
}
