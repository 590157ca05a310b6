import { ADV_KEYWORDS } from '@mall/contracts';
import { useTranslation } from 'react-i18next';
import { useAdv } from '../../../lib/site-data.ts';
import { advSlides } from '../../site/index.ts';
import { SafeImage } from '../../../components/safe-image.tsx';
import './coupon-banner.css';

/**
 * The coupon centre's banner: the platform's NS_PC_COUPON advertisement when it has one, otherwise a banner in
 * the theme colour with the page's promise.
 */
export function CouponBanner() {
  const { t } = useTranslation('coupon');
  const { data } = useAdv(ADV_KEYWORDS.coupon);
  const slide = advSlides(data)[0];
  if (slide) {
    return (
      <div className="coupon-banner" style={slide.background ? { background: slide.background } : undefined}>
        <SafeImage src={slide.src} alt={slide.title} lazy={false} className="coupon-banner__img" />
      </div>
    );
  }
  return (
    <div className="coupon-banner coupon-banner--plain">
      <strong>{t('centre.title')}</strong>
      <span>{t('centre.subtitle')}</span>
    </div>
  );
}
