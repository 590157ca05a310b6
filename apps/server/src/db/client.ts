import path from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import { migrate as migratePglite } from 'drizzle-orm/pglite/migrator';
import { drizzle as drizzlePg } from 'drizzle-orm/node-postgres';
import { migrate as migratePg } from 'drizzle-orm/node-postgres/migrator';
import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core';
import { createPool, DEFAULT_POOL_SETTINGS, withSchemaLock, type PoolSettings } from './postgres-pool.ts';

/**
 * The app's database handle. It is opened without the schema: the schema only feeds Drizzle's relational
 * queries (`db.query.*`), which the app does not use, and with it every transaction builds one relational
 * query builder per table (~80) before its first statement (4-5 % of the mall's CPU in the checkout round).
 */
export type Db = PgDatabase<PgQueryResultHKT>;

export interface Database {
  db: Db;
  kind: 'pglite' | 'postgres';
  /**
   * Runs work no two processes may do at once (the demo seed) under the lock migrations take, on a database
   * handle without statement timeouts. PGlite has one process by construction (the data folder lock).
   */
  exclusive<T>(work: (db: Db) => Promise<T>): Promise<T>;
  /** Hears a connection that failed outside any query (PostgreSQL restarted, a connection cut). */
  onConnectionError(listener: (err: Error) => void): void;
  close(): Promise<void>;
}

export type { PoolSettings };
export { DEFAULT_POOL_SETTINGS };

const migrationsFolder = path.join(import.meta.dirname, 'migrations');

export type DatabaseTarget =
  { url: string; pool?: Partial<PoolSettings> } | { pgliteDir: string } | { pglite: PGlite };

/** Opens PGlite (a folder, or an instance a test prepared) or PostgreSQL, and brings the schema up to date. */
export async function openDatabase(target: DatabaseTarget): Promise<Database> {
  if ('url' in target) return openPostgres(target.url, { ...DEFAULT_POOL_SETTINGS, ...target.pool });
  const client = 'pglite' in target ? target.pglite : await PGlite.create(target.pgliteDir);
  const pglite = drizzlePglite(client);
  await migratePglite(pglite, { migrationsFolder });
  const db = pglite as unknown as Db;
  return {
    db,
    kind: 'pglite',
    exclusive: (work) => work(db),
    onConnectionError: () => {},
    close: () => client.close(),
  };
}

async function openPostgres(url: string, settings: PoolSettings): Promise<Database> {
  const listeners: ((err: Error) => void)[] = [];
  const pool = createPool(url, settings, (err) => listeners.forEach((l) => l(err)));
  const exclusive = <T>(work: (db: Db) => Promise<T>) =>
    withSchemaLock(url, (client) => work(drizzlePg(client) as unknown as Db));
  // Two processes started together on an empty database would both create the schema: one waits instead.
  await withSchemaLock(url, (client) => migratePg(drizzlePg(client), { migrationsFolder }));
  return {
    db: drizzlePg(pool) as unknown as Db,
    kind: 'postgres',
    exclusive,
    onConnectionError: (listener) => void listeners.push(listener),
    close: () => pool.end(),
  };
}
