import { MailOutlined, MobileOutlined, UserOutlined } from '@ant-design/icons';
import { account } from '@mall/contracts';
import { useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '../../../components/button.tsx';
import { FormField } from '../../../components/form/form-field.tsx';
import { required, useForm, type Rules } from '../../../components/form/use-form.ts';
import { TextInput } from '../../../components/text-input.tsx';
import { accountApi } from '../api/account-api.ts';
import { useRegisterConfig } from '../api/account-queries.ts';
import { useCaptcha, type CaptchaState } from '../api/use-captcha.ts';
import { AgreementCheck } from './agreement-check.tsx';
import { CaptchaRow } from './captcha-row.tsx';
import { CodeRow } from './code-input.tsx';
import { codeRules, confirmRules, emailRules, mobileRules, usernameRules } from './field-rules.ts';
import { NewPasswordRows } from './new-password-rows.tsx';
import { newPasswordRules } from './password-rules.tsx';

export type RegisterChannel = 'username' | 'mobile' | 'email';

interface Values extends Record<string, string> {
  target: string;
  captcha_code: string;
  code: string;
  password: string;
  password_confirm: string;
  /** '1' when the agreement is ticked. */
  agree: string;
}

/** Registration by mobile is for mainland numbers, as the original's register page; login offers every country. */
const DEFAULT_COUNTRY = account.DEFAULT_COUNTRY_CODE;

const ICONS: Record<RegisterChannel, ReactNode> = {
  username: <UserOutlined />,
  mobile: <MobileOutlined />,
  email: <MailOutlined />,
};

function register(channel: RegisterChannel, v: Values, key: string, captcha: CaptchaState) {
  const target = v.target.trim();
  const code = v.code.trim();
  const passwords = { password: v.password, confirm_password: v.password_confirm };
  if (channel === 'username')
    return accountApi.usernameRegister({
      username: target,
      ...passwords,
      captcha_id: captcha.id,
      captcha_code: v.captcha_code.trim(),
    });
  if (channel === 'mobile')
    return accountApi.mobileRegister({
      mobile: target,
      country_code: DEFAULT_COUNTRY,
      key,
      code,
      ...passwords,
    });
  return accountApi.emailRegister({ email: target, key, code, ...(v.password ? passwords : {}) });
}

export interface RegisterFormProps {
  channel: RegisterChannel;
  onRegistered: (answer: account.TokenAnswer) => void;
}

/** One registration tab: account name + password + captcha, or mobile / e-mail with a code. */
export function RegisterForm({ channel, onRegistered }: RegisterFormProps) {
  const { t } = useTranslation('account');
  const { data: policy } = useRegisterConfig();
  const withCode = channel !== 'username';
  // E-mail registration may leave the password empty (the server then keeps the login for 7 days).
  const optional = channel === 'email';
  const rules: Rules<Values> = {
    target: channel === 'mobile' ? mobileRules(t) : channel === 'email' ? emailRules(t) : usernameRules(t),
    captcha_code: [required(t('captcha.required'))],
    code: withCode ? codeRules(t) : [],
    password: newPasswordRules(t, policy, optional),
    password_confirm: confirmRules(t).map(
      (rule) => (value, values) => (optional && !values.password ? undefined : rule(value, values)),
    ),
    agree: [(value) => (value ? undefined : t('register.agreeRequired'))],
  };
  const form = useForm<Values>(
    { target: '', captcha_code: '', code: '', password: '', password_confirm: '', agree: '' },
    rules,
  );
  const captcha = useCaptcha();
  const [key, setKey] = useState('');
  const [busy, setBusy] = useState(false);

  const send = async () => {
    const v = form.validate(['target', 'captcha_code']);
    if (!v) throw new Error('fields to correct');
    const fields = { captcha_id: captcha.id, captcha_code: v.captcha_code.trim() };
    try {
      const answer =
        channel === 'mobile'
          ? await accountApi.sendMobileRegisterCode({
              mobile: v.target.trim(),
              country_code: DEFAULT_COUNTRY,
              ...fields,
            })
          : await accountApi.sendEmailRegisterCode({ email: v.target.trim(), ...fields });
      setKey(answer.key);
    } catch (err) {
      captcha.refresh();
      throw err;
    }
  };

  const submit = async (v: Values) => {
    if (withCode && !key) {
      form.setError('code', t('code.sendFirst'));
      return;
    }
    if (busy) return;
    setBusy(true);
    try {
      onRegistered(await register(channel, v, key, captcha));
    } catch {
      if (!withCode) {
        form.setValue('captcha_code', '');
        captcha.refresh();
      }
    } finally {
      setBusy(false);
    }
  };

  const placeholder = t(`register.${channel}Placeholder`);
  return (
    <form onSubmit={form.onSubmit((v) => void submit(v))} data-testid={`${channel}-register-form`}>
      <FormField {...form.rows.target}>
        <TextInput
          {...form.fields.target}
          size="large"
          prefix={ICONS[channel]}
          placeholder={placeholder}
          aria-label={placeholder}
        />
      </FormField>
      <CaptchaRow captcha={captcha} field={form.fields.captcha_code} row={form.rows.captcha_code} />
      {withCode ? (
        <CodeRow
          field={form.fields.code}
          row={form.rows.code}
          onSend={send}
          testId={`${channel}-register-get-code`}
        />
      ) : null}
      {optional ? <p className="acc-hint">{t('register.emailPasswordOptional')}</p> : null}
      <NewPasswordRows
        password={{ field: form.fields.password, row: form.rows.password }}
        confirm={{ field: form.fields.password_confirm, row: form.rows.password_confirm }}
        policy={policy}
      />
      <AgreementCheck
        checked={form.values.agree === '1'}
        onChange={(checked) => form.setValue('agree', checked ? '1' : '')}
        row={form.rows.agree}
      />
      <Button kind="primary" htmlType="submit" size="large" block loading={busy}>
        {t('register.submit')}
      </Button>
    </form>
  );
}
