import { MinusOutlined, PlusOutlined } from '@ant-design/icons';
import { useTranslation } from 'react-i18next';
import { QuantityInput } from '../../../components/quantity-input.tsx';
import './quantity-stepper.css';

interface Props {
  value: number;
  min: number;
  stock: number;
  /** The per-member limit; 0 for none. */
  maxBuy: number;
  name: string;
  disabled?: boolean;
  onChange: (num: number) => void;
}

/** − [n] + within min…stock/max_buy; a typed number that does not fit is refused with the spec's message. */
export function QuantityStepper({ value, min, stock, maxBuy, name, disabled, onChange }: Props) {
  const { t } = useTranslation('cart');
  const max = maxBuy > 0 ? Math.min(stock, maxBuy) : stock;
  return (
    <div className="cart-stepper">
      <button
        type="button"
        aria-label={t('decrease', { name })}
        disabled={disabled || value <= min}
        onClick={() => onChange(value - 1)}
      >
        <MinusOutlined />
      </button>
      <QuantityInput
        value={value}
        min={min}
        stock={stock}
        maxBuy={maxBuy}
        disabled={disabled}
        ariaLabel={t('quantityOf', { name })}
        onChange={onChange}
      />
      <button
        type="button"
        aria-label={t('increase', { name })}
        disabled={disabled || value >= max}
        onClick={() => onChange(value + 1)}
      >
        <PlusOutlined />
      </button>
    </div>
  );
}
