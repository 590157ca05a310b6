import type { Lang } from '@mall/contracts';

type Messages = Record<string, Record<string, unknown>>;

/**
 * One chunk per language (locales/bundles/): a shopper downloads only the language they read. A feature adds
 * `locales/<lang>/<ns>.json` for all five languages and it is picked up by that language's bundle
 * (scripts/i18n-check.ts fails on a missing key).
 */
export const MESSAGE_LOADERS: Record<Lang, () => Promise<{ messages: Messages }>> = {
  'zh-cn': () => import('./bundles/zh-cn.ts'),
  'zh-tw': () => import('./bundles/zh-tw.ts'),
  'en-us': () => import('./bundles/en-us.ts'),
  'ko-kr': () => import('./bundles/ko-kr.ts'),
  ru: () => import('./bundles/ru.ts'),
};
