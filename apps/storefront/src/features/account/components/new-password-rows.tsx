import { LockOutlined } from '@ant-design/icons';
import { useTranslation } from 'react-i18next';
import { FormField } from '../../../components/form/form-field.tsx';
import type { FieldProps, RowProps } from '../../../components/form/use-form.ts';
import { PasswordInput } from '../../../components/text-input.tsx';
import { PasswordRuleList } from './password-rules.tsx';

interface Row {
  field: FieldProps;
  row: RowProps;
}

/**
 * A new password and its repeat in a form of our own (components/form); the form holds their rules
 * (newPasswordRules, confirmRules). The platform's policy shows under the first, ticking off as it is typed.
 */
export function NewPasswordRows({
  password,
  confirm,
  policy,
}: {
  password: Row;
  confirm: Row;
  policy: { pwd_len: number; pwd_complexity: string } | undefined;
}) {
  const { t } = useTranslation('account');
  return (
    <>
      <FormField {...password.row} extra={<PasswordRuleList value={password.field.value} policy={policy} />}>
        <PasswordInput
          {...password.field}
          size="large"
          prefix={<LockOutlined />}
          placeholder={t('password.newPlaceholder')}
          autoComplete="new-password"
          aria-label={t('password.newPlaceholder')}
        />
      </FormField>
      <FormField {...confirm.row}>
        <PasswordInput
          {...confirm.field}
          size="large"
          prefix={<LockOutlined />}
          placeholder={t('password.confirmPlaceholder')}
          autoComplete="new-password"
          aria-label={t('password.confirmPlaceholder')}
        />
      </FormField>
    </>
  );
}
