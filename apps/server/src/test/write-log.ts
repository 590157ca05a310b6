import type { TestApp } from './test-app.ts';

/**
 * Records every row a call inserts, updates or deletes, in any table, so a suite can tell that a refused call
 * changed nothing: a row trigger on each table of the test's own database copy writes to fuzz_write_log.
 */
export interface WriteLog {
  /** The position to compare against after a call. */
  mark: () => Promise<number>;
  /** The tables (with the operation) written since a mark. */
  writesSince: (mark: number) => Promise<string[]>;
}

const LOG_TABLE = 'fuzz_write_log';

async function query<T>(t: TestApp, sql: string): Promise<T[]> {
  const result = (await t.database.db.execute(sql)) as unknown as { rows: T[] };
  return result.rows;
}

export async function installWriteLog(t: TestApp): Promise<WriteLog> {
  await t.database.db.execute(
    `create table ${LOG_TABLE} (id bigserial primary key, table_name text not null, op text not null)`,
  );
  await t.database.db.execute(`
    create function fuzz_log_write() returns trigger language plpgsql as $$
    begin
      insert into ${LOG_TABLE} (table_name, op) values (tg_table_name, tg_op);
      return null;
    end $$`);
  const tables = await query<{ name: string }>(
    t,
    `select table_name as name from information_schema.tables
     where table_schema = 'public' and table_type = 'BASE TABLE' and table_name <> '${LOG_TABLE}'`,
  );
  for (const { name } of tables) {
    await t.database.db.execute(
      `create trigger fuzz_log_write after insert or update or delete on "${name}"
       for each row execute function fuzz_log_write()`,
    );
  }
  return {
    mark: async () => {
      const [row] = await query<{ id: string | number | null }>(t, `select max(id) as id from ${LOG_TABLE}`);
      return Number(row?.id ?? 0);
    },
    writesSince: async (mark) =>
      (
        await query<{ table_name: string; op: string }>(
          t,
          `select table_name, op from ${LOG_TABLE} where id > ${mark} order by id`,
        )
      ).map((r) => `${r.op.toLowerCase()} ${r.table_name}`),
  };
}
