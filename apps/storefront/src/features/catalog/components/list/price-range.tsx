import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '../../../../components/button.tsx';
import { TextInput } from '../../../../components/text-input.tsx';

interface Props {
  min: string;
  max: string;
  onApply: (min: string, max: string) => void;
}

const MAX_PRICE = 99_999_999;

/** A typed price as the call's text with two decimals, held within 0 … 99,999,999; anything else is no bound. */
const priceBound = (typed: string): string => {
  const v = typed.trim() === '' ? NaN : Number(typed);
  return Number.isFinite(v) ? Math.min(MAX_PRICE, Math.max(0, v)).toFixed(2) : '';
};

/** Two money boxes and a confirm button; the lower bound is swapped in when entered the wrong way round. */
export function PriceRange({ min, max, onApply }: Props) {
  const { t } = useTranslation('catalog');
  const [low, setLow] = useState(() => priceBound(min));
  const [high, setHigh] = useState(() => priceBound(max));
  useEffect(() => {
    setLow(priceBound(min));
    setHigh(priceBound(max));
  }, [min, max]);

  const apply = () => {
    const [a, b] = [priceBound(low), priceBound(high)];
    const swapped = a !== '' && b !== '' && Number(a) > Number(b) ? [b, a] : [a, b];
    onApply(swapped[0]!, swapped[1]!);
  };
  const box = (label: string, value: string, set: (v: string) => void) => (
    <TextInput
      type="number"
      inputMode="decimal"
      min={0}
      max={MAX_PRICE}
      step={0.01}
      value={value}
      onChange={(e) => set(e.target.value)}
      onKeyDown={(e) => e.key === 'Enter' && apply()}
      placeholder={label}
      aria-label={label}
    />
  );
  return (
    <div className="list-price-range" role="group" aria-label={t('list.priceRange')}>
      {box(t('list.priceMin'), low, setLow)}
      <span className="list-price-range__dash">-</span>
      {box(t('list.priceMax'), high, setHigh)}
      <Button size="small" onClick={apply}>
        {t('list.priceApply')}
      </Button>
    </div>
  );
}
