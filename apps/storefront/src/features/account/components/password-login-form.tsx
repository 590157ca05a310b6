import { LockOutlined, UserOutlined } from '@ant-design/icons';
import { useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { account } from '@mall/contracts';
import { Button } from '../../../components/button.tsx';
import { FormField } from '../../../components/form/form-field.tsx';
import { maxLength, required, useForm } from '../../../components/form/use-form.ts';
import { PasswordInput, TextInput } from '../../../components/text-input.tsx';
import { accountApi } from '../api/account-api.ts';
import { useCaptcha } from '../api/use-captcha.ts';
import { CaptchaRow } from './captcha-row.tsx';

interface Values extends Record<string, string> {
  username: string;
  password: string;
  captcha_code: string;
}

export interface LoginFormProps {
  autoLogin: boolean;
  onLoggedIn: (answer: account.TokenAnswer) => void;
  /** The "automatic login" box and the forgot-password link, placed above the button. */
  options: ReactNode;
}

/**
 * Account (username, mobile or e-mail) + password + captcha, drawn without antd (the login page is the most
 * visited of the auth pages). A captcha is single-use: a refusal draws a new one.
 */
export function PasswordLoginForm({ autoLogin, onLoggedIn, options }: LoginFormProps) {
  const { t } = useTranslation('account');
  const form = useForm<Values>(
    { username: '', password: '', captcha_code: '' },
    {
      username: [required(t('login.accountRequired')), maxLength(100, t('login.accountTooLong'))],
      password: [
        (value) => (value ? undefined : t('password.required')),
        maxLength(account.PASSWORD_MAX, t('password.tooLong')),
      ],
      captcha_code: [required(t('captcha.required'))],
    },
  );
  const captcha = useCaptcha();
  const [busy, setBusy] = useState(false);

  const submit = async (values: Values) => {
    if (busy) return;
    setBusy(true);
    try {
      const answer = await accountApi.passwordLogin({
        username: values.username.trim(),
        password: values.password,
        captcha_id: captcha.id,
        captcha_code: values.captcha_code.trim(),
        ...(autoLogin ? { autoLoginRange: 7 } : {}),
      });
      onLoggedIn(answer);
    } catch {
      form.setValue('captcha_code', '');
      captcha.refresh();
    } finally {
      setBusy(false);
    }
  };

  return (
    <form onSubmit={form.onSubmit((v) => void submit(v))} autoComplete="on" data-testid="password-login-form">
      <FormField {...form.rows.username}>
        <TextInput
          {...form.fields.username}
          size="large"
          prefix={<UserOutlined />}
          placeholder={t('login.accountPlaceholder')}
          aria-label={t('login.accountPlaceholder')}
          autoComplete="username"
        />
      </FormField>
      <FormField {...form.rows.password}>
        <PasswordInput
          {...form.fields.password}
          size="large"
          prefix={<LockOutlined />}
          placeholder={t('password.placeholder')}
          aria-label={t('password.placeholder')}
          autoComplete="current-password"
        />
      </FormField>
      <CaptchaRow captcha={captcha} field={form.fields.captcha_code} row={form.rows.captcha_code} />
      {options}
      <Button kind="primary" htmlType="submit" size="large" block loading={busy}>
        {t('login.submit')}
      </Button>
    </form>
  );
}
