import type { Lang } from '@mall/contracts';
import type { Locale } from 'antd/es/locale';
import dayjs from 'dayjs';
import { i18n, LANG_STORAGE_KEY, loadMessages, loadPageMessages, pageMessagesWanted } from './i18n.ts';
import { queryClient } from './query-client.ts';

/** antd's and dayjs's own texts, loaded per language; English is built into both (undefined = built in). */
const ANTD_LOCALE_LOADERS: Record<Lang, () => Promise<Locale | undefined>> = {
  'zh-cn': () => import('antd/locale/zh_CN').then((m) => m.default),
  'zh-tw': () => import('antd/locale/zh_TW').then((m) => m.default),
  'en-us': () => Promise.resolve(undefined),
  'ko-kr': () => import('antd/locale/ko_KR').then((m) => m.default),
  ru: () => import('antd/locale/ru_RU').then((m) => m.default),
};
const DAYJS_LOCALES: Record<Lang, { name: string; load: () => Promise<unknown> }> = {
  'zh-cn': { name: 'zh-cn', load: () => import('dayjs/locale/zh-cn') },
  'zh-tw': { name: 'zh-tw', load: () => import('dayjs/locale/zh-tw') },
  'en-us': { name: 'en', load: () => Promise.resolve() },
  'ko-kr': { name: 'ko', load: () => import('dayjs/locale/ko') },
  ru: { name: 'ru', load: () => import('dayjs/locale/ru') },
};
const HTML_LANGS: Record<Lang, string> = {
  'zh-cn': 'zh-CN',
  'zh-tw': 'zh-TW',
  'en-us': 'en',
  'ko-kr': 'ko',
  ru: 'ru',
};

/**
 * Each language's name in itself, as the language switch lists them: the same in every language, and known
 * before a language's messages are downloaded (they match each locale's `common:langName`).
 */
export const LANG_AUTONYMS: Record<Lang, string> = {
  'zh-cn': '简体中文',
  'zh-tw': '繁體中文',
  'en-us': 'English',
  'ko-kr': '한국어',
  ru: 'Русский',
};

const antdLocales = new Map<Lang, Locale | undefined>();

/** antd's texts for a language prepared by prepareLanguage (English until then). */
export const antdLocale = (lang: Lang): Locale | undefined => antdLocales.get(lang);

/** Downloads what a language needs (messages, antd's and dayjs's texts) before anything shows it. */
export async function prepareLanguage(lang: Lang): Promise<void> {
  const [antd] = await Promise.all([
    antdLocales.has(lang) ? antdLocales.get(lang) : ANTD_LOCALE_LOADERS[lang](),
    loadMessages(lang),
    // The page on screen may read more than the core namespaces: have them before the language changes.
    pageMessagesWanted() ? loadPageMessages(lang) : undefined,
    DAYJS_LOCALES[lang].load(),
  ]);
  antdLocales.set(lang, antd);
}

/** Applies a language to texts, dates and the page; `remember` keeps the shopper's own choice. */
export async function applyLanguage(lang: Lang, remember: boolean): Promise<void> {
  if (remember) localStorage.setItem(LANG_STORAGE_KEY, lang);
  await prepareLanguage(lang);
  dayjs.locale(DAYJS_LOCALES[lang].name);
  document.documentElement.lang = HTML_LANGS[lang];
  if (i18n.language !== lang) {
    await i18n.changeLanguage(lang);
    // Labels the server translates (categories, navigation, floors) are fetched again in the new language.
    await queryClient.invalidateQueries();
  }
}
