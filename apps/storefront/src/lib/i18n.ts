import { DEFAULT_LANG, LANGS, type Lang } from '@mall/contracts';
import i18next from 'i18next';
import { initReactI18next } from 'react-i18next';
import { MESSAGE_LOADERS, PAGE_MESSAGE_LOADERS } from '../locales/index.ts';

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

const addAll = (lang: Lang, messages: Record<string, Record<string, unknown>>) => {
  for (const [ns, bundle] of Object.entries(messages)) i18n.addResourceBundle(lang, ns, bundle, true, true);
};

/** Adds one language's core messages (chrome and home) to i18n, once; resolves when they can be read. */
export async function loadMessages(lang: Lang): Promise<void> {
  if (i18n.hasResourceBundle(lang, 'common')) return;
  addAll(lang, (await MESSAGE_LOADERS[lang]()).messages);
}

const pageMessages = new Map<Lang, Promise<void>>();

/**
 * Adds the messages of every other page of one language, once (a second call shares the first download).
 * Pages other than home await it beside their own module; the home page fetches it when the browser is idle.
 */
export function loadPageMessages(lang: Lang): Promise<void> {
  let loading = pageMessages.get(lang);
  if (!loading) {
    loading = PAGE_MESSAGE_LOADERS[lang]().then(({ messages }) => addAll(lang, messages));
    // A failed download (offline) is tried again by the next page rather than remembered.
    loading.catch(() => pageMessages.delete(lang));
    pageMessages.set(lang, loading);
  }
  return loading;
}

/** Whether any page has needed the page messages yet: a language switch then brings them in the new language. */
export const pageMessagesWanted = () => pageMessages.size > 0;

/** Core and page messages of one language (component tests read any namespace). */
export const loadAllMessages = (lang: Lang) => Promise.all([loadMessages(lang), loadPageMessages(lang)]);
