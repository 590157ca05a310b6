import { MailOutlined } from '@ant-design/icons';
import { account } from '@mall/contracts';
import type { TFunction } from 'i18next';
import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '../../../components/button.tsx';
import { FormField } from '../../../components/form/form-field.tsx';
import { required, useForm, type Rules } from '../../../components/form/use-form.ts';
import { ModalDialog } from '../../../components/modal-dialog.tsx';
import { TextInput } from '../../../components/text-input.tsx';
import {
  CaptchaRow,
  CodeRow,
  codeRules,
  emailRules,
  MobileRow,
  mobileRules,
  useCaptcha,
} from '../../account/index.ts';
import { memberApi } from '../api/member-api.ts';
import { useMemberMutation } from '../api/use-member-mutation.ts';
import type { SecurityModalProps } from './password-modal.tsx';

export interface BindValues extends Record<string, string> {
  /** The new mobile or e-mail address. */
  target: string;
  /** The mobile's calling code (mainland China unless chosen); unused for an e-mail. */
  country_code: string;
  captcha_code: string;
  code: string;
}

export type Channel = 'mobile' | 'email';

/** The new mobile (for its country) or address, the captcha that sends its code, and the code. */
export const bindRules = (t: TFunction, channel: Channel): Rules<BindValues> => ({
  target: channel === 'mobile' ? mobileRules(t) : emailRules(t),
  captcha_code: [required(t('account:captcha.required'))],
  code: codeRules(t),
});

/** Asks first whether another account already uses the mobile or address (checkmobile), then sends the code. */
export async function sendCode(
  channel: Channel,
  v: BindValues,
  captcha: { captcha_id: string; captcha_code: string },
) {
  const target = v.target.trim();
  if (channel === 'email') {
    await memberApi.checkEmail({ email: target });
    return memberApi.sendBindEmailCode({ email: target, ...captcha });
  }
  const mobile = { mobile: target, country_code: v.country_code || account.DEFAULT_COUNTRY_CODE };
  await memberApi.checkMobile(mobile);
  return memberApi.sendBindMobileCode({ ...mobile, ...captcha });
}

export function bind(channel: Channel, v: BindValues, key: string) {
  const fields = { key, code: v.code.trim() };
  return channel === 'mobile'
    ? memberApi.modifyMobile({
        mobile: v.target.trim(),
        country_code: v.country_code || account.DEFAULT_COUNTRY_CODE,
        ...fields,
      })
    : memberApi.modifyEmail({ email: v.target.trim(), ...fields });
}

/**
 * Bind or change the mobile or e-mail: the new one gets a code (after a captcha), the code proves it. What was
 * typed stays for the next opening (antd's form did keep it); the messages and the code's countdown do not.
 */
export function BindModal({
  open,
  onClose,
  channel,
  current,
}: SecurityModalProps & { channel: Channel; current: string }) {
  const { t } = useTranslation('member');
  const form = useForm<BindValues>(
    { target: '', country_code: account.DEFAULT_COUNTRY_CODE, captcha_code: '', code: '' },
    bindRules(t, channel),
  );
  const captcha = useCaptcha();
  const [key, setKey] = useState('');
  const save = useMemberMutation((v: BindValues) => bind(channel, v, key), t(`security.${channel}Saved`));
  // Opened again: no message from last time.
  const wasOpen = useRef(open);
  useEffect(() => {
    if (open && !wasOpen.current) form.reset(form.values);
    wasOpen.current = open;
  }, [open, form]);

  const send = async () => {
    const v = form.validate(['target', 'captcha_code', 'country_code']);
    if (!v) throw new Error('fields to correct');
    try {
      const answer = await sendCode(channel, v, {
        captcha_id: captcha.id,
        captcha_code: v.captcha_code.trim(),
      });
      setKey(answer.key);
    } catch (err) {
      captcha.refresh();
      throw err;
    }
  };
  const submit = (v: BindValues) => {
    if (!key) form.setError('code', t('account:code.sendFirst'));
    else if (!save.isPending) save.mutate(v, { onSuccess: onClose });
  };

  const isMobile = channel === 'mobile';
  const placeholder = t(isMobile ? 'security.newMobile' : 'security.newEmail');
  return (
    <ModalDialog open={open} onCancel={onClose} title={t(`security.bind_${channel}`)} footer={null}>
      {/* The fields are made afresh at each opening (antd's destroyOnHidden): the countdown starts over. */}
      {open ? (
        <form onSubmit={form.onSubmit(submit)} className="mem-sec-form" data-testid={`bind-${channel}-form`}>
          {current ? (
            <p className="mem-sec-current">{t('security.currentValue', { value: current })}</p>
          ) : null}
          {isMobile ? (
            <MobileRow
              country={{
                value: form.values.country_code,
                onChange: (code) => form.setValue('country_code', code),
              }}
              field={form.fields.target}
              row={form.rows.target}
              placeholder={placeholder}
            />
          ) : (
            <FormField {...form.rows.target}>
              <TextInput
                {...form.fields.target}
                size="large"
                prefix={<MailOutlined />}
                placeholder={placeholder}
                aria-label={placeholder}
                maxLength={100}
              />
            </FormField>
          )}
          <CaptchaRow captcha={captcha} field={form.fields.captcha_code} row={form.rows.captcha_code} />
          <CodeRow
            field={form.fields.code}
            row={form.rows.code}
            onSend={send}
            testId={`bind-${channel}-get-code`}
          />
          <Button kind="primary" htmlType="submit" size="large" block loading={save.isPending}>
            {t('security.save')}
          </Button>
        </form>
      ) : null}
    </ModalDialog>
  );
}
