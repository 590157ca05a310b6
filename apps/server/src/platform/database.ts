import { bigint, type PgDatabase, type PgQueryResultHKT } from 'drizzle-orm/pg-core';

/**
 * The database the platform works with: any Drizzle PostgreSQL database (node-postgres or PGlite), whatever
 * its schema. `db/client.ts`'s database, typed with the whole schema, is one.
 */
export type Db = PgDatabase<PgQueryResultHKT, Record<string, unknown>>;

/** A transaction (or a savepoint inside one) of that database. */
export type Tx = Parameters<Parameters<Db['transaction']>[0]>[0];

/** Unix seconds, as the original system stores every time (DESIGN §4). */
export const unixTime = (name: string) => bigint(name, { mode: 'number' }).notNull().default(0);
