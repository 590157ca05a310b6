import { useLocation } from 'react-router';
import { matchPrefixed } from './route-table.ts';

/** The id carried in a prefixed path: on `/sku-12`, `usePrefixedParam('sku_id')` is '12' (ADR 0002). */
export function usePrefixedParam(name: string): string | undefined {
  const path = useLocation().pathname.replace(/^\//, '');
  return matchPrefixed(path)?.params[name];
}
