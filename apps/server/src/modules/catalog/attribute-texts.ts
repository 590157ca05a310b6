import type { Lang } from '@mall/contracts';
import type { Db } from '../../db/client.ts';
import { pickI18n } from '../../platform/i18n/translate.ts';
import { selectAttributeTexts } from './category.repository.ts';

interface AttrRef {
  attr_id: number;
  attr_name: string;
  attr_value_id: number;
  attr_value_name: string;
}

/**
 * Renames attribute values to the request's language: the attribute dictionary's translation, else its
 * default-language name, else the text the listing was written with (an attribute the dictionary lacks).
 * Two primary-key lookups whatever the number of rows.
 */
export async function translateAttributes<T extends AttrRef>(db: Db, rows: T[], lang: Lang): Promise<T[]> {
  if (rows.length === 0) return rows;
  const { attributes, values } = await selectAttributeTexts(
    db,
    [...new Set(rows.map((r) => r.attr_id))],
    [...new Set(rows.map((r) => r.attr_value_id))],
  );
  const names = new Map(attributes.map((a) => [a.id, pickI18n(a.i18n, lang, 'attr_name', a.name)]));
  const valueNames = new Map(values.map((v) => [v.id, pickI18n(v.i18n, lang, 'attr_value_name', v.name)]));
  return rows.map((r) => ({
    ...r,
    attr_name: names.get(r.attr_id) ?? r.attr_name,
    attr_value_name: valueNames.get(r.attr_value_id) ?? r.attr_value_name,
  }));
}
