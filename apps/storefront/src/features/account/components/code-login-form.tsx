import { MailOutlined, MobileOutlined } from '@ant-design/icons';
import { account } from '@mall/contracts';
import { Button, Form } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { TextInput } from '../../../components/text-input.tsx';
import { accountApi } from '../api/account-api.ts';
import { useCaptcha } from '../api/use-captcha.ts';
import { CaptchaField } from './captcha-field.tsx';
import { CodeField } from './code-field.tsx';
import { CountrySelect } from './country-select.tsx';
import { emailRules, mobileRules } from './field-rules.ts';
import type { LoginFormProps } from './password-login-form.tsx';

interface Values {
  target: string;
  country_code?: string;
  captcha_code: string;
  code: string;
}

/**
 * Dynamic-code login by mobile or e-mail: a captcha must be right before a code is sent, then the code
 * (with the key the send returned) logs in. An unknown mobile is registered on the way (original system).
 */
export function CodeLoginForm({
  channel,
  autoLogin,
  onLoggedIn,
  options,
}: LoginFormProps & { channel: 'mobile' | 'email' }) {
  const { t } = useTranslation('account');
  const [form] = Form.useForm<Values>();
  const captcha = useCaptcha();
  const [key, setKey] = useState('');
  const [busy, setBusy] = useState(false);
  const range = autoLogin ? { autoLoginRange: 7 } : {};

  const send = async () => {
    const v = await form.validateFields(['target', 'captcha_code', 'country_code']);
    const fields = { captcha_id: captcha.id, captcha_code: v.captcha_code.trim() };
    const country_code = v.country_code ?? account.DEFAULT_COUNTRY_CODE;
    try {
      const answer =
        channel === 'mobile'
          ? await accountApi.sendMobileLoginCode({ mobile: v.target.trim(), country_code, ...fields })
          : await accountApi.sendEmailLoginCode({ email: v.target.trim(), ...fields });
      setKey(answer.key);
    } catch (err) {
      captcha.refresh();
      throw err;
    }
  };

  const submit = async (v: Values) => {
    if (!key) {
      form.setFields([{ name: 'code', errors: [t('code.sendFirst')] }]);
      return;
    }
    setBusy(true);
    try {
      const answer =
        channel === 'mobile'
          ? await accountApi.mobileLogin({
              mobile: v.target.trim(),
              country_code: v.country_code ?? account.DEFAULT_COUNTRY_CODE,
              key,
              code: v.code.trim(),
              ...range,
            })
          : await accountApi.emailLogin({ email: v.target.trim(), key, code: v.code.trim(), ...range });
      onLoggedIn(answer);
    } catch {
      // The code stays valid for another try unless the server says otherwise; nothing else to reset.
    } finally {
      setBusy(false);
    }
  };

  const isMobile = channel === 'mobile';
  const placeholder = isMobile ? t('mobile.placeholder') : t('email.placeholder');
  const targetInput = (
    <TextInput
      size="large"
      prefix={isMobile ? <MobileOutlined /> : <MailOutlined />}
      placeholder={placeholder}
      aria-label={placeholder}
      autoComplete={isMobile ? 'tel-national' : 'email'}
      maxLength={isMobile ? 15 : 100}
    />
  );
  return (
    <Form form={form} onFinish={(v) => void submit(v)} data-testid={`${channel}-login-form`}>
      {isMobile ? (
        <Form.Item>
          <div className="acc-mobile-row">
            <CountrySelect />
            <Form.Item name="target" noStyle rules={mobileRules(t)} dependencies={['country_code']}>
              {targetInput}
            </Form.Item>
          </div>
        </Form.Item>
      ) : (
        <Form.Item name="target" rules={emailRules(t)}>
          {targetInput}
        </Form.Item>
      )}
      <CaptchaField captcha={captcha} />
      <CodeField onSend={send} testId={`${channel}-get-code`} />
      {options}
      <Button type="primary" htmlType="submit" size="large" block loading={busy}>
        {t('login.submit')}
      </Button>
    </Form>
  );
}
