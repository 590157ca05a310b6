import { useTranslation } from 'react-i18next';
import type { CaptchaState } from '../api/use-captcha.ts';
import './captcha-field.css';

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
