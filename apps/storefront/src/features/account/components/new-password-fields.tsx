import { CheckCircleFilled, LockOutlined, MinusCircleOutlined } from '@ant-design/icons';
import { Form, type FormRule } from 'antd';
import { useTranslation } from 'react-i18next';
import { PasswordInput } from '../../../components/text-input.tsx';
import { useRegisterConfig } from '../api/account-queries.ts';
import { account } from '@mall/contracts';
import { confirmRules } from './field-rules.ts';
import './new-password-fields.css';

/**
 * A new password and its repeat, checked against the platform's policy (register config) while typing;
 * the rules show under the field and tick off one by one.
 */
export function NewPasswordFields({
  name = 'password',
  optional = false,
  extraRules = [],
  dependencies,
}: {
  name?: string;
  /** More checks on the new password (e.g. it must differ from the old one). */
  extraRules?: FormRule[];
  dependencies?: string[];
  /** E-mail registration may leave the password empty (the server then keeps the login for 7 days). */
  optional?: boolean;
}) {
  const { t } = useTranslation('account');
  const { data: policy } = useRegisterConfig();
  const form = Form.useFormInstance();
  const value = (Form.useWatch(name, form) as string | undefined) ?? '';
  const problems = policy ? account.passwordProblems(value, policy) : [];
  const wanted: ('length' | account.PasswordRule)[] = policy
    ? ['length', ...account.parseComplexity(policy.pwd_complexity)]
    : [];
  const ruleText = (rule: string) =>
    rule === 'length' ? t('password.ruleLength', { n: policy?.pwd_len ?? 0 }) : t(`password.rule_${rule}`);

  return (
    <>
      <Form.Item
        name={name}
        dependencies={dependencies}
        rules={[
          { required: !optional, message: t('password.required') },
          { max: account.PASSWORD_MAX, message: t('password.tooLong') },
          {
            validator: (_, v: string | undefined) => {
              const missing = policy ? account.passwordProblems(v ?? '', policy) : [];
              return !v || missing.length === 0
                ? Promise.resolve()
                : Promise.reject(new Error(ruleText(missing[0]!)));
            },
          },
          ...extraRules,
        ]}
        extra={
          wanted.length > 0 ? (
            <ul className="acc-pwd-rules" data-testid="password-rules">
              {wanted.map((rule) => {
                const ok = value !== '' && !problems.includes(rule);
                return (
                  <li key={rule} className={ok ? 'ok' : undefined}>
                    {ok ? <CheckCircleFilled /> : <MinusCircleOutlined />} {ruleText(rule)}
                  </li>
                );
              })}
            </ul>
          ) : null
        }
      >
        <PasswordInput
          size="large"
          prefix={<LockOutlined />}
          placeholder={t('password.newPlaceholder')}
          autoComplete="new-password"
          aria-label={t('password.newPlaceholder')}
        />
      </Form.Item>
      <Form.Item
        name={`${name}_confirm`}
        dependencies={[name]}
        rules={optional && !value ? [] : confirmRules(t, name)}
      >
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
