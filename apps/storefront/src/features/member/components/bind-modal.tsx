import { MailOutlined, MobileOutlined } from '@ant-design/icons';
import { account } from '@mall/contracts';
import { Button, Form, Modal } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { antdRules } from '../../../components/form/antd-rules.ts';
import { TextInput } from '../../../components/text-input.tsx';
import {
  useCaptcha,
  CaptchaField,
  CodeField,
  CountrySelect,
  emailRules,
  mobileRules,
} from '../../account/index.ts';
import { memberApi } from '../api/member-api.ts';
import { useMemberMutation } from '../api/use-member-mutation.ts';
import type { SecurityModalProps } from './password-modal.tsx';

interface Values {
  target: string;
  country_code?: string;
  captcha_code: string;
  code: string;
}

type Channel = 'mobile' | 'email';

/** Asks first whether another account already uses the mobile or address (checkmobile), then sends the code. */
async function sendCode(channel: Channel, v: Values, captcha: { captcha_id: string; captcha_code: string }) {
  const target = v.target.trim();
  if (channel === 'email') {
    await memberApi.checkEmail({ email: target });
    return memberApi.sendBindEmailCode({ email: target, ...captcha });
  }
  const mobile = { mobile: target, country_code: v.country_code ?? account.DEFAULT_COUNTRY_CODE };
  await memberApi.checkMobile(mobile);
  return memberApi.sendBindMobileCode({ ...mobile, ...captcha });
}

function bind(channel: Channel, v: Values, key: string) {
  const fields = { key, code: v.code.trim() };
  return channel === 'mobile'
    ? memberApi.modifyMobile({
        mobile: v.target.trim(),
        country_code: v.country_code ?? account.DEFAULT_COUNTRY_CODE,
        ...fields,
      })
    : memberApi.modifyEmail({ email: v.target.trim(), ...fields });
}

/** Bind or change the mobile or e-mail: the new one gets a code (after a captcha), the code proves it. */
export function BindModal({
  open,
  onClose,
  channel,
  current,
}: SecurityModalProps & { channel: Channel; current: string }) {
  const { t } = useTranslation('member');
  const [form] = Form.useForm<Values>();
  const captcha = useCaptcha();
  const [key, setKey] = useState('');
  const save = useMemberMutation((v: Values) => bind(channel, v, key), t(`security.${channel}Saved`));

  const send = async () => {
    const v = await form.validateFields(['target', 'captcha_code', 'country_code']);
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
  const submit = (v: Values) => {
    if (!key) form.setFields([{ name: 'code', errors: [t('account:code.sendFirst')] }]);
    else save.mutate(v, { onSuccess: onClose });
  };

  const isMobile = channel === 'mobile';
  const placeholder = t(isMobile ? 'security.newMobile' : 'security.newEmail');
  const input = (
    <TextInput
      size="large"
      prefix={isMobile ? <MobileOutlined /> : <MailOutlined />}
      placeholder={placeholder}
      aria-label={placeholder}
      maxLength={isMobile ? 15 : 100}
    />
  );
  return (
    <Modal
      open={open}
      onCancel={onClose}
      title={t(`security.bind_${channel}`)}
      footer={null}
      destroyOnHidden
      getContainer={false}
    >
      <Form form={form} onFinish={submit} className="mem-sec-form" data-testid={`bind-${channel}-form`}>
        {current ? <p className="mem-sec-current">{t('security.currentValue', { value: current })}</p> : null}
        {isMobile ? (
          <Form.Item>
            <div className="acc-mobile-row">
              <Form.Item name="country_code" noStyle initialValue={account.DEFAULT_COUNTRY_CODE}>
                <CountrySelect />
              </Form.Item>
              <Form.Item
                name="target"
                noStyle
                rules={antdRules(mobileRules(t))}
                dependencies={['country_code']}
              >
                {input}
              </Form.Item>
            </div>
          </Form.Item>
        ) : (
          <Form.Item name="target" rules={antdRules(emailRules(t))}>
            {input}
          </Form.Item>
        )}
        <CaptchaField captcha={captcha} />
        <CodeField onSend={send} testId={`bind-${channel}-get-code`} />
        <Button type="primary" htmlType="submit" size="large" block loading={save.isPending}>
          {t('security.save')}
        </Button>
      </Form>
    </Modal>
  );
}
