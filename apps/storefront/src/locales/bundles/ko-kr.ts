import { byNamespace } from './by-namespace.ts';

/**
 * The namespaces the mall chrome and the home page read (CORE_NAMESPACES in ../index.ts), in one chunk loaded
 * only when the shopper reads this language; the other namespaces load beside the first other page.
 */
export const messages = byNamespace(
  import.meta.glob<Record<string, unknown>>(
    '../ko-kr/{account,cart,chat,chrome,city,common,home,routes,seckill,shop}.json',
    { eager: true, import: 'default' },
  ),
);
