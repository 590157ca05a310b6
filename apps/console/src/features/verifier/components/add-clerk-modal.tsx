import { Form, Input, Modal } from 'antd';
import { useTranslation } from 'react-i18next';
import { toast } from '../../../lib/toast.ts';
import { useAddClerk } from '../api/verifier-queries.ts';

/** Binds a member as the shop's write-off clerk, found by mobile or login name. */
export function AddClerkModal({ open, onClose }: { open: boolean; onClose: () => void }) {
  const { t } = useTranslation('verifier');
  const [form] = Form.useForm<{ account: string }>();
  const add = useAddClerk();
  const submit = async ({ account }: { account: string }) => {
    await add.mutateAsync(account.trim());
    toast(t('added'), 'success');
    onClose();
  };
  return (
    <Modal
      title={t('addTitle')}
      open={open}
      onCancel={onClose}
      onOk={() => form.submit()}
      okText={t('bind')}
      cancelText={t('cancel')}
      confirmLoading={add.isPending}
      destroyOnHidden
    >
      <Form form={form} layout="vertical" onFinish={(v) => void submit(v).catch(() => {})}>
        <Form.Item
          name="account"
          label={t('account')}
          extra={t('accountHelp')}
          rules={[{ required: true, whitespace: true, message: t('accountRequired') }]}
        >
          <Input autoComplete="off" maxLength={60} />
        </Form.Item>
      </Form>
    </Modal>
  );
}
