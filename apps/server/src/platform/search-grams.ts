/**
 * Keyword search over goods names in any script, indexed with a plain GIN index on a text[] of n-grams.
 *
 * Why not pg_trgm (measured on PGlite 0.3 and PostgreSQL 15, both ctype C.UTF-8): trigrams of CJK and Hangul
 * text are extracted, but a LIKE '%手机%' pattern of two characters yields no trigram at all, so the GIN
 * index cannot narrow anything: on 20,000 names EXPLAIN ANALYZE showed the trigram index hand back every row
 * for '%手机%' and '%케이%' (Rows Removed by Index Recheck: 15000 of 20000), while '%智能手机%' narrowed to its
 * 5,000 matches. Two-character words are the ordinary Chinese and Korean search. pg_trgm would also need its
 * extension loaded into every PGlite instance, including the ones tests create. Checked again on 2026-11-25:
 * pg_trgm is there on both (PGlite 0.5.16's contrib, PostgreSQL 15.20's pg_available_extensions), and the
 * two-character reason still holds, so the grams stay our own.
 *
 * So each listing keeps its lower-cased words (JavaScript's toLowerCase folds Cyrillic and Latin alike,
 * whatever the database locale) and every 1-, 2- and 3-character gram of them. A query word of three or
 * more characters asks for its trigrams, a two-character word for its bigram, a single character for
 * itself; `search_grams @> query_grams` uses the index and `search_text LIKE '%word%'` rechecks the order.
 */

/** Whitespace, punctuation and symbols end a word; % _ \ and quotes are punctuation, so never reach SQL LIKE. */
const SEPARATORS = /[\s\p{P}\p{S}]+/u;
const MAX_QUERY_WORDS = 8;

export function searchWords(text: string): string[] {
  return text
    .normalize('NFKC')
    .toLowerCase()
    .split(SEPARATORS)
    .filter((w) => w.length > 0);
}

function gramsOf(chars: string[], n: number): string[] {
  const out: string[] = [];
  for (let i = 0; i + n <= chars.length; i++) out.push(chars.slice(i, i + n).join(''));
  return out;
}

/** The searchable form of a listing: its words joined by single spaces, and all their 1–3 grams. */
export function searchDocument(...texts: string[]): { searchText: string; searchGrams: string[] } {
  const words = texts.flatMap(searchWords);
  const grams = new Set<string>();
  for (const word of words) {
    const chars = Array.from(word);
    for (const n of [1, 2, 3]) for (const g of gramsOf(chars, n)) grams.add(g);
  }
  return { searchText: words.join(' '), searchGrams: [...grams].sort() };
}

/** A query word and the grams the index must hold for it. */
export interface QueryWord {
  word: string;
  grams: string[];
}

/**
 * A shopper's keyword as query words (each must occur in the listing) with the grams each needs.
 * No words means nothing searchable was typed (only punctuation): the list is then empty.
 */
export function searchQuery(keyword: string): QueryWord[] {
  return [...new Set(searchWords(keyword))].slice(0, MAX_QUERY_WORDS).map((word) => {
    const chars = Array.from(word);
    return { word, grams: [...new Set(gramsOf(chars, Math.min(chars.length, 3)))] };
  });
}

/** A LIKE pattern matching the word anywhere; escapes LIKE's wildcards although words cannot hold them. */
export function containsPattern(word: string): string {
  return `%${word.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
}
