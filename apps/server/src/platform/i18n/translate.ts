import { LANGS, type Lang } from '@mall/contracts';
import { messageTexts, type MessageKey } from './messages.ts';

export function translate(lang: Lang, key: MessageKey, params: Record<string, string | number> = {}): string {
  const texts = messageTexts(key);
  const template = texts[lang] ?? texts['en-us'];
  return template.replace(/\{(\w+)\}/g, (_, name: string) => String(params[name] ?? `{${name}}`));
}

const ALIASES: Record<string, Lang> = {
  zh: 'zh-cn',
  'zh-hans': 'zh-cn',
  'zh-hant': 'zh-tw',
  'zh-hk': 'zh-tw',
  en: 'en-us',
  ko: 'ko-kr',
  'ru-ru': 'ru',
};

/** Picks the first language of an Accept-Language header that we speak. */
export function langFromHeader(header: string | undefined): Lang | undefined {
  if (!header) return undefined;
  for (const part of header.split(',')) {
    const tag = part.split(';')[0]?.trim().toLowerCase() ?? '';
    if ((LANGS as readonly string[]).includes(tag)) return tag as Lang;
    const alias = ALIASES[tag] ?? ALIASES[tag.split('-')[0] ?? ''];
    if (alias) return alias;
  }
  return undefined;
}

/** Picks the translated label of a platform-written row, falling back to its base column. */
export function pickI18n<T extends string>(i18n: unknown, lang: Lang, field: T, fallback: string): string {
  const entry = (i18n as Record<string, Record<string, unknown>> | null)?.[lang];
  const value = entry?.[field];
  return typeof value === 'string' && value.length > 0 ? value : fallback;
}
