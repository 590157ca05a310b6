import { LockOutlined, UserOutlined } from '@ant-design/icons';
import { Button, Form } from 'antd';
import { useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { PasswordInput, TextInput } from '../../../components/text-input.tsx';
import { accountApi } from '../api/account-api.ts';
import { account } from '@mall/contracts';
import { useCaptcha } from '../api/use-captcha.ts';
import { CaptchaField } from './captcha-field.tsx';

interface Values {
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

/** Account (username, mobile or e-mail) + password + captcha. A captcha is single-use: a refusal draws a new one. */
export function PasswordLoginForm({ autoLogin, onLoggedIn, options }: LoginFormProps) {
  const { t } = useTranslation('account');
  const [form] = Form.useForm<Values>();
  const captcha = useCaptcha();
  const [busy, setBusy] = useState(false);

  const submit = async (values: Values) => {
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
      form.setFieldValue('captcha_code', '');
      captcha.refresh();
    } finally {
      setBusy(false);
    }
  };

  return (
    <Form form={form} onFinish={(v) => void submit(v)} autoComplete="on" data-testid="password-login-form">
      <Form.Item
        name="username"
        rules={[
          { required: true, whitespace: true, message: t('login.accountRequired') },
          { max: 100, message: t('login.accountTooLong') },
        ]}
      >
        <TextInput
          size="large"
          prefix={<UserOutlined />}
          placeholder={t('login.accountPlaceholder')}
          aria-label={t('login.accountPlaceholder')}
          autoComplete="username"
        />
      </Form.Item>
      <Form.Item
        name="password"
        rules={[
          { required: true, message: t('password.required') },
          { max: account.PASSWORD_MAX, message: t('password.tooLong') },
        ]}
      >
        <PasswordInput
          size="large"
          prefix={<LockOutlined />}
          placeholder={t('password.placeholder')}
          aria-label={t('password.placeholder')}
          autoComplete="current-password"
        />
      </Form.Item>
      <CaptchaField captcha={captcha} />
      {options}
      <Button type="primary" htmlType="submit" size="large" block loading={busy}>
        {t('login.submit')}
      </Button>
    </Form>
  );
}
