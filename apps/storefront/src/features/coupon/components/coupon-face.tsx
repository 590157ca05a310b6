import { moneyToCents } from '@mall/contracts';
import { useTranslation } from 'react-i18next';
import { toMoneyText, useMoneySymbol } from '../../../lib/money.ts';
import './coupon-face.css';

export interface FaceTerms {
  type: 'reward' | 'discount';
  money: string;
  /** "8.50": the member pays 85 %. */
  discount?: string;
  discount_limit?: string;
  at_least: string;
}

/** "15% off" in most languages, "8.5折" in Chinese: both from the stored two-place 折. */
function useDiscountText(discount: string): string {
  const { t } = useTranslation('coupon');
  const zhe = Number(discount);
  return t('face.discount', { zhe: String(zhe), off: Math.round((10 - zhe) * 10) });
}

/** What a coupon is worth and when it applies: the coloured left part of every coupon card. */
export function CouponFace({ terms, muted }: { terms: FaceTerms; muted?: boolean }) {
  const { t } = useTranslation('coupon');
  const symbol = useMoneySymbol();
  const discountText = useDiscountText(terms.discount ?? '10');
  const hasThreshold = (moneyToCents(terms.at_least) ?? 0) > 0;
  const cap = terms.type === 'discount' && (moneyToCents(terms.discount_limit ?? '0') ?? 0) > 0;
  return (
    <div className={`coupon-face${muted ? ' coupon-face--muted' : ''}`}>
      <div className="coupon-face__value">
        {terms.type === 'discount' ? (
          <span className="coupon-face__discount">{discountText}</span>
        ) : (
          <>
            <small>{symbol}</small>
            <span className="coupon-face__amount">{toMoneyText(terms.money).replace(/\.00$/, '')}</span>
          </>
        )}
      </div>
      <div className="coupon-face__rule">
        {hasThreshold
          ? t('face.threshold', { amount: `${symbol}${toMoneyText(terms.at_least)}` })
          : t('face.noThreshold')}
      </div>
      {cap && (
        <div className="coupon-face__cap">
          {t('face.cap', { amount: `${symbol}${toMoneyText(terms.discount_limit!)}` })}
        </div>
      )}
    </div>
  );
}
