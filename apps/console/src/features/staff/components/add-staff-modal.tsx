import { Form, Input, Modal, Select } from 'antd';
import { merchant } from '@mall/contracts';
import { useTranslation } from 'react-i18next';
import { toast } from '../../../lib/toast.ts';
import { useAddStaff } from '../api/staff-queries.ts';

interface AddForm {
  username: string;
  password: string;
  role: string;
}

/** A new account of the shop: a staff member or a customer-service agent, with a first password. */
export function AddStaffModal({ open, onClose }: { open: boolean; onClose: () => void }) {
  const { t } = useTranslation('staff');
  const [form] = Form.useForm<AddForm>();
  const add = useAddStaff();
  const submit = async (values: AddForm) => {
    await add.mutateAsync(values);
    toast(t('added'), 'success');
    onClose();
  };
  return (
    <Modal
      title={t('addTitle')}
      open={open}
      onCancel={onClose}
      onOk={() => form.submit()}
      okText={t('add')}
      cancelText={t('cancel')}
      confirmLoading={add.isPending}
      destroyOnHidden
    >
      <Form
        form={form}
        layout="vertical"
        initialValues={{ role: 'shop_staff' }}
        onFinish={(v) => void submit(v).catch(() => {})}
      >
        <Form.Item
          name="username"
          label={t('username')}
          extra={t('usernameHelp')}
          rules={[{ required: true, pattern: /^[A-Za-z][A-Za-z0-9_]{2,29}$/, message: t('usernameInvalid') }]}
        >
          <Input autoComplete="off" maxLength={30} />
        </Form.Item>
        <Form.Item
          name="password"
          label={t('password')}
          extra={t('passwordHelp')}
          rules={[
            { required: true, min: 8, max: 64, message: t('passwordInvalid') },
            { pattern: /(?=.*[A-Za-z])(?=.*\d)/, message: t('passwordInvalid') },
          ]}
        >
          <Input.Password autoComplete="new-password" />
        </Form.Item>
        <Form.Item name="role" label={t('role')}>
          <Select
            options={merchant.STAFF_ROLES.map((role) => ({ value: role, label: t(`common:role.${role}`) }))}
          />
        </Form.Item>
      </Form>
    </Modal>
  );
}
