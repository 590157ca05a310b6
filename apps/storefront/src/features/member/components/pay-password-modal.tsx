import { member, PAY_PASSWORD_LENGTH } from '@mall/contracts';
import { Button, Form, Modal } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { PinInput } from '../../../components/pin-input.tsx';
import { useCaptcha, CaptchaField, CodeField } from '../../account/index.ts';
import { memberApi } from '../api/member-api.ts';
import { useMemberMutation } from '../api/use-member-mutation.ts';
import type { SecurityModalProps } from './password-modal.tsx';
import { Steps } from '../../../components/steps.tsx';

interface Proof {
  key: string;
  code: string;
}

/** Step 1: a code to the bound mobile (or e-mail) proves it is the member. */
function VerifyStep({ onVerified }: { onVerified: (proof: Proof) => void }) {
  const { t } = useTranslation('member');
  const [form] = Form.useForm<{ captcha_code: string; code: string }>();
  const captcha = useCaptcha();
  const [sent, setSent] = useState<member.PayCodeSent | null>(null);
  const [busy, setBusy] = useState(false);
  const send = async () => {
    const v = await form.validateFields(['captcha_code']);
    try {
      setSent(
        await memberApi.sendPayPasswordCode({ captcha_id: captcha.id, captcha_code: v.captcha_code.trim() }),
      );
    } catch (err) {
      captcha.refresh();
      throw err;
    }
  };
  const submit = async (v: { code: string }) => {
    if (!sent) return form.setFields([{ name: 'code', errors: [t('account:code.sendFirst')] }]);
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
    <Form form={form} onFinish={(v) => void submit(v)} className="mem-sec-form">
      <CaptchaField captcha={captcha} />
      <CodeField onSend={send} testId="pay-get-code" />
      {sent ? <p className="mem-sec-current">{t('security.payCodeSentTo', { to: sent.to })}</p> : null}
      <Button type="primary" htmlType="submit" size="large" block loading={busy}>
        {t('security.next')}
      </Button>
    </Form>
  );
}

/** Step 2: six digits twice, one box per digit; repeated or sequential digits are refused. */
function NewPinStep({ proof, onDone }: { proof: Proof; onDone: () => void }) {
  const { t } = useTranslation('member');
  const save = useMemberMutation(
    (v: { pin: string; pin_confirm: string }) =>
      memberApi.modifyPayPassword({ ...proof, password: v.pin, confirm_password: v.pin_confirm }),
    t('security.payPasswordSaved'),
  );
  const pinRules = [
    {
      required: true,
      len: PAY_PASSWORD_LENGTH,
      message: t('security.pinLength', { n: PAY_PASSWORD_LENGTH }),
    },
    {
      validator: (_: unknown, v: string | undefined) =>
        !v || v.length < PAY_PASSWORD_LENGTH || !member.isWeakPayPassword(v)
          ? Promise.resolve()
          : Promise.reject(new Error(t('security.pinWeak'))),
    },
  ];
  return (
    <Form
      onFinish={(v: { pin: string; pin_confirm: string }) => save.mutate(v, { onSuccess: onDone })}
      layout="vertical"
      className="mem-sec-form"
    >
      <Form.Item name="pin" label={t('security.pinNew')} rules={pinRules}>
        <PinInput length={PAY_PASSWORD_LENGTH} size="large" aria-label={t('security.pinNew')} />
      </Form.Item>
      <Form.Item
        name="pin_confirm"
        label={t('security.pinRepeat')}
        dependencies={['pin']}
        rules={[
          { required: true, message: t('security.pinLength', { n: PAY_PASSWORD_LENGTH }) },
          ({ getFieldValue }) => ({
            validator: (_, v: string | undefined) =>
              !v || v === getFieldValue('pin')
                ? Promise.resolve()
                : Promise.reject(new Error(t('account:password.mismatch'))),
          }),
        ]}
      >
        <PinInput length={PAY_PASSWORD_LENGTH} size="large" aria-label={t('security.pinRepeat')} />
      </Form.Item>
      <Button type="primary" htmlType="submit" size="large" block loading={save.isPending}>
        {t('security.save')}
      </Button>
    </Form>
  );
}

/** Set or change the 6-digit payment password, after a code (spec §5, §9). */
export function PayPasswordModal({ open, onClose, isSet }: SecurityModalProps & { isSet: boolean }) {
  const { t } = useTranslation('member');
  const [proof, setProof] = useState<Proof | null>(null);
  const close = () => {
    setProof(null);
    onClose();
  };
  return (
    <Modal
      open={open}
      onCancel={close}
      title={isSet ? t('security.changePayPassword') : t('security.setPayPassword')}
      footer={null}
      destroyOnHidden
      getContainer={false}
    >
      <Steps
        size="small"
        current={proof ? 1 : 0}
        items={[{ title: t('security.stepVerify') }, { title: t('security.stepPin') }]}
        className="mem-sec-steps"
      />
      {proof ? <NewPinStep proof={proof} onDone={close} /> : <VerifyStep onVerified={setProof} />}
    </Modal>
  );
}
