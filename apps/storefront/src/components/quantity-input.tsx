import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { checkQuantity, type QuantityBounds, type QuantityProblem } from '../lib/quantity.ts';
import './quantity-input.css';

interface Props extends QuantityBounds {
  value: number;
  disabled?: boolean;
  ariaLabel: string;
  testId?: string;
  onChange: (n: number) => void;
  /** Told when a typed quantity was refused (or a refusal cleared), for a caller that shows it elsewhere. */
  onProblem?: (p: QuantityProblem | null) => void;
}

/** The spec's text for a refused quantity (common namespace, five languages). */
export function useQuantityMessage() {
  const { t } = useTranslation('common');
  return (p: QuantityProblem) => t(`quantity.${p.reason}`, 'n' in p ? { n: p.n } : {});
}

/**
 * A quantity box that never corrects silently: a typed value is checked when the box is left (or on Enter);
 * a refused one shows the spec's message under the box and the last valid quantity comes back.
 */
export function QuantityInput({ value, disabled, ariaLabel, testId, onChange, onProblem, ...bounds }: Props) {
  const message = useQuantityMessage();
  const [draft, setDraft] = useState(String(value));
  const [problem, setProblem] = useState<QuantityProblem | null>(null);
  useEffect(() => setDraft(String(value)), [value]);
  const report = (p: QuantityProblem | null) => {
    setProblem(p);
    onProblem?.(p);
  };
  const commit = () => {
    if (draft === String(value)) return report(null);
    const checked = checkQuantity(draft, bounds);
    if ('value' in checked) {
      report(null);
      if (checked.value !== value) onChange(checked.value);
      return;
    }
    report(checked);
    setDraft(String(value));
  };
  return (
    <span className="qty-input">
      {/* A plain input, not antd's: its Input brought ~18 KiB (gzip) to every goods and cart page for one box. */}
      <input
        className={`qty-input__box${problem ? ' qty-input__box--error' : ''}`}
        inputMode="numeric"
        role="spinbutton"
        aria-valuenow={value}
        aria-valuemin={bounds.min}
        aria-valuemax={bounds.maxBuy > 0 ? Math.min(bounds.stock, bounds.maxBuy) : bounds.stock}
        value={draft}
        disabled={disabled}
        aria-label={ariaLabel}
        aria-invalid={problem ? true : undefined}
        data-testid={testId}
        onChange={(e) => setDraft(e.target.value)}
        onBlur={commit}
        onKeyDown={(e) => {
          if (e.key === 'Enter' && !e.nativeEvent.isComposing) commit();
        }}
      />
      {problem && (
        <span className="qty-input__error" role="alert" data-testid="quantity-error">
          {message(problem)}
        </span>
      )}
    </span>
  );
}
