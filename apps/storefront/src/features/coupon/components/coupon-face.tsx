import { moneyToCents } from '@mall/contracts';
import { useTranslation } from 'react-i18next';
import { moneyParts, useMoneyFormat, useMoneySymbol } from '../../../lib/money.ts';
import { discountText } from './coupon-labels.ts';
import './coupon-face.css';

export interface FaceTerms {
  type: 'reward' | 'discount';
  money: string;
  /** "8.50": the member pays 85 %. */
  discount?: string;
  discount_limit?: string;
  at_least: string;
}

/** What a coupon is worth and when it applies: the coloured left part of every coupon card. */
export function CouponFace({ terms, muted }: { terms: FaceTerms; muted?: boolean }) {
  const { t, i18n } = useTranslation('coupon');
  const symbol = useMoneySymbol();
  const formatMoney = useMoneyFormat();
  const hasThreshold = (moneyToCents(terms.at_least) ?? 0) > 0;
  const cap = terms.type === 'discount' && (moneyToCents(terms.discount_limit ?? '0') ?? 0) > 0;
  return (
    <div className={`coupon-face${muted ? ' coupon-face--muted' : ''}`}>
      <div className="coupon-face__value">
        {terms.type === 'discount' ? (
          <span className="coupon-face__discount">{discountText(t, terms.discount ?? '10')}</span>
        ) : (
          moneyParts(terms.money, i18n.language, symbol, { short: true }).map((p, i) =>
            p.kind === 'symbol' ? (
              <small key={i}>{p.text}</small>
            ) : (
              <span key={i} className="coupon-face__amount">
                {p.text}
              </span>
            ),
          )
        )}
      </div>
      <div className="coupon-face__rule">
        {hasThreshold
          ? t('face.threshold', { amount: formatMoney(terms.at_least, { short: true }) })
          : t('face.noThreshold')}
      </div>
      {cap && (
        <div className="coupon-face__cap">
          {t('face.cap', { amount: formatMoney(terms.discount_limit!, { short: true }) })}
        </div>
      )}
    </div>
  );
}
