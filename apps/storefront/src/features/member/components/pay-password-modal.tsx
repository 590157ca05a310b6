import { member, PAY_PASSWORD_LENGTH } from '@mall/contracts';
import type { TFunction } from 'i18next';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '../../../components/button.tsx';
import { FormRow } from '../../../components/form/form-row.tsx';
import { required, useForm, type FieldProps, type Rules } from '../../../components/form/use-form.ts';
import { ModalDialog } from '../../../components/modal-dialog.tsx';
import { PinInput } from '../../../components/pin-input.tsx';
import { Steps } from '../../../components/steps.tsx';
import { CaptchaRow, CodeRow, codeRules, useCaptcha } from '../../account/index.ts';
import { memberApi } from '../api/member-api.ts';
import { useMemberMutation } from '../api/use-member-mutation.ts';
import type { SecurityModalProps } from './password-modal.tsx';

interface Proof {
  key: string;
  code: string;
}

interface VerifyValues extends Record<string, string> {
  captcha_code: string;
  code: string;
}

export interface PinValues extends Record<string, string> {
  pin: string;
  pin_confirm: string;
}

/** Step 1: the captcha (for sending the code) and the code. */
export const verifyRules = (t: TFunction): Rules<VerifyValues> => ({
  captcha_code: [required(t('account:captcha.required'))],
  code: codeRules(t),
});

/** Step 2: six digits, neither repeated nor sequential, then the same six again. */
export const pinRules = (t: TFunction): Rules<PinValues> => {
  const length = t('member:security.pinLength', { n: PAY_PASSWORD_LENGTH });
  return {
    pin: [
      (value) => (value.length === PAY_PASSWORD_LENGTH ? undefined : length),
      (value) =>
        value.length < PAY_PASSWORD_LENGTH || !member.isWeakPayPassword(value)
          ? undefined
          : t('member:security.pinWeak'),
    ],
    pin_confirm: [
      (value) => (value ? undefined : length),
      (value, values) => (!value || value === values.pin ? undefined : t('account:password.mismatch')),
    ],
  };
};

/** A form field's props as the PIN boxes take them: the digits rather than a change event. */
const pinProps = (field: FieldProps, setValue: (digits: string) => void) => ({
  id: field.id,
  value: field.value,
  onChange: setValue,
  'aria-invalid': field['aria-invalid'],
  'aria-describedby': field['aria-describedby'],
});

/** Step 1: a code to the bound mobile (or e-mail) proves it is the member. */
function VerifyStep({ onVerified }: { onVerified: (proof: Proof) => void }) {
  const { t } = useTranslation('member');
  const form = useForm<VerifyValues>({ captcha_code: '', code: '' }, verifyRules(t));
  const captcha = useCaptcha();
  const [sent, setSent] = useState<member.PayCodeSent | null>(null);
  const [busy, setBusy] = useState(false);
  const send = async () => {
    const v = form.validate(['captcha_code']);
    if (!v) throw new Error('fields to correct');
    try {
      setSent(
        await memberApi.sendPayPasswordCode({ captcha_id: captcha.id, captcha_code: v.captcha_code.trim() }),
      );
    } catch (err) {
      captcha.refresh();
      throw err;
    }
  };
  const submit = async (v: VerifyValues) => {
    if (!sent) return form.setError('code', t('account:code.sendFirst'));
    if (busy) return;
    setBusy(true);
    try {
      await memberApi.verifyPayPasswordCode({ key: sent.key, code: v.code.trim() });
      onVerified({ key: sent.key, code: v.code.trim() });
    } catch {
      // The server's text is the toast (wrong, expired or used-up code).
    } finally {
      setBusy(false);
    }
  };
  return (
    <form onSubmit={form.onSubmit((v) => void submit(v))} className="mem-sec-form">
      <CaptchaRow captcha={captcha} field={form.fields.captcha_code} row={form.rows.captcha_code} />
      <CodeRow field={form.fields.code} row={form.rows.code} onSend={send} testId="pay-get-code" />
      {sent ? <p className="mem-sec-current">{t('security.payCodeSentTo', { to: sent.to })}</p> : null}
      <Button kind="primary" htmlType="submit" size="large" block loading={busy}>
        {t('security.next')}
      </Button>
    </form>
  );
}

/** Step 2: six digits twice, one box per digit; repeated or sequential digits are refused. */
function NewPinStep({ proof, onDone }: { proof: Proof; onDone: () => void }) {
  const { t } = useTranslation('member');
  const form = useForm<PinValues>({ pin: '', pin_confirm: '' }, pinRules(t));
  const save = useMemberMutation(
    (v: PinValues) =>
      memberApi.modifyPayPassword({ ...proof, password: v.pin, confirm_password: v.pin_confirm }),
    t('security.payPasswordSaved'),
  );
  const submit = (v: PinValues) => {
    if (!save.isPending) save.mutate(v, { onSuccess: onDone });
  };
  const pin = pinProps(form.fields.pin, (digits) => form.setValue('pin', digits));
  const repeat = pinProps(form.fields.pin_confirm, (digits) => form.setValue('pin_confirm', digits));
  return (
    <form onSubmit={form.onSubmit(submit)} className="mem-sec-form">
      <FormRow label={t('security.pinNew')} htmlFor={form.fields.pin.id} required {...form.rows.pin}>
        <PinInput length={PAY_PASSWORD_LENGTH} size="large" aria-label={t('security.pinNew')} {...pin} />
      </FormRow>
      <FormRow
        label={t('security.pinRepeat')}
        htmlFor={form.fields.pin_confirm.id}
        required
        {...form.rows.pin_confirm}
      >
        <PinInput
          length={PAY_PASSWORD_LENGTH}
          size="large"
          aria-label={t('security.pinRepeat')}
          {...repeat}
        />
      </FormRow>
      <Button kind="primary" htmlType="submit" size="large" block loading={save.isPending}>
        {t('security.save')}
      </Button>
    </form>
  );
}

/**
 * Set or change the 6-digit payment password, after a code (spec §5, §9). Each opening starts again at the
 * first step with a new captcha, as antd's destroyOnHidden did.
 */
export function PayPasswordModal({ open, onClose, isSet }: SecurityModalProps & { isSet: boolean }) {
  const { t } = useTranslation('member');
  const [proof, setProof] = useState<Proof | null>(null);
  const close = () => {
    setProof(null);
    onClose();
  };
  return (
    <ModalDialog
      open={open}
      onCancel={close}
      title={isSet ? t('security.changePayPassword') : t('security.setPayPassword')}
      footer={null}
    >
      {open ? (
        <>
          <Steps
            size="small"
            current={proof ? 1 : 0}
            items={[{ title: t('security.stepVerify') }, { title: t('security.stepPin') }]}
            className="mem-sec-steps"
          />
          {proof ? <NewPinStep proof={proof} onDone={close} /> : <VerifyStep onVerified={setProof} />}
        </>
      ) : null}
    </ModalDialog>
  );
}
