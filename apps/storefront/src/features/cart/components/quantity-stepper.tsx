import { MinusOutlined, PlusOutlined } from '@ant-design/icons';
import { InputNumber } from 'antd';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import './quantity-stepper.css';

interface Props {
  value: number;
  min: number;
  max: number;
  name: string;
  disabled?: boolean;
  onChange: (num: number) => void;
}

/** − [n] + within min…max; typed numbers are committed on blur or Enter and pulled into range first. */
export function QuantityStepper({ value, min, max, name, disabled, onChange }: Props) {
  const { t } = useTranslation('cart');
  const [draft, setDraft] = useState<number | null>(value);
  useEffect(() => setDraft(value), [value]);
  const commit = (n: number | null) => {
    const next = Math.min(max, Math.max(min, Math.floor(n ?? value)));
    setDraft(next);
    if (next !== value) onChange(next);
  };
  return (
    <div className="cart-stepper">
      <button
        type="button"
        aria-label={t('decrease', { name })}
        disabled={disabled || value <= min}
        onClick={() => commit(value - 1)}
      >
        <MinusOutlined />
      </button>
      <InputNumber
        size="small"
        controls={false}
        value={draft}
        min={1}
        precision={0}
        disabled={disabled}
        aria-label={t('quantityOf', { name })}
        onChange={(v) => setDraft(typeof v === 'number' ? v : null)}
        onBlur={() => commit(draft)}
        onPressEnter={() => commit(draft)}
      />
      <button
        type="button"
        aria-label={t('increase', { name })}
        disabled={disabled || value >= max}
        onClick={() => commit(value + 1)}
      >
        <PlusOutlined />
      </button>
    </div>
  );
}
