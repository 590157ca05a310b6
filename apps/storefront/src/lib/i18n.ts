import { DEFAULT_LANG, LANGS, type Lang } from '@mall/contracts';
import i18next from 'i18next';
import { initReactI18next } from 'react-i18next';
import { resources } from '../locales/index.ts';

export const LANG_STORAGE_KEY = 'lang';

export const isLang = (v: unknown): v is Lang =>
  typeof v === 'string' && (LANGS as readonly string[]).includes(v);

/** The language the shopper chose earlier, if any (the server's default applies otherwise). */
export function storedLang(): Lang | undefined {
  const v = typeof localStorage === 'undefined' ? undefined : localStorage.getItem(LANG_STORAGE_KEY);
  return isLang(v) ? v : undefined;
}

export const i18n = i18next.createInstance();
void i18n.use(initReactI18next).init({
  resources,
  lng: storedLang() ?? DEFAULT_LANG,
  fallbackLng: DEFAULT_LANG,
  defaultNS: 'common',
  interpolation: { escapeValue: false },
  returnNull: false,
  lowerCaseLng: true,
});
