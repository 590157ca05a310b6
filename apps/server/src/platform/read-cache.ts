/**
 * A small in-process cache for read-mostly site data (home floors, category tree, site settings), which every
 * page asks for and the platform rarely changes. Entries live `ttlMs`; concurrent misses for one key share a
 * single load, so a burst of visitors after expiry costs one round of queries. Each process keeps its own copy:
 * with a `generation` source (cache/cache-generation.ts) each process compares the shared change counter at
 * most every `checkMs` and drops its copies when it moved, so an operator's change shows in every process
 * within `checkMs`; without one, within `ttlMs`. A ttl of 0 disables caching.
 */
export interface ReadCache {
  get<T>(key: string, load: () => Promise<T>, opts?: EntryOptions<T>): Promise<T>;
  clear(): void;
}

/** What one entry may narrow: a shorter life than the cache's, and an instant its value stops being true. */
export interface EntryOptions<T> {
  /** At most the cache's own ttl (a cache with ttl 0 keeps nothing, whatever this says). */
  ttlMs?: number;
  /** When the loaded value goes out of date by itself (ms since epoch, e.g. a discount ending), if ever. */
  until?: (value: T) => number | undefined;
}

export interface GenerationSource {
  read: () => Promise<number>;
  checkMs: number;
}

const MAX_ENTRIES = 1000;

/** Every cache of this process, so a change made here shows here at once (others follow the generation). */
const ALL_CACHES = new Set<Map<string, unknown>>();

/** Drops every cached copy in this process; call after committing a change that bumped the generation. */
export function clearReadCaches(): void {
  for (const entries of ALL_CACHES) entries.clear();
}

export function createReadCache(
  ttlMs: number,
  now: () => number = Date.now,
  generation?: GenerationSource,
): ReadCache {
  const entries = new Map<string, { expires: number; value: Promise<unknown> }>();
  if (generation) ALL_CACHES.add(entries);
  let seen: number | undefined;
  let checkedAt = -Infinity;
  let checking: Promise<void> | undefined;

  // One comparison at a time per process; a failed read keeps the copies (the ttl still bounds them).
  const compare = async () => {
    try {
      const current = await generation!.read();
      if (seen !== undefined && current !== seen) entries.clear();
      seen = current;
    } catch {
      /* the database is away: serve what we have until it is back */
    } finally {
      checkedAt = now();
      checking = undefined;
    }
  };

  return {
    async get<T>(key: string, load: () => Promise<T>, opts?: EntryOptions<T>): Promise<T> {
      const ttl = Math.min(ttlMs, opts?.ttlMs ?? ttlMs);
      if (ttl <= 0) return load();
      if (generation && now() - checkedAt >= generation.checkMs) await (checking ??= compare());
      const hit = entries.get(key);
      if (hit && hit.expires > now()) {
        // Read again, so it moves to the end of the map's order: the bound below drops the least recently read.
        entries.delete(key);
        entries.set(key, hit);
        return hit.value as Promise<T>;
      }
      // At the bound, the least recently read entry goes (a Map iterates in insertion order), not every entry:
      // one cache holds goods pages, list pages and counts, and a burst of distinct searches must not empty it.
      if (hit) entries.delete(key);
      else if (entries.size >= MAX_ENTRIES) entries.delete(entries.keys().next().value!);
      const value = load();
      const entry = { expires: now() + ttl, value };
      entries.set(key, entry);
      // A failed load must not be served from the cache.
      value.then(
        (loaded) => {
          const until = opts?.until?.(loaded);
          if (until !== undefined && until < entry.expires) entry.expires = until;
        },
        () => {
          if (entries.get(key) === entry) entries.delete(key);
        },
      );
      return value;
    },
    clear: () => entries.clear(),
  };
}
