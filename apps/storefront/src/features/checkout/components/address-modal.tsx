import { Form, Modal } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { addressApi, AddressFormFields, type AddressFormValues } from '../../address/index.ts';

/** "Add address" without leaving the checkout: the address page's own fields, saved by the same call. */
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
  const [form] = Form.useForm<AddressFormValues>();
  const [saving, setSaving] = useState(false);
  const save = async () => {
    const v = await form.validateFields();
    const [province_id = 0, city_id = 0, district_id = 0] = v.region;
    setSaving(true);
    try {
      const id = await addressApi.add({
        name: v.name.trim(),
        mobile: v.mobile.trim(),
        telephone: (v.telephone ?? '').trim(),
        province_id,
        city_id,
        district_id,
        address: v.address.trim(),
        is_default: v.is_default ? 1 : 0,
      });
      form.resetFields();
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
      onOk={() => void save().catch(() => undefined)}
      confirmLoading={saving}
      onCancel={onClose}
      width={640}
      destroyOnHidden
    >
      <Form form={form} layout="horizontal" labelCol={{ span: 5 }} initialValues={{ is_default: false }}>
        <AddressFormFields />
      </Form>
    </Modal>
  );
}
