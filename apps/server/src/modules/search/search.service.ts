import { site, type Lang } from '@mall/contracts';
import { z } from 'zod';
import type { Db } from '../../db/client.ts';
import { pickI18n } from '../../platform/i18n/translate.ts';
import { readConfig } from '../site/index.ts';

export type SearchWordsKey = 'PC_HOT_SEARCH_WORDS' | 'PC_DEFAULT_SEARCH_WORDS';

/**
 * The stored row is `{words, i18n?: {"zh-cn": {words}, …}}`. A malformed i18n map is left to pickI18n, which
 * falls back to the base words, so a bad translation never blanks the search box.
 */
const storedWords = site.searchWordsSchema.extend({ i18n: z.unknown().optional() });

/** The configured search words in the request's language, answered as `{words}` like the original. */
export async function searchWords(db: Db, key: SearchWordsKey, lang: Lang): Promise<site.SearchWords> {
  const stored = await readConfig(db, key, storedWords, { words: '' });
  return { words: pickI18n(stored.i18n, lang, 'words', stored.words) };
}
