import { account } from '@mall/contracts';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { Button } from '../../../components/button.tsx';
import { required, useForm } from '../../../components/form/use-form.ts';
import { ResultState } from '../../../components/states/result-state.tsx';
import { accountApi } from '../api/account-api.ts';
import { useRegisterConfig } from '../api/account-queries.ts';
import { useCaptcha } from '../api/use-captcha.ts';
import { CaptchaRow } from './captcha-row.tsx';
import { CODE_RESEND_SECONDS } from './code-button.tsx';
import { CodeRow } from './code-input.tsx';
import { codeRules, confirmRules, mobileRules } from './field-rules.ts';
import { MobileRow } from './mobile-row.tsx';
import { NewPasswordRows } from './new-password-rows.tsx';
import { newPasswordRules } from './password-rules.tsx';

export interface FindPassState {
  mobile: string;
  country_code: string;
  key: string;
  code: string;
}

interface StepProps {
  onDone: (patch: Partial<FindPassState>) => void;
}

interface MobileValues extends Record<string, string> {
  mobile: string;
  country_code: string;
  captcha_code: string;
}

/** Hides the middle of a number on screen: 138****5678. */
const maskMobile = (m: string) => (m.length > 7 ? `${m.slice(0, 3)}****${m.slice(-4)}` : m);

/** Step 1: the registered mobile and a captcha; "next" sends the code (an unregistered mobile is refused). */
export function FindPassMobileStep({ onDone }: StepProps) {
  const { t } = useTranslation('account');
  const form = useForm<MobileValues>(
    { mobile: '', country_code: account.DEFAULT_COUNTRY_CODE, captcha_code: '' },
    { mobile: mobileRules(t), captcha_code: [required(t('captcha.required'))] },
  );
  const captcha = useCaptcha();
  const [busy, setBusy] = useState(false);
  const submit = async (v: MobileValues) => {
    if (busy) return;
    setBusy(true);
    const fields = { captcha_id: captcha.id, captcha_code: v.captcha_code.trim() };
    const mobile = { mobile: v.mobile.trim(), country_code: v.country_code };
    try {
      const { key } = await accountApi.sendFindPasswordCode({ ...mobile, ...fields });
      onDone({ ...mobile, key });
    } catch {
      form.setValue('captcha_code', '');
      captcha.refresh();
    } finally {
      setBusy(false);
    }
  };
  const country = {
    value: form.values.country_code,
    onChange: (code: string) => form.setValue('country_code', code),
  };
  return (
    <form onSubmit={form.onSubmit((v) => void submit(v))}>
      <MobileRow
        country={country}
        field={form.fields.mobile}
        row={form.rows.mobile}
        placeholder={t('find.mobilePlaceholder')}
      />
      <CaptchaRow captcha={captcha} field={form.fields.captcha_code} row={form.rows.captcha_code} />
      <Button kind="primary" htmlType="submit" size="large" block loading={busy}>
        {t('find.next')}
      </Button>
    </form>
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
  // The captcha is checked only by a resend, so "next" never asks for one.
  const form = useForm({ code: '', captcha_code: '' }, { code: codeRules(t) });
  const captcha = useCaptcha();
  const [key, setKey] = useState(state.key);
  const [busy, setBusy] = useState(false);
  const mobile = { mobile: state.mobile, country_code: state.country_code };
  const resend = async () => {
    const answer = form.values.captcha_code.trim();
    if (!answer) {
      form.setError('captcha_code', t('captcha.required'));
      throw new Error('captcha wanted');
    }
    try {
      const sent = await accountApi.sendFindPasswordCode({
        ...mobile,
        captcha_id: captcha.id,
        captcha_code: answer,
      });
      setKey(sent.key);
    } finally {
      // Used up either way: the next resend needs a new picture.
      form.setValue('captcha_code', '');
      captcha.refresh();
    }
  };
  const submit = async (code: string) => {
    if (busy) return;
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
    <form onSubmit={form.onSubmit((v) => void submit(v.code.trim()))}>
      <p className="acc-find-sent">{t('find.codeSent', { mobile: maskMobile(state.mobile) })}</p>
      <p className="acc-find-hint">{t('find.resendCaptcha')}</p>
      <CaptchaRow captcha={captcha} field={form.fields.captcha_code} row={form.rows.captcha_code} />
      <CodeRow
        field={form.fields.code}
        row={form.rows.code}
        onSend={resend}
        initialSeconds={CODE_RESEND_SECONDS}
        testId="find-get-code"
      />
      <div className="acc-find-actions">
        <Button size="large" onClick={onBack}>
          {t('find.back')}
        </Button>
        <Button kind="primary" htmlType="submit" size="large" loading={busy}>
          {t('find.next')}
        </Button>
      </div>
    </form>
  );
}

/** Step 3: the new password twice, against the platform's rules; the server checks the code here. */
export function FindPassResetStep({
  state,
  onDone,
  onBack,
}: StepProps & { state: FindPassState; onBack: () => void }) {
  const { t } = useTranslation('account');
  const { data: policy } = useRegisterConfig();
  const form = useForm(
    { password: '', password_confirm: '' },
    { password: newPasswordRules(t, policy, false), password_confirm: confirmRules(t) },
  );
  const [busy, setBusy] = useState(false);
  const submit = async (v: { password: string; password_confirm: string }) => {
    if (busy) return;
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
    <form onSubmit={form.onSubmit((v) => void submit(v))}>
      <NewPasswordRows
        password={{ field: form.fields.password, row: form.rows.password }}
        confirm={{ field: form.fields.password_confirm, row: form.rows.password_confirm }}
        policy={policy}
      />
      <div className="acc-find-actions">
        <Button size="large" onClick={onBack}>
          {t('find.back')}
        </Button>
        <Button kind="primary" htmlType="submit" size="large" loading={busy}>
          {t('find.reset')}
        </Button>
      </div>
    </form>
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
        <Button kind="primary" size="large" onClick={() => void navigate('/login')}>
          {t('find.toLogin')}
        </Button>
      }
    />
  );
}
