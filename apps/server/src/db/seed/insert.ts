import { getTableColumns, getTableName, sql } from 'drizzle-orm';
import type { PgTable } from 'drizzle-orm/pg-core';
import type { Db } from '../client.ts';

export type Tx = Parameters<Parameters<Db['transaction']>[0]>[0];

const ROWS_PER_STATEMENT = 1000;

function literal(v: unknown): string {
  if (v === undefined || v === null) return 'DEFAULT';
  if (typeof v === 'number') {
    if (!Number.isFinite(v)) throw new Error(`seed value ${v} is not a finite number`);
    return String(v);
  }
  const text = typeof v === 'string' ? v : JSON.stringify(v);
  return `'${text.replace(/'/g, "''")}'`;
}

/**
 * Multi-row INSERT with the values written as SQL literals. Drizzle's builder costs more than PGlite's
 * insert itself at this volume (DESIGN §2), and the seed only ever writes its own trusted values.
 */
export async function insertAll<T extends PgTable>(
  tx: Tx,
  table: T,
  rows: T['$inferInsert'][],
): Promise<void> {
  if (rows.length === 0) return;
  const columns = getTableColumns(table);
  const keys = Object.keys(rows[0] as object).filter((k) => k in columns);
  const names = keys.map((k) => `"${(columns[k] as { name: string }).name}"`).join(', ');
  for (let i = 0; i < rows.length; i += ROWS_PER_STATEMENT) {
    const values = rows
      .slice(i, i + ROWS_PER_STATEMENT)
      .map((row) => `(${keys.map((k) => literal((row as Record<string, unknown>)[k])).join(', ')})`)
      .join(',\n');
    await tx.execute(sql.raw(`INSERT INTO "${getTableName(table)}" (${names}) VALUES ${values}`));
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
