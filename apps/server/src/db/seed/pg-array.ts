/**
 * insertAll writes values as SQL literals and JSON-encodes anything that is not a string or number, which
 * PostgreSQL does not read as an array. An array column therefore gets its array literal ('{"a","b"}') as a
 * string, which PostgreSQL casts to the column's array type; the cast keeps the row type honest for callers.
 */
export function pgArray<T extends string | number>(values: T[]): T[] {
  const items = values.map((v) => (typeof v === 'number' ? String(v) : `"${v.replace(/["\\]/g, '\\$&')}"`));
  return `{${items.join(',')}}` as unknown as T[];
}
