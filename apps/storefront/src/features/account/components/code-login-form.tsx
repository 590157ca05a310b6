import { MailOutlined } from '@ant-design/icons';
import { account } from '@mall/contracts';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '../../../components/button.tsx';
import { FormField } from '../../../components/form/form-field.tsx';
import { required, useForm } from '../../../components/form/use-form.ts';
import { TextInput } from '../../../components/text-input.tsx';
import { accountApi } from '../api/account-api.ts';
import { useCaptcha } from '../api/use-captcha.ts';
import { CaptchaRow } from './captcha-row.tsx';
import { CodeRow } from './code-input.tsx';
import { codeRules, emailRules, mobileRules } from './field-rules.ts';
import { MobileRow } from './mobile-row.tsx';
import type { LoginFormProps } from './password-login-form.tsx';

interface Values extends Record<string, string> {
  target: string;
  country_code: string;
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
  const isMobile = channel === 'mobile';
  const form = useForm<Values>(
    { target: '', country_code: account.DEFAULT_COUNTRY_CODE, captcha_code: '', code: '' },
    {
      target: isMobile ? mobileRules(t) : emailRules(t),
      captcha_code: [required(t('captcha.required'))],
      code: codeRules(t),
    },
  );
  const captcha = useCaptcha();
  const [key, setKey] = useState('');
  const [busy, setBusy] = useState(false);
  const range = autoLogin ? { autoLoginRange: 7 } : {};

  const send = async () => {
    const v = form.validate(['target', 'captcha_code']);
    if (!v) throw new Error('fields to correct');
    const fields = { captcha_id: captcha.id, captcha_code: v.captcha_code.trim() };
    try {
      const answer = isMobile
        ? await accountApi.sendMobileLoginCode({
            mobile: v.target.trim(),
            country_code: v.country_code,
            ...fields,
          })
        : await accountApi.sendEmailLoginCode({ email: v.target.trim(), ...fields });
      setKey(answer.key);
    } catch (err) {
      captcha.refresh();
      throw err;
    }
  };

  const submit = async (v: Values) => {
    if (!key) {
      form.setError('code', t('code.sendFirst'));
      return;
    }
    if (busy) return;
    setBusy(true);
    try {
      const answer = isMobile
        ? await accountApi.mobileLogin({
            mobile: v.target.trim(),
            country_code: v.country_code,
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

  const country = {
    value: form.values.country_code,
    onChange: (code: string) => form.setValue('country_code', code),
  };
  return (
    <form onSubmit={form.onSubmit((v) => void submit(v))} data-testid={`${channel}-login-form`}>
      {isMobile ? (
        <MobileRow
          country={country}
          field={form.fields.target}
          row={form.rows.target}
          placeholder={t('mobile.placeholder')}
        />
      ) : (
        <FormField {...form.rows.target}>
          <TextInput
            {...form.fields.target}
            size="large"
            prefix={<MailOutlined />}
            placeholder={t('email.placeholder')}
            aria-label={t('email.placeholder')}
            autoComplete="email"
            maxLength={100}
          />
        </FormField>
      )}
      <CaptchaRow captcha={captcha} field={form.fields.captcha_code} row={form.rows.captcha_code} />
      <CodeRow field={form.fields.code} row={form.rows.code} onSend={send} testId={`${channel}-get-code`} />
      {options}
      <Button kind="primary" htmlType="submit" size="large" block loading={busy}>
        {t('login.submit')}
      </Button>
    </form>
  );
}
