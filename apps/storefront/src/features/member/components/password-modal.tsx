import { LockOutlined } from '@ant-design/icons';
import { account } from '@mall/contracts';
import { Button, Form, Modal } from 'antd';
import { useTranslation } from 'react-i18next';
import { PasswordInput } from '../../../components/text-input.tsx';
import { NewPasswordFields } from '../../account/index.ts';
import { memberApi } from '../api/member-api.ts';
import { useMemberMutation } from '../api/use-member-mutation.ts';

interface Values {
  old_password?: string;
  password: string;
  password_confirm: string;
}

export interface SecurityModalProps {
  open: boolean;
  onClose: () => void;
}

/**
 * Change the login password (old one first), or set one when the member registered by code and has none.
 * The new one must differ from the old (spec §5) and follow the platform's rules; other sessions end.
 */
export function PasswordModal({ open, onClose, hasPassword }: SecurityModalProps & { hasPassword: boolean }) {
  const { t } = useTranslation('member');
  const save = useMemberMutation(
    (v: Values) =>
      hasPassword
        ? memberApi.modifyPassword({
            old_password: v.old_password,
            new_password: v.password,
            confirm_password: v.password_confirm,
          })
        : memberApi.setPassword({ password: v.password, confirm_password: v.password_confirm }),
    t('security.passwordSaved'),
  );
  const differsFromOld = ({ getFieldValue }: { getFieldValue: (n: string) => unknown }) => ({
    validator: (_: unknown, value: string | undefined) =>
      !value || !hasPassword || value !== getFieldValue('old_password')
        ? Promise.resolve()
        : Promise.reject(new Error(t('security.sameAsOld'))),
  });
  return (
    <Modal
      open={open}
      onCancel={onClose}
      title={hasPassword ? t('security.changePassword') : t('security.setPassword')}
      footer={null}
      destroyOnHidden
      getContainer={false}
    >
      <Form<Values> onFinish={(v) => save.mutate(v, { onSuccess: onClose })} className="mem-sec-form">
        {hasPassword ? (
          <Form.Item
            name="old_password"
            rules={[
              { required: true, message: t('security.oldRequired') },
              { max: account.PASSWORD_MAX, message: t('account:password.tooLong') },
            ]}
          >
            <PasswordInput
              size="large"
              prefix={<LockOutlined />}
              placeholder={t('security.oldPlaceholder')}
              aria-label={t('security.oldPlaceholder')}
              autoComplete="current-password"
            />
          </Form.Item>
        ) : null}
        <NewPasswordFields extraRules={[differsFromOld]} dependencies={['old_password']} />
        <Button type="primary" htmlType="submit" size="large" block loading={save.isPending}>
          {t('security.save')}
        </Button>
      </Form>
    </Modal>
  );
}
