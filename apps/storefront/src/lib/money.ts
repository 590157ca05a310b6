import { centsToMoney, DEFAULT_MONEY_SYMBOL, moneyToCents } from '@mall/contracts';
import { useWebsiteInfo } from './site-data.ts';

/** The site's money symbol ($ unless the platform sets another). */
export function useMoneySymbol(): string {
  const { data } = useWebsiteInfo();
  return data?.money_symbol || DEFAULT_MONEY_SYMBOL;
}

/** Two decimals for a money string or a number of whole units. */
export const toMoneyText = (value: string | number): string =>
  centsToMoney(typeof value === 'number' ? Math.round(value * 100) : (moneyToCents(value) ?? 0));
