import type { Lang } from './locales.ts';

/**
 * An amount as the storefront shows it in a language, without the symbol: "12,345.00" in English and Chinese,
 * "12 345,00" in Russian (the storefront formats money with Intl in the shopper's locale, lib/money.ts).
 */
export function amountIn(lang: Lang, value: string | number): string {
  return new Intl.NumberFormat(lang, { minimumFractionDigits: 2, maximumFractionDigits: 2 }).format(
    Number(value),
  );
}

/** The whole money text with the site's symbol where the locale puts it: "$12,345.00", "12 345,00 $". */
export function moneyIn(lang: Lang, value: string | number, symbol = '$'): string {
  return new Intl.NumberFormat(lang, {
    style: 'currency',
    currency: 'USD',
    currencyDisplay: 'narrowSymbol',
    minimumFractionDigits: 2,
    maximumFractionDigits: 2,
  })
    .formatToParts(Number(value))
    .map((p) => (p.type === 'currency' ? symbol : p.value))
    .join('');
}
