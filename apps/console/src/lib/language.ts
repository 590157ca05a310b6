import type { Lang } from '@mall/contracts';
import type { Locale } from 'antd/es/locale';
import dayjs from 'dayjs';
import { i18n, LANG_STORAGE_KEY, loadLocale } from './i18n.ts';
import { queryClient } from './query-client.ts';

/** antd's and dayjs's texts for each language, loaded with it (only the active language is fetched). */
const ANTD_LOCALES: Record<Lang, () => Promise<{ default: Locale }>> = {
  'zh-cn': () => import('antd/locale/zh_CN'),
  'zh-tw': () => import('antd/locale/zh_TW'),
  'en-us': () => import('antd/locale/en_US'),
  'ko-kr': () => import('antd/locale/ko_KR'),
  ru: () => import('antd/locale/ru_RU'),
};
const DAYJS_LOCALES: Record<Lang, [string, () => Promise<unknown>]> = {
  'zh-cn': ['zh-cn', () => import('dayjs/locale/zh-cn')],
  'zh-tw': ['zh-tw', () => import('dayjs/locale/zh-tw')],
  'en-us': ['en', async () => undefined],
  'ko-kr': ['ko', () => import('dayjs/locale/ko')],
  ru: ['ru', () => import('dayjs/locale/ru')],
};
const HTML_LANGS: Record<Lang, string> = {
  'zh-cn': 'zh-CN',
  'zh-tw': 'zh-TW',
  'en-us': 'en',
  'ko-kr': 'ko',
  ru: 'ru',
};

let antdLocale: Locale | undefined;
/** The antd locale of the language applied last. */
export const currentAntdLocale = () => antdLocale;

/** Loads a language (texts, antd, dayjs) and switches to it; `remember` keeps the user's own choice. */
export async function applyLanguage(lang: Lang, remember: boolean): Promise<void> {
  const [dayjsName, loadDayjs] = DAYJS_LOCALES[lang];
  const [antd] = await Promise.all([ANTD_LOCALES[lang](), loadDayjs(), loadLocale(lang)]);
  antdLocale = antd.default;
  dayjs.locale(dayjsName);
  document.documentElement.lang = HTML_LANGS[lang];
  if (remember) localStorage.setItem(LANG_STORAGE_KEY, lang);
  if (i18n.language !== lang) {
    await i18n.changeLanguage(lang);
    // Server messages inside cached answers (none today) and dates are shown again in the new language.
    await queryClient.invalidateQueries();
  }
}
