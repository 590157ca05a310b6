import { LockOutlined } from '@ant-design/icons';
import { Form, type FormRule } from 'antd';
import { useTranslation } from 'react-i18next';
import { antdRules } from '../../../components/form/antd-rules.ts';
import { PasswordInput } from '../../../components/text-input.tsx';
import { useRegisterConfig } from '../api/account-queries.ts';
import { confirmRules } from './field-rules.ts';
import { newPasswordRules, PasswordRuleList } from './password-rules.tsx';

/**
 * A new password and its repeat in an antd Form (the member centre's password dialog), checked against the
 * platform's policy while typing; the rules show under the field and tick off one by one.
 */
export function NewPasswordFields({
  name = 'password',
  extraRules = [],
  dependencies,
}: {
  name?: string;
  /** More checks on the new password (e.g. it must differ from the old one). */
  extraRules?: FormRule[];
  dependencies?: string[];
}) {
  const { t } = useTranslation('account');
  const { data: policy } = useRegisterConfig();
  const form = Form.useFormInstance();
  const value = (Form.useWatch(name, form) as string | undefined) ?? '';
  return (
    <>
      <Form.Item
        name={name}
        dependencies={dependencies}
        rules={[...antdRules(newPasswordRules(t, policy, false)), ...extraRules]}
        extra={<PasswordRuleList value={value} policy={policy} />}
      >
        <PasswordInput
          size="large"
          prefix={<LockOutlined />}
          placeholder={t('password.newPlaceholder')}
          autoComplete="new-password"
          aria-label={t('password.newPlaceholder')}
        />
      </Form.Item>
      <Form.Item name={`${name}_confirm`} dependencies={[name]} rules={antdRules(confirmRules(t, name))}>
        <PasswordInput
          size="large"
          prefix={<LockOutlined />}
          placeholder={t('password.confirmPlaceholder')}
          autoComplete="new-password"
          aria-label={t('password.confirmPlaceholder')}
        />
      </Form.Item>
    </>
  );
}
