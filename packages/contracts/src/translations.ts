import { z } from './zod.ts';
import { LANGS, type Lang } from './constants.ts';

/*
 * Platform-written content in the shopper's language (notices, help, categories, platform coupons): the base
 * columns hold the text as written; `i18n` holds the operator's translations, `{ "zh-cn": { "title": "…" } }`.
 * A language or field left empty falls back to the base text, so a translation is never required.
 */

export type Translations = Partial<Record<Lang, Record<string, string>>>;

/** The translations input of a save call, for the fields given (each with its own text schema). */
export function translationsInput<F extends string>(fields: Record<F, z.ZodType<string>>) {
  const entry = z.object(
    Object.fromEntries(
      Object.entries(fields).map(([name, schema]) => [name, (schema as z.ZodType<string>).optional()]),
    ),
  );
  return z
    .object(Object.fromEntries(LANGS.map((lang) => [lang, entry.optional()])))
    .strict()
    .default({})
    .transform((given): Translations => {
      const kept: Translations = {};
      for (const lang of LANGS) {
        const values = Object.entries((given[lang] ?? {}) as Record<string, string | undefined>).filter(
          (e): e is [string, string] => typeof e[1] === 'string' && e[1].trim().length > 0,
        );
        if (values.length > 0) kept[lang] = Object.fromEntries(values);
      }
      return kept;
    });
}
