import { Form, type FormRule } from 'antd';
import { useTranslation } from 'react-i18next';
import type { CaptchaState } from '../api/use-captcha.ts';
import { CaptchaInput, CaptchaPicture } from './captcha-input.tsx';

/**
 * The captcha answer box with its picture in an antd Form (the member centre's dialogs). `rules` replace the
 * "required" check where the captcha is needed only sometimes (a resend must not block the form's submit).
 */
export function CaptchaField({ captcha, rules }: { captcha: CaptchaState; rules?: FormRule[] }) {
  const { t } = useTranslation('account');
  return (
    <Form.Item className="acc-captcha">
      <div className="acc-captcha-row">
        <Form.Item
          name="captcha_code"
          noStyle
          rules={rules ?? [{ required: true, whitespace: true, message: t('captcha.required') }]}
        >
          <CaptchaInput />
        </Form.Item>
        <CaptchaPicture captcha={captcha} />
      </div>
    </Form.Item>
  );
}
