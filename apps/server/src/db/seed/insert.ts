import { sql } from 'drizzle-orm';
import type { PgTable } from 'drizzle-orm/pg-core';
import type { Db } from '../client.ts';

export type Tx = Parameters<Parameters<Db['transaction']>[0]>[0];

/** PostgreSQL allows 65,535 bind parameters per statement; stay well under it and at most 1,000 rows. */
const MAX_PARAMS = 60_000;

export async function insertAll<T extends PgTable>(tx: Tx, table: T, rows: T['$inferInsert'][]): Promise<void> {
  if (rows.length === 0) return;
  const columns = Object.keys(rows[0] as object).length;
  const size = Math.max(1, Math.min(1000, Math.floor(MAX_PARAMS / columns)));
  for (let i = 0; i < rows.length; i += size) {
    await tx.insert(table).values(rows.slice(i, i + size) as never);
  }
}

/** The seed writes explicit ids; move each serial sequence past them so later inserts do not collide. */
export async function syncSequences(tx: Tx, pairs: [string, string][]): Promise<void> {
  for (const [table, column] of pairs) {
    await tx.execute(
      sql.raw(
        `SELECT setval(pg_get_serial_sequence('"${table}"', '${column}'), GREATEST((SELECT max("${column}") FROM "${table}"), 1))`,
      ),
    );
  }
}
