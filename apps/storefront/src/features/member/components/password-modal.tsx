import { LockOutlined } from '@ant-design/icons';
import { account } from '@mall/contracts';
import type { TFunction } from 'i18next';
import { useTranslation } from 'react-i18next';
import { Button } from '../../../components/button.tsx';
import { FormField } from '../../../components/form/form-field.tsx';
import { maxLength, useForm, type Rules } from '../../../components/form/use-form.ts';
import { ModalDialog } from '../../../components/modal-dialog.tsx';
import { PasswordInput } from '../../../components/text-input.tsx';
import { confirmRules, newPasswordRules, NewPasswordRows, useRegisterConfig } from '../../account/index.ts';
import { memberApi } from '../api/member-api.ts';
import { useMemberMutation } from '../api/use-member-mutation.ts';

export interface PasswordValues extends Record<string, string> {
  /** Only asked when the member has a password. */
  old_password: string;
  password: string;
  password_confirm: string;
}

export interface SecurityModalProps {
  open: boolean;
  onClose: () => void;
}

type Policy = { pwd_len: number; pwd_complexity: string };

/**
 * The old password (when there is one: present, not too long), the new one by the platform's policy and unlike
 * the old one (spec §5), and its repeat.
 */
export const passwordRules = (
  t: TFunction,
  policy: Policy | undefined,
  hasPassword: boolean,
): Rules<PasswordValues> => ({
  old_password: hasPassword
    ? [
        (value) => (value ? undefined : t('member:security.oldRequired')),
        maxLength(account.PASSWORD_MAX, t('account:password.tooLong')),
      ]
    : [],
  password: [
    ...newPasswordRules(t, policy, false),
    (value, values) =>
      !value || !hasPassword || value !== values.old_password ? undefined : t('member:security.sameAsOld'),
  ],
  password_confirm: confirmRules(t),
});

/** What is sent: a change (with the old password) or, for a member who registered by code, a first password. */
export const savePassword = (v: PasswordValues, hasPassword: boolean) =>
  hasPassword
    ? memberApi.modifyPassword({
        old_password: v.old_password,
        new_password: v.password,
        confirm_password: v.password_confirm,
      })
    : memberApi.setPassword({ password: v.password, confirm_password: v.password_confirm });

/** The dialog's form, made afresh at each opening (as antd's destroyOnHidden did): empty, no message shown. */
function PasswordForm({
  hasPassword,
  busy,
  onSave,
}: {
  hasPassword: boolean;
  busy: boolean;
  onSave: (v: PasswordValues) => void;
}) {
  const { t } = useTranslation('member');
  const { data: policy } = useRegisterConfig();
  const form = useForm<PasswordValues>(
    { old_password: '', password: '', password_confirm: '' },
    passwordRules(t, policy, hasPassword),
  );
  return (
    <form
      onSubmit={form.onSubmit((v) => {
        if (!busy) onSave(v);
      })}
      className="mem-sec-form"
    >
      {hasPassword ? (
        <FormField {...form.rows.old_password}>
          <PasswordInput
            {...form.fields.old_password}
            size="large"
            prefix={<LockOutlined />}
            placeholder={t('security.oldPlaceholder')}
            aria-label={t('security.oldPlaceholder')}
            autoComplete="current-password"
          />
        </FormField>
      ) : null}
      <NewPasswordRows
        password={{ field: form.fields.password, row: form.rows.password }}
        confirm={{ field: form.fields.password_confirm, row: form.rows.password_confirm }}
        policy={policy}
      />
      <Button kind="primary" htmlType="submit" size="large" block loading={busy}>
        {t('security.save')}
      </Button>
    </form>
  );
}

/**
 * Change the login password (old one first), or set one when the member registered by code and has none.
 * The new one must differ from the old (spec §5) and follow the platform's rules; other sessions end.
 */
export function PasswordModal({ open, onClose, hasPassword }: SecurityModalProps & { hasPassword: boolean }) {
  const { t } = useTranslation('member');
  const save = useMemberMutation(
    (v: PasswordValues) => savePassword(v, hasPassword),
    t('security.passwordSaved'),
  );
  return (
    <ModalDialog
      open={open}
      onCancel={onClose}
      title={hasPassword ? t('security.changePassword') : t('security.setPassword')}
      footer={null}
    >
      {open ? (
        <PasswordForm
          hasPassword={hasPassword}
          busy={save.isPending}
          onSave={(v) => save.mutate(v, { onSuccess: onClose })}
        />
      ) : null}
    </ModalDialog>
  );
}
