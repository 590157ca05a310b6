import { DEFAULT_LANG, LANGS, type Lang } from '@mall/contracts';
import i18next from 'i18next';
import { initReactI18next } from 'react-i18next';
import { MESSAGE_LOADERS } from '../locales/index.ts';

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
  resources: {},
  // Messages arrive per language (loadMessages); every language is complete (npm run i18n:check), so no
  // fallback language is downloaded next to the one being read.
  partialBundledLanguages: true,
  lng: storedLang() ?? DEFAULT_LANG,
  fallbackLng: false,
  defaultNS: 'common',
  interpolation: { escapeValue: false },
  returnNull: false,
  lowerCaseLng: true,
});

/** Adds one language's messages to i18n, once; resolves when they can be read. */
export async function loadMessages(lang: Lang): Promise<void> {
  if (i18n.hasResourceBundle(lang, 'common')) return;
  const { messages } = await MESSAGE_LOADERS[lang]();
  for (const [ns, bundle] of Object.entries(messages)) i18n.addResourceBundle(lang, ns, bundle, true, true);
}
