import { centsToMoney, DEFAULT_MONEY_SYMBOL, moneyToCents } from '@mall/contracts';
import { useTranslation } from 'react-i18next';
import { useWebsiteInfo } from './site-data.ts';

/** The site's money symbol ($ unless the platform sets another). */
export function useMoneySymbol(): string {
  const { data } = useWebsiteInfo();
  return data?.money_symbol || DEFAULT_MONEY_SYMBOL;
}

/** Two decimals for a money string or a number of whole units. */
export const toMoneyText = (value: string | number): string =>
  centsToMoney(typeof value === 'number' ? Math.round(value * 100) : (moneyToCents(value) ?? 0));

/*
 * The site only names a symbol (money_symbol); the currency behind it decides where a locale puts the symbol
 * ("$12,345.00" in English, "12 345,00 $" in Russian). An unknown symbol is laid out as dollars are.
 */
const CURRENCY_OF_SYMBOL: Record<string, string> = {
  $: 'USD',
  US$: 'USD',
  '¥': 'CNY',
  '￥': 'CNY',
  '€': 'EUR',
  '£': 'GBP',
  '₩': 'KRW',
  '₽': 'RUB',
  NT$: 'TWD',
  HK$: 'HKD',
  '₹': 'INR',
};

export interface MoneyPart {
  /** The symbol is shown smaller in prices. */
  kind: 'symbol' | 'number';
  text: string;
}

const formatters = new Map<string, Intl.NumberFormat>();

function formatterFor(lang: string, currency: string, places: 0 | 2): Intl.NumberFormat {
  const key = `${lang}|${currency}|${places}`;
  let f = formatters.get(key);
  if (!f) {
    // Two decimals in every currency (DESIGN §5: money always shows two places, even ₩).
    f = new Intl.NumberFormat(lang, {
      style: 'currency',
      currency,
      currencyDisplay: 'narrowSymbol',
      minimumFractionDigits: places,
      maximumFractionDigits: 2,
    });
    formatters.set(key, f);
  }
  return f;
}

export interface MoneyOptions {
  /** Whole amounts without ".00" (coupon faces: "$20 off"); cents still show. */
  short?: boolean;
}

/**
 * The one money formatter: an amount from the server ("12345.6") or whole units, in the locale's grouping and
 * symbol position, with the site's own symbol. Unreadable amounts show as zero.
 */
export function moneyParts(
  value: string | number,
  lang: string,
  symbol: string,
  opts: MoneyOptions = {},
): MoneyPart[] {
  const cents = typeof value === 'number' ? Math.round(value * 100) : (moneyToCents(value) ?? 0);
  const currency = CURRENCY_OF_SYMBOL[symbol] ?? 'USD';
  const places = opts.short && cents % 100 === 0 ? 0 : 2;
  let formatter: Intl.NumberFormat;
  try {
    formatter = formatterFor(lang, currency, places);
  } catch {
    formatter = formatterFor('en-us', currency, places); // a language tag Intl does not know
  }
  const parts: MoneyPart[] = [];
  for (const p of formatter.formatToParts(cents / 100)) {
    const kind = p.type === 'currency' ? 'symbol' : 'number';
    const text = kind === 'symbol' ? symbol : p.value;
    const last = parts[parts.length - 1];
    if (kind === 'number' && last?.kind === 'number') last.text += text;
    else parts.push({ kind, text });
  }
  return parts;
}

export const formatMoneyText = (
  value: string | number,
  lang: string,
  symbol: string,
  opts?: MoneyOptions,
): string =>
  moneyParts(value, lang, symbol, opts)
    .map((p) => p.text)
    .join('');

/** `(value) => "$12,345.00"` in the shopper's language with the site's symbol: money inside sentences. */
export function useMoneyFormat(): (value: string | number, opts?: MoneyOptions) => string {
  const { i18n } = useTranslation();
  const symbol = useMoneySymbol();
  return (value, opts) => formatMoneyText(value, i18n.language, symbol, opts);
}
