import { execFile } from 'node:child_process';
import { promisify } from 'node:util';

const run = promisify(execFile);
const DEFAULT_URL = 'postgres://postgres@127.0.0.1:5432/postgres';

export interface BenchDatabase {
  url: string;
  drop(): Promise<void>;
}

async function psql(url: string, sql: string): Promise<string> {
  const { stdout } = await run('psql', [url, '-v', 'ON_ERROR_STOP=1', '-Atc', sql], { timeout: 30_000 });
  return stdout.trim();
}

/**
 * A fresh database on the server of DATABASE_URL (or the local default), so the run seeds from scratch and
 * never touches existing data. Returns the reason instead when there is no server or no psql to reach it.
 */
export async function createBenchDatabase(): Promise<BenchDatabase | { skipped: string }> {
  const adminUrl = process.env.DATABASE_URL ?? DEFAULT_URL;
  const shown = adminUrl.replace(/\/\/[^@/]*@/, '//…@');
  try {
    await psql(adminUrl, 'select 1');
  } catch (err) {
    const reason =
      (err as NodeJS.ErrnoException).code === 'ENOENT' ? 'psql is not installed' : 'not reachable';
    return { skipped: `PostgreSQL at ${shown}: ${reason}` };
  }
  const name = `mall_bench_${Date.now()}`;
  await psql(adminUrl, `create database ${name}`);
  const url = new URL(adminUrl);
  url.pathname = `/${name}`;
  return {
    url: url.toString(),
    drop: async () => {
      await psql(adminUrl, `drop database if exists ${name} with (force)`);
    },
  };
}
