import { eq, sql } from 'drizzle-orm';
import type { Db, Tx } from '../database.ts';
import { clearReadCaches } from '../read-cache.ts';
import { cacheGeneration } from './cache-table.ts';

/** The current generation of cached site data (0 before the first change). */
export async function readCacheGeneration(db: Db): Promise<number> {
  const [row] = await db
    .select({ generation: cacheGeneration.generation })
    .from(cacheGeneration)
    .where(eq(cacheGeneration.id, 1))
    .limit(1);
  return row?.generation ?? 0;
}

/**
 * Counts a change of cached data, inside the change's transaction: other processes drop their copies when
 * they next compare (read-cache.ts), and only once the change is committed, so they never reload old rows.
 */
export async function bumpCacheGeneration(tx: Tx): Promise<void> {
  await tx
    .insert(cacheGeneration)
    .values({ id: 1, generation: 1 })
    .onConflictDoUpdate({
      target: cacheGeneration.id,
      set: { generation: sql`${cacheGeneration.generation} + 1` },
    });
}

/**
 * Runs a change of cached data in a transaction that also counts it, then drops this process's copies: the
 * process that made the change shows it at once, the others within their next comparison (read-cache.ts).
 */
export async function changeCachedData<T>(db: Db, work: (tx: Tx) => Promise<T>): Promise<T> {
  const result = await db.transaction(async (tx) => {
    const done = await work(tx);
    await bumpCacheGeneration(tx);
    return done;
  });
  clearReadCaches();
  return result;
}
