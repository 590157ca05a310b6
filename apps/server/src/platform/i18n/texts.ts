import type { Lang } from '@mall/contracts';

/** One message in the five storefront languages; `{name}` marks a parameter. */
export type Texts = Record<Lang, string>;
