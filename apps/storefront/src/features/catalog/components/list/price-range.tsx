import { Button, InputNumber } from 'antd';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';

interface Props {
  min: string;
  max: string;
  onApply: (min: string, max: string) => void;
}

const toText = (v: number | null) => (v === null || !Number.isFinite(v) ? '' : v.toFixed(2));

/** Two money boxes and a confirm button; the lower bound is swapped in when entered the wrong way round. */
export function PriceRange({ min, max, onApply }: Props) {
  const { t } = useTranslation('catalog');
  const [low, setLow] = useState<number | null>(min ? Number(min) : null);
  const [high, setHigh] = useState<number | null>(max ? Number(max) : null);
  useEffect(() => {
    setLow(min ? Number(min) : null);
    setHigh(max ? Number(max) : null);
  }, [min, max]);

  const apply = () => {
    const [a, b] = low !== null && high !== null && low > high ? [high, low] : [low, high];
    onApply(toText(a), toText(b));
  };
  const boxProps = { min: 0, max: 99_999_999, precision: 2, size: 'small' as const, controls: false };
  return (
    <div className="list-price-range" role="group" aria-label={t('list.priceRange')}>
      <InputNumber
        {...boxProps}
        value={low}
        onChange={setLow}
        placeholder={t('list.priceMin')}
        aria-label={t('list.priceMin')}
        onPressEnter={apply}
      />
      <span className="list-price-range__dash">-</span>
      <InputNumber
        {...boxProps}
        value={high}
        onChange={setHigh}
        placeholder={t('list.priceMax')}
        aria-label={t('list.priceMax')}
        onPressEnter={apply}
      />
      <Button size="small" onClick={apply}>
        {t('list.priceApply')}
      </Button>
    </div>
  );
}
