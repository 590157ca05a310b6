import { toMoneyText, useMoneySymbol } from '../lib/money.ts';

/** A price: a smaller money symbol before the amount with two decimals, in the theme colour. */
export function Money({ value, className }: { value: string | number; className?: string }) {
  const symbol = useMoneySymbol();
  return (
    <span className={className ?? 'price'}>
      <small>{symbol}</small>
      {toMoneyText(value)}
    </span>
  );
}
