import { bigint, integer, pgTable } from 'drizzle-orm/pg-core';

/**
 * One counter the read caches of every process compare against: a write to cached site data (settings, shops,
 * categories) bumps it in its own transaction, and each process drops its cached copies when it sees a new
 * value. The row (id 1) is made by the migration and only ever counts up.
 */
export const cacheGeneration = pgTable('cache_generation', {
  id: integer('id').primaryKey(),
  generation: bigint('generation', { mode: 'number' }).notNull().default(0),
});
