import { SafetyOutlined } from '@ant-design/icons';
import { Form, type FormRule } from 'antd';
import { useTranslation } from 'react-i18next';
import { TextInput } from '../../../components/text-input.tsx';
import type { CaptchaState } from '../api/use-captcha.ts';
import { CaptchaPicture } from './captcha-picture.tsx';

/**
 * The captcha answer box with its picture beside it; clicking the picture draws a new one. `rules` replace the
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
          <TextInput
            size="large"
            prefix={<SafetyOutlined />}
            placeholder={t('captcha.placeholder')}
            maxLength={8}
            autoComplete="off"
            aria-label={t('captcha.placeholder')}
          />
        </Form.Item>
        <CaptchaPicture captcha={captcha} />
      </div>
    </Form.Item>
  );
}
