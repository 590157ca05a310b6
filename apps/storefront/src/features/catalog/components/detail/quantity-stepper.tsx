import { useTranslation } from 'react-i18next';
import { QuantityInput } from '../../../../components/quantity-input.tsx';
import type { QuantityLimits } from './quantity-limits.ts';

interface Props {
  value: number;
  limits: QuantityLimits;
  stock: number;
  unit: string;
  minBuy: number;
  maxBuy: number;
  onChange: (n: number) => void;
}

/**
 * The quantity box with its limits spelled out: stock left, the minimum order, the per-person limit. A typed
 * quantity that does not fit is refused with the spec's message; the last valid one stays.
 */
export function QuantityStepper({ value, limits, stock, unit, minBuy, maxBuy, onChange }: Props) {
  const { t } = useTranslation('catalog');
  return (
    <dl className="detail-row detail-qty">
      <dt>{t('detail.quantity')}</dt>
      <dd>
        <QuantityInput
          value={value}
          min={limits.min}
          stock={stock}
          maxBuy={maxBuy}
          disabled={limits.blocked !== null}
          ariaLabel={t('detail.quantity')}
          testId="quantity"
          onChange={onChange}
        />
        <span className="detail-qty__unit">{unit}</span>
        <span className="detail-qty__hints">
          {limits.blocked === 'soldOut' ? (
            <strong className="detail-qty__warn">{t('detail.soldOut')}</strong>
          ) : (
            <span>{t('detail.stockLeft', { n: stock })}</span>
          )}
          {minBuy > 1 ? <span>{t('detail.minBuy', { n: minBuy })}</span> : null}
          {maxBuy > 0 ? <span>{t('detail.maxBuy', { n: maxBuy })}</span> : null}
          {limits.blocked === 'insufficientStock' ? (
            <strong className="detail-qty__warn">{t('detail.insufficientStock')}</strong>
          ) : null}
        </span>
      </dd>
    </dl>
  );
}
