import { InputNumber } from 'antd';
import { useTranslation } from 'react-i18next';
import { clampQuantity, type QuantityLimits } from './quantity-limits.ts';

interface Props {
  value: number;
  limits: QuantityLimits;
  stock: number;
  unit: string;
  minBuy: number;
  maxBuy: number;
  onChange: (n: number) => void;
}

/** The quantity box with its limits spelled out: stock left, the minimum order, the per-person limit. */
export function QuantityStepper({ value, limits, stock, unit, minBuy, maxBuy, onChange }: Props) {
  const { t } = useTranslation('catalog');
  return (
    <dl className="detail-row detail-qty">
      <dt>{t('detail.quantity')}</dt>
      <dd>
        <InputNumber
          min={limits.min}
          max={Math.max(limits.max, limits.min)}
          precision={0}
          value={value}
          disabled={limits.blocked !== null}
          onChange={(v) => onChange(clampQuantity(v, limits))}
          aria-label={t('detail.quantity')}
          data-testid="quantity"
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
