import { byNamespace } from './by-namespace.ts';

/** The namespaces of this language that only pages other than home read: one chunk, loaded beside them. */
export const messages = byNamespace(
  import.meta.glob<Record<string, unknown>>(
    ['../ko-kr/*.json', '!../ko-kr/{account,cart,chat,chrome,city,common,home,routes,seckill,shop}.json'],
    { eager: true, import: 'default' },
  ),
);
