/**
 * Paths with a parameter glued to a fixed prefix (`sku-12`, `shop-3`, `cms/help-4`): React Router has no
 * partial segments, so the route table's patterns like `sku-:sku_id` are matched here (ADR 0002).
 */
const PREFIXED = /^(.*?)([A-Za-z_]+-):(\w+)$/;

/** Splits `promotion/topic-goods-:id` into its fixed part `promotion/topic-goods-` and parameter `id`. */
export function prefixedParts(path: string): { fixed: string; param: string } | null {
  const m = PREFIXED.exec(path);
  return m ? { fixed: `${m[1]}${m[2]}`, param: m[3]! } : null;
}

export interface PrefixedMatch<T> {
  entry: T;
  params: Record<string, string>;
}

/** The entry whose pattern a path like `sku-12` fits; longer fixed parts win (topic-goods- before topic-). */
export function matchPrefixedPath<T extends { path: string }>(
  path: string,
  entries: readonly T[],
): PrefixedMatch<T> | null {
  const candidates = entries
    .flatMap((entry) => {
      const parts = prefixedParts(entry.path);
      return parts && path.startsWith(parts.fixed) ? [{ entry, parts }] : [];
    })
    .sort((a, b) => b.parts.fixed.length - a.parts.fixed.length);
  for (const { entry, parts } of candidates) {
    const value = path.slice(parts.fixed.length);
    if (/^[\w-]+$/.test(value) && !value.includes('/')) return { entry, params: { [parts.param]: value } };
  }
  return null;
}
