import { I18N_LANGS, type I18nLang } from './category-tree.ts';

/** One text in the four languages beside the English base: [zh-cn, zh-tw, ko-kr, ru]. */
export type Four = readonly [string, string, string, string];

/** The value of an `i18n` column: `{ "zh-cn": { field: "…" }, … }` from per-field translations. */
export function i18nOf<F extends string>(fields: Record<F, Four>): Record<I18nLang, Record<F, string>> {
  const entries = Object.entries(fields) as [F, Four][];
  return Object.fromEntries(
    I18N_LANGS.map((lang, li) => [lang, Object.fromEntries(entries.map(([f, four]) => [f, four[li]]))]),
  ) as Record<I18nLang, Record<F, string>>;
}

/** The translations of an English base text; a missing one is a seed bug, not a fallback. */
export function translationOf(table: Readonly<Record<string, Four>>, base: string): Four {
  const four = table[base];
  if (!four) throw new Error(`Seed: no translations for "${base}"`);
  return four;
}
