import { SafetyOutlined } from '@ant-design/icons';
import { Form, Input } from 'antd';
import { useTranslation } from 'react-i18next';
import type { CaptchaState } from '../api/use-captcha.ts';
import './captcha-field.css';

/**
 * The captcha answer box with its picture beside it; clicking the picture draws a new one. `optional` leaves
 * the check to the caller (a captcha that only a resend needs must not block the form's own submit).
 */
export function CaptchaField({ captcha, optional = false }: { captcha: CaptchaState; optional?: boolean }) {
  const { t } = useTranslation('account');
  return (
    <Form.Item className="acc-captcha">
      <div className="acc-captcha-row">
        <Form.Item
          name="captcha_code"
          noStyle
          rules={optional ? [] : [{ required: true, whitespace: true, message: t('captcha.required') }]}
        >
          <Input
            size="large"
            prefix={<SafetyOutlined />}
            placeholder={t('captcha.placeholder')}
            maxLength={8}
            autoComplete="off"
            aria-label={t('captcha.placeholder')}
          />
        </Form.Item>
        <button
          type="button"
          className="acc-captcha-img"
          onClick={captcha.refresh}
          title={t('captcha.refresh')}
          aria-label={t('captcha.refresh')}
          data-testid="captcha-image"
        >
          {captcha.img ? <img src={captcha.img} alt={t('captcha.alt')} /> : null}
        </button>
      </div>
    </Form.Item>
  );
}
