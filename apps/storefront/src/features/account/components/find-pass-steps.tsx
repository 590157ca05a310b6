import { MobileOutlined } from '@ant-design/icons';
import { Button, Form } from 'antd';
import { useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { TextInput } from '../../../components/text-input.tsx';
import { accountApi } from '../api/account-api.ts';
import { useCaptcha } from '../api/use-captcha.ts';
import { CaptchaField } from './captcha-field.tsx';
import { CODE_RESEND_SECONDS } from './code-button.tsx';
import { CodeField } from './code-field.tsx';
import { CountrySelect } from './country-select.tsx';
import { mobileRules } from './field-rules.ts';
import { NewPasswordFields } from './new-password-fields.tsx';
import { ResultState } from '../../../components/states/result-state.tsx';

export interface FindPassState {
  mobile: string;
  country_code: string;
  key: string;
  code: string;
}

interface StepProps {
  onDone: (patch: Partial<FindPassState>) => void;
}

interface MobileValues {
  mobile: string;
  country_code: string;
  captcha_code: string;
}

/** Hides the middle of a number on screen: 138****5678. */
const maskMobile = (m: string) => (m.length > 7 ? `${m.slice(0, 3)}****${m.slice(-4)}` : m);

/** Step 1: the registered mobile and a captcha; "next" sends the code (an unregistered mobile is refused). */
export function FindPassMobileStep({ onDone }: StepProps) {
  const { t } = useTranslation('account');
  const [form] = Form.useForm<MobileValues>();
  const captcha = useCaptcha();
  const [busy, setBusy] = useState(false);
  const submit = async (v: MobileValues) => {
    setBusy(true);
    const fields = { captcha_id: captcha.id, captcha_code: v.captcha_code.trim() };
    const mobile = { mobile: v.mobile.trim(), country_code: v.country_code };
    try {
      const { key } = await accountApi.sendFindPasswordCode({ ...mobile, ...fields });
      onDone({ ...mobile, key });
    } catch {
      form.setFieldValue('captcha_code', '');
      captcha.refresh();
    } finally {
      setBusy(false);
    }
  };
  return (
    <Form form={form} onFinish={(v) => void submit(v)}>
      <Form.Item>
        <div className="acc-mobile-row">
          <CountrySelect />
          <Form.Item name="mobile" noStyle rules={mobileRules(t)} dependencies={['country_code']}>
            <TextInput
              size="large"
              prefix={<MobileOutlined />}
              placeholder={t('find.mobilePlaceholder')}
              aria-label={t('find.mobilePlaceholder')}
              maxLength={15}
            />
          </Form.Item>
        </div>
      </Form.Item>
      <CaptchaField captcha={captcha} />
      <Button type="primary" htmlType="submit" size="large" block loading={busy}>
        {t('find.next')}
      </Button>
    </Form>
  );
}

/**
 * Step 2: verify identity with the code sent to that mobile (a wrong code counts as one of five tries). A
 * captcha serves one send, so the one solved in step 1 is spent: "resend" asks for a fresh one drawn here.
 */
export function FindPassCodeStep({
  state,
  onDone,
  onBack,
}: StepProps & { state: FindPassState; onBack: () => void }) {
  const { t } = useTranslation('account');
  const [form] = Form.useForm<{ code: string; captcha_code?: string }>();
  const captcha = useCaptcha();
  const [key, setKey] = useState(state.key);
  const [busy, setBusy] = useState(false);
  const mobile = { mobile: state.mobile, country_code: state.country_code };
  // The captcha is required only while a resend checks it, so "next" never asks for one.
  const resending = useRef(false);
  const captchaRules = [
    {
      validator: (_rule: unknown, value: string | undefined) =>
        resending.current && !value?.trim()
          ? Promise.reject(new Error(t('captcha.required')))
          : Promise.resolve(),
    },
  ];
  const resend = async () => {
    resending.current = true;
    try {
      await form.validateFields(['captcha_code']);
    } finally {
      resending.current = false;
    }
    const answer = String(form.getFieldValue('captcha_code') ?? '').trim();
    try {
      const sent = await accountApi.sendFindPasswordCode({
        ...mobile,
        captcha_id: captcha.id,
        captcha_code: answer,
      });
      setKey(sent.key);
    } finally {
      // Used up either way: the next resend needs a new picture.
      form.setFieldValue('captcha_code', '');
      captcha.refresh();
    }
  };
  const submit = async (code: string) => {
    setBusy(true);
    try {
      await accountApi.checkFindPasswordCode({ ...mobile, key, code });
      onDone({ key, code });
    } catch {
      // The toast says why: wrong, expired or used-up code.
    } finally {
      setBusy(false);
    }
  };
  return (
    <Form form={form} onFinish={(v) => void submit(v.code.trim())}>
      <p className="acc-find-sent">{t('find.codeSent', { mobile: maskMobile(state.mobile) })}</p>
      <p className="acc-find-hint">{t('find.resendCaptcha')}</p>
      <CaptchaField captcha={captcha} rules={captchaRules} />
      <CodeField onSend={resend} initialSeconds={CODE_RESEND_SECONDS} testId="find-get-code" />
      <div className="acc-find-actions">
        <Button size="large" onClick={onBack}>
          {t('find.back')}
        </Button>
        <Button type="primary" htmlType="submit" size="large" loading={busy}>
          {t('find.next')}
        </Button>
      </div>
    </Form>
  );
}

/** Step 3: the new password twice, against the platform's rules; the server checks the code here. */
export function FindPassResetStep({
  state,
  onDone,
  onBack,
}: StepProps & { state: FindPassState; onBack: () => void }) {
  const { t } = useTranslation('account');
  const [busy, setBusy] = useState(false);
  const submit = async (v: { password: string; password_confirm: string }) => {
    setBusy(true);
    try {
      await accountApi.findPassword({
        mobile: state.mobile,
        country_code: state.country_code,
        key: state.key,
        code: state.code,
        password: v.password,
        confirm_password: v.password_confirm,
      });
      onDone({});
    } catch {
      // The toast says why (wrong or expired code, weak password); the member can go back for a new code.
    } finally {
      setBusy(false);
    }
  };
  return (
    <Form onFinish={(v: { password: string; password_confirm: string }) => void submit(v)}>
      <NewPasswordFields />
      <div className="acc-find-actions">
        <Button size="large" onClick={onBack}>
          {t('find.back')}
        </Button>
        <Button type="primary" htmlType="submit" size="large" loading={busy}>
          {t('find.reset')}
        </Button>
      </div>
    </Form>
  );
}

/** Step 4: done; the member logs in with the new password. */
export function FindPassDoneStep() {
  const { t } = useTranslation('account');
  const navigate = useNavigate();
  return (
    <ResultState
      status="success"
      title={t('find.doneTitle')}
      subTitle={t('find.doneText')}
      extra={
        <Button type="primary" size="large" onClick={() => void navigate('/login')}>
          {t('find.toLogin')}
        </Button>
      }
    />
  );
}
