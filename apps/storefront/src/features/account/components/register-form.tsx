import { MailOutlined, MobileOutlined, UserOutlined } from '@ant-design/icons';
import { Button, Form } from 'antd';
import { useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { TextInput } from '../../../components/text-input.tsx';
import { accountApi } from '../api/account-api.ts';
import { account } from '@mall/contracts';
import { useCaptcha, type CaptchaState } from '../api/use-captcha.ts';
import { CaptchaField } from './captcha-field.tsx';
import { CodeField } from './code-field.tsx';
import { emailRules, mobileRules, usernameRules } from './field-rules.ts';
import { NewPasswordFields } from './new-password-fields.tsx';

export type RegisterChannel = 'username' | 'mobile' | 'email';

interface Values {
  target: string;
  captcha_code: string;
  code?: string;
  password?: string;
  password_confirm?: string;
}

/** Registration by mobile is for mainland numbers, as the original's register page; login offers every country. */
const DEFAULT_COUNTRY = account.DEFAULT_COUNTRY_CODE;

const ICONS: Record<RegisterChannel, ReactNode> = {
  username: <UserOutlined />,
  mobile: <MobileOutlined />,
  email: <MailOutlined />,
};

function targetRules(channel: RegisterChannel, t: Parameters<typeof mobileRules>[0]) {
  if (channel === 'mobile') return mobileRules(t);
  if (channel === 'email') return emailRules(t);
  return usernameRules(t);
}

function register(channel: RegisterChannel, v: Values, key: string, captcha: CaptchaState) {
  const target = v.target.trim();
  const code = v.code?.trim() ?? '';
  const passwords = { password: v.password ?? '', confirm_password: v.password_confirm ?? '' };
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
  /** The agreement box: ticked or not, the form checks it before anything is sent. */
  agreement: ReactNode;
  onRegistered: (answer: account.TokenAnswer) => void;
}

/** One registration tab: account name + password + captcha, or mobile / e-mail with a code. */
export function RegisterForm({ channel, agreement, onRegistered }: RegisterFormProps) {
  const { t } = useTranslation('account');
  const [form] = Form.useForm<Values>();
  const captcha = useCaptcha();
  const [key, setKey] = useState('');
  const [busy, setBusy] = useState(false);
  const withCode = channel !== 'username';

  const send = async () => {
    const v = await form.validateFields(['target', 'captcha_code']);
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
      form.setFields([{ name: 'code', errors: [t('code.sendFirst')] }]);
      return;
    }
    setBusy(true);
    try {
      onRegistered(await register(channel, v, key, captcha));
    } catch {
      if (!withCode) {
        form.setFieldValue('captcha_code', '');
        captcha.refresh();
      }
    } finally {
      setBusy(false);
    }
  };

  const placeholder = t(`register.${channel}Placeholder`);
  return (
    <Form form={form} onFinish={(v) => void submit(v)} data-testid={`${channel}-register-form`}>
      <Form.Item name="target" rules={targetRules(channel, t)}>
        <TextInput size="large" prefix={ICONS[channel]} placeholder={placeholder} aria-label={placeholder} />
      </Form.Item>
      <CaptchaField captcha={captcha} />
      {withCode ? <CodeField onSend={send} testId={`${channel}-register-get-code`} /> : null}
      {channel === 'email' ? <p className="acc-hint">{t('register.emailPasswordOptional')}</p> : null}
      <NewPasswordFields optional={channel === 'email'} />
      {agreement}
      <Button type="primary" htmlType="submit" size="large" block loading={busy}>
        {t('register.submit')}
      </Button>
    </Form>
  );
}
