import { PGlite } from '@electric-sql/pglite';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll } from 'vitest';
import { openDatabase, type Database } from '../client.ts';
import { seedDemo } from './index.ts';

export interface SpecValue {
  spec_id: number;
  spec_name: string;
  spec_value_id: number;
  spec_value_name: string;
  image: string;
}
export interface Spec {
  spec_id: number;
  spec_name: string;
  value: SpecValue[];
}

/** Opens a fresh in-memory PGlite for a test file and seeds it once; the file's tests only read from it. */
export function useSeededDatabase() {
  const state: { database?: Database; first?: { seeded: boolean } } = {};
  beforeAll(async () => {
    state.database = await openDatabase({ pglite: new PGlite() });
    state.first = await seedDemo(state.database.db);
  }, 180_000);
  afterAll(async () => state.database?.close());
  const database = () => {
    if (!state.database) throw new Error('database not open yet');
    return state.database;
  };
  const rows = async <T>(query: string) =>
    ((await database().db.execute(sql.raw(query))) as unknown as { rows: T[] }).rows;
  const count = async (table: string) =>
    (await rows<{ c: number }>(`select count(*)::int as c from ${table}`))[0]?.c ?? 0;
  return { database, rows, count, first: () => state.first };
}
