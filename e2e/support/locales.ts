import fs from 'node:fs';
import path from 'node:path';

export const LANGS = ['zh-cn', 'zh-tw', 'en-us', 'ko-kr', 'ru'] as const;
export type Lang = (typeof LANGS)[number];

/** What `document.documentElement.lang` becomes for each language (lib/language.ts). */
export const HTML_LANG: Record<Lang, string> = {
  'zh-cn': 'zh-CN',
  'zh-tw': 'zh-TW',
  'en-us': 'en',
  'ko-kr': 'ko',
  ru: 'ru',
};

/** How the language switcher names each language, in that language (spec §2, chrome). */
export const LANG_NAME: Record<Lang, string> = {
  'zh-cn': '简体中文',
  'zh-tw': '繁體中文',
  'en-us': 'English',
  'ko-kr': '한국어',
  ru: 'Русский',
};

const LOCALES_DIR = path.resolve(import.meta.dirname, '../../apps/storefront/src/locales');
const CONSOLE_LOCALES_DIR = path.resolve(import.meta.dirname, '../../apps/console/src/locales');

type Messages = Record<string, unknown>;

/** The storefront's own message files, so the journeys assert exactly what a shopper reads. */
export function messages(lang: Lang, ns: string, dir = LOCALES_DIR): Messages {
  return JSON.parse(fs.readFileSync(path.join(dir, lang, `${ns}.json`), 'utf8')) as Messages;
}

function lookUp(dir: string, lang: Lang, key: string): string {
  const [ns, dotted] = key.includes(':') ? (key.split(':', 2) as [string, string]) : ['common', key];
  let node: unknown = messages(lang, ns, dir);
  for (const part of dotted.split('.')) node = (node as Messages | undefined)?.[part];
  if (typeof node !== 'string') throw new Error(`No message ${key} in ${lang}`);
  return node;
}

/** One message by `ns:dotted.key`, e.g. `routes:index` or `common:backHome`; a missing key fails the test. */
export const msg = (lang: Lang, key: string): string => lookUp(LOCALES_DIR, lang, key);

/** One message of the console (apps/console/src/locales), with `{{name}}` parameters filled in. */
export function consoleMsg(lang: Lang, key: string, vars: Record<string, string | number> = {}): string {
  return Object.entries(vars).reduce(
    (text, [k, v]) => text.replace(`{{${k}}}`, String(v)),
    lookUp(CONSOLE_LOCALES_DIR, lang, key),
  );
}

/**
 * A plural message (`key_one`, `key_few`, … as i18next picks them by Intl.PluralRules) with `{{count}}` filled:
 * `pluralMsg('ru', 'checkout:shopTotal', 3)` → "3 товара, итого по магазину:".
 */
export function pluralMsg(lang: Lang, key: string, count: number): string {
  const form = new Intl.PluralRules(lang).select(count);
  return lookUp(LOCALES_DIR, lang, `${key}_${form}`).replace(/\{\{count(, number)?\}\}/g, String(count));
}
