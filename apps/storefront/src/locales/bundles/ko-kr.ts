import { byNamespace } from './by-namespace.ts';

/** Every namespace of one language in one chunk, loaded only when the shopper reads this language. */
export const messages = byNamespace(
  import.meta.glob<Record<string, unknown>>('../ko-kr/*.json', { eager: true, import: 'default' }),
);
