import type { Lang } from '@mall/contracts';
import dayjs from 'dayjs';
import 'dayjs/locale/zh-cn';
import 'dayjs/locale/zh-tw';
import 'dayjs/locale/ko';
import 'dayjs/locale/ru';
import enUS from 'antd/locale/en_US';
import koKR from 'antd/locale/ko_KR';
import ruRU from 'antd/locale/ru_RU';
import zhCN from 'antd/locale/zh_CN';
import zhTW from 'antd/locale/zh_TW';
import type { Locale } from 'antd/es/locale';
import { i18n, LANG_STORAGE_KEY } from './i18n.ts';
import { queryClient } from './query-client.ts';

export const ANTD_LOCALES: Record<Lang, Locale> = {
  'zh-cn': zhCN,
  'zh-tw': zhTW,
  'en-us': enUS,
  'ko-kr': koKR,
  ru: ruRU,
};
const DAYJS_LOCALES: Record<Lang, string> = {
  'zh-cn': 'zh-cn',
  'zh-tw': 'zh-tw',
  'en-us': 'en',
  'ko-kr': 'ko',
  ru: 'ru',
};
const HTML_LANGS: Record<Lang, string> = {
  'zh-cn': 'zh-CN',
  'zh-tw': 'zh-TW',
  'en-us': 'en',
  'ko-kr': 'ko',
  ru: 'ru',
};

/** Applies a language to texts, dates and the page; `remember` keeps the shopper's own choice. */
export async function applyLanguage(lang: Lang, remember: boolean): Promise<void> {
  if (remember) localStorage.setItem(LANG_STORAGE_KEY, lang);
  dayjs.locale(DAYJS_LOCALES[lang]);
  document.documentElement.lang = HTML_LANGS[lang];
  if (i18n.language !== lang) {
    await i18n.changeLanguage(lang);
    // Labels the server translates (categories, navigation, floors) are fetched again in the new language.
    await queryClient.invalidateQueries();
  }
}
