import { createContext, useContext } from 'react';

/**
 * The parameters of the prefixed path being shown (`{ sku_id: '12' }` on `/sku-12`). app/ matches the path
 * against its route table and provides them, so pages read their id without knowing the route table.
 */
export const PrefixedParams = createContext<Readonly<Record<string, string>>>({});

/** The id carried in a prefixed path: on `/sku-12`, `usePrefixedParam('sku_id')` is '12' (ADR 0002). */
export function usePrefixedParam(name: string): string | undefined {
  return useContext(PrefixedParams)[name];
}
