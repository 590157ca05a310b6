import { SafetyOutlined } from '@ant-design/icons';
import { useTranslation } from 'react-i18next';
import { TextInput, type TextInputProps } from '../../../components/text-input.tsx';
import type { CaptchaState } from '../api/use-captcha.ts';
import './captcha-field.css';

/** The captcha's answer box; its form passes value and change (components/form). */
export function CaptchaInput(props: TextInputProps) {
  const { t } = useTranslation('account');
  return (
    <TextInput
      {...props}
      size="large"
      prefix={<SafetyOutlined />}
      placeholder={t('captcha.placeholder')}
      maxLength={8}
      autoComplete="off"
      aria-label={t('captcha.placeholder')}
    />
  );
}

/** The captcha's picture beside its answer box; a click draws a new one. */
export function CaptchaPicture({ captcha }: { captcha: CaptchaState }) {
  const { t } = useTranslation('account');
  return (
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
  );
}
