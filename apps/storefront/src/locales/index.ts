import type { Lang } from '@mall/contracts';

type Messages = Record<string, Record<string, unknown>>;

/**
 * What the layouts, their chrome and the home page read: one chunk per language (locales/bundles/, whose globs
 * list exactly these), so the home page downloads no other page's words (issue 12). Keep it in step with the
 * bundles (locales.test.ts checks) and add a namespace here only when a layout or the home page reads it.
 */
export const CORE_NAMESPACES = [
  'account',
  'cart',
  'chat',
  'chrome',
  'city',
  'common',
  'home',
  'routes',
  'seckill',
  'shop',
] as const;

/**
 * Core messages per language: a shopper downloads only the language they read. A feature adds
 * `locales/<lang>/<ns>.json` for all five languages (scripts/i18n-check.ts fails on a missing key); unless it
 * is core, it loads with the other pages' messages (PAGE_MESSAGE_LOADERS).
 */
export const MESSAGE_LOADERS: Record<Lang, () => Promise<{ messages: Messages }>> = {
  'zh-cn': () => import('./bundles/zh-cn.ts'),
  'zh-tw': () => import('./bundles/zh-tw.ts'),
  'en-us': () => import('./bundles/en-us.ts'),
  'ko-kr': () => import('./bundles/ko-kr.ts'),
  ru: () => import('./bundles/ru.ts'),
};

/** The other namespaces per language, one chunk each (locales/bundles/<lang>-pages.ts). */
export const PAGE_MESSAGE_LOADERS: Record<Lang, () => Promise<{ messages: Messages }>> = {
  'zh-cn': () => import('./bundles/zh-cn-pages.ts'),
  'zh-tw': () => import('./bundles/zh-tw-pages.ts'),
  'en-us': () => import('./bundles/en-us-pages.ts'),
  'ko-kr': () => import('./bundles/ko-kr-pages.ts'),
  ru: () => import('./bundles/ru-pages.ts'),
};
