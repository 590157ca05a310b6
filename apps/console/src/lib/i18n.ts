import { DEFAULT_LANG, LANGS, type Lang } from '@mall/contracts';
import i18next from 'i18next';
import { initReactI18next } from 'react-i18next';

export const LANG_STORAGE_KEY = 'console.lang';

export const isLang = (v: unknown): v is Lang =>
  typeof v === 'string' && (LANGS as readonly string[]).includes(v);

/** The language chosen earlier in the console, else the browser's if it is one of the five, else English. */
export function initialLang(): Lang {
  const stored = typeof localStorage === 'undefined' ? null : localStorage.getItem(LANG_STORAGE_KEY);
  if (isLang(stored)) return stored;
  const browser = typeof navigator === 'undefined' ? '' : navigator.language.toLowerCase();
  const match = LANGS.find((l) => l === browser || (browser.startsWith('ko') && l === 'ko-kr'));
  return match ?? (browser.startsWith('ru') ? 'ru' : DEFAULT_LANG);
}

/**
 * Every namespace file of every language, found at build time but loaded on demand: only the active
 * language's files are fetched (scripts/i18n-check.ts fails the build on a missing key).
 */
const files = import.meta.glob<{ default: Record<string, unknown> }>('../locales/*/*.json');

export const i18n = i18next.createInstance();
void i18n.use(initReactI18next).init({
  resources: {},
  lng: initialLang(),
  fallbackLng: false,
  defaultNS: 'common',
  interpolation: { escapeValue: false },
  returnNull: false,
  lowerCaseLng: true,
  partialBundledLanguages: true,
});

/** Loads every namespace of a language into i18next (once). */
export async function loadLocale(lang: Lang): Promise<void> {
  const prefix = `../locales/${lang}/`;
  const entries = Object.entries(files).filter(([file]) => file.startsWith(prefix));
  await Promise.all(
    entries.map(async ([file, load]) => {
      const ns = file.slice(prefix.length).replace(/\.json$/, '');
      if (!i18n.hasResourceBundle(lang, ns)) i18n.addResourceBundle(lang, ns, (await load()).default);
    }),
  );
}
