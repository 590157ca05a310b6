/**
 * A small in-process cache for read-mostly site data (home floors, category tree, site settings), which every
 * page asks for and the platform rarely changes. Entries live `ttlMs`; concurrent misses for one key share a
 * single load, so a burst of visitors after expiry costs one round of queries. Each process keeps its own copy:
 * a change made by the operator shows everywhere within `ttlMs`. A ttl of 0 disables caching.
 */
export interface ReadCache {
  get<T>(key: string, load: () => Promise<T>): Promise<T>;
  clear(): void;
}

const MAX_ENTRIES = 1000;

export function createReadCache(ttlMs: number, now: () => number = Date.now): ReadCache {
  const entries = new Map<string, { expires: number; value: Promise<unknown> }>();
  return {
    get<T>(key: string, load: () => Promise<T>): Promise<T> {
      if (ttlMs <= 0) return load();
      const hit = entries.get(key);
      if (hit && hit.expires > now()) return hit.value as Promise<T>;
      if (entries.size >= MAX_ENTRIES) entries.clear();
      const value = load();
      entries.set(key, { expires: now() + ttlMs, value });
      // A failed load must not be served from the cache.
      value.catch(() => entries.delete(key));
      return value;
    },
    clear: () => entries.clear(),
  };
}
