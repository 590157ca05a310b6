import path from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import { migrate as migratePglite } from 'drizzle-orm/pglite/migrator';
import { drizzle as drizzlePg } from 'drizzle-orm/node-postgres';
import { migrate as migratePg } from 'drizzle-orm/node-postgres/migrator';
import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core';
import pg from 'pg';
import * as schema from './schema/index.ts';

export type Schema = typeof schema;
export type Db = PgDatabase<PgQueryResultHKT, Schema>;

export interface Database {
  db: Db;
  kind: 'pglite' | 'postgres';
  close(): Promise<void>;
}

const migrationsFolder = path.join(import.meta.dirname, 'migrations');

export type DatabaseTarget = { url: string } | { pgliteDir: string } | { pglite: PGlite };

/** Opens PGlite (a folder, or an instance a test prepared) or PostgreSQL, and brings the schema up to date. */
export async function openDatabase(target: DatabaseTarget): Promise<Database> {
  if ('url' in target) {
    const pool = new pg.Pool({ connectionString: target.url, max: 10 });
    // An idle connection the server ends (restart, failover, a test dropping its database) is discarded by the
    // pool; without a listener its 'error' event would crash the process. Queries still report their own errors.
    pool.on('error', () => {});
    const db = drizzlePg(pool, { schema });
    await migratePg(db, { migrationsFolder });
    return { db: db as unknown as Db, kind: 'postgres', close: () => pool.end() };
  }
  const client = 'pglite' in target ? target.pglite : await PGlite.create(target.pgliteDir);
  const db = drizzlePglite(client, { schema });
  await migratePglite(db, { migrationsFolder });
  return { db: db as unknown as Db, kind: 'pglite', close: () => client.close() };
}
