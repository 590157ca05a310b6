import type { Db } from '../../db/client.ts';
import type { ReadCache } from '../../platform/read-cache.ts';
import { searchWords } from '../../platform/search-grams.ts';
import { selectSearchableBrands, selectSearchableCategories } from './search-labels.repository.ts';

/** Goods a query word finds through their category or brand name rather than their own name. */
export interface WordLabels {
  categoryIds2: number[];
  categoryIds3: number[];
  brandIds: number[];
}

interface Label {
  id: number;
  kind: 'category2' | 'category3' | 'brand';
  /** The name in every language, each folded like the goods' search text, joined by a line break. */
  text: string;
}

const fold = (name: string) => searchWords(name).join(' ');

/** Every name a category or brand carries: the base one and each language's in its i18n column. */
function allNames(base: string, i18n: unknown, field: string): string[] {
  const names = [base];
  if (i18n && typeof i18n === 'object')
    for (const entry of Object.values(i18n as Record<string, unknown>)) {
      const name = (entry as Record<string, unknown> | null)?.[field];
      if (typeof name === 'string' && name) names.push(name);
    }
  return names;
}

/**
 * Level-2 and level-3 category names only: a level-1 name is a department ("Phones & Digital", 手机数码), and
 * matching it would make "phone" find every camera and watch of the department.
 */
async function loadLabels(db: Db): Promise<Label[]> {
  const [categories, brands] = await Promise.all([
    selectSearchableCategories(db),
    selectSearchableBrands(db),
  ]);
  return [
    ...categories.map((c) => ({
      id: c.id,
      kind: c.level === 2 ? ('category2' as const) : ('category3' as const),
      text: allNames(c.name, c.i18n, 'category_name').map(fold).join('\n'),
    })),
    ...brands.map((b) => ({
      id: b.id,
      kind: 'brand' as const,
      text: allNames(b.name, b.i18n, 'brand_name').map(fold).join('\n'),
    })),
  ];
}

/**
 * For each query word, the categories and brands whose name contains it in any of the five languages, so
 * 手机, "phone", "телефон" and "휴대폰" all find the phones whatever language their goods are named in. The
 * few hundred names are matched in memory, from the read cache (an operator's rename shows with the cache).
 */
export async function labelsForWords(db: Db, cache: ReadCache, words: string[]): Promise<WordLabels[]> {
  const labels = await cache.get('search-labels', () => loadLabels(db));
  return words.map((word) => {
    const hit = (kind: Label['kind']) =>
      labels.filter((l) => l.kind === kind && l.text.includes(word)).map((l) => l.id);
    return { categoryIds2: hit('category2'), categoryIds3: hit('category3'), brandIds: hit('brand') };
  });
}
