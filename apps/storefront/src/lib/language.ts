import type { Lang } from '@mall/contracts';
import dayjs from 'dayjs';
import { i18n, LANG_STORAGE_KEY, loadMessages, loadPageMessages, pageMessagesWanted } from './i18n.ts';
import { queryClient } from './query-client.ts';

/** dayjs's own texts (month and weekday names), loaded per language; English is built in. */
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

/** Downloads what a language needs (messages, dayjs's texts) before anything shows it. */
export async function prepareLanguage(lang: Lang): Promise<void> {
  await Promise.all([
    loadMessages(lang),
    // The page on screen may read more than the core namespaces: have them before the language changes.
    pageMessagesWanted() ? loadPageMessages(lang) : undefined,
    DAYJS_LOCALES[lang].load(),
  ]);
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
