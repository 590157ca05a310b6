import { useTranslation } from 'react-i18next';
import { moneyParts, useMoneySymbol } from '../lib/money.ts';

/** The parts of one amount, the symbol smaller: "<small>$</small>12,345.00" or "12 345,00 <small>$</small>". */
export function MoneyText({ value }: { value: string | number }) {
  const { i18n } = useTranslation();
  const symbol = useMoneySymbol();
  return moneyParts(value, i18n.language, symbol).map((p, i) =>
    p.kind === 'symbol' ? <small key={i}>{p.text}</small> : p.text,
  );
}

/** A price: the site's symbol (smaller) and the amount in the shopper's locale, in the theme colour. */
export function Money({ value, className }: { value: string | number; className?: string }) {
  return (
    <span className={className ?? 'price'}>
      <MoneyText value={value} />
    </span>
  );
}
