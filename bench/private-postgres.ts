import { execFile } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import { freePort } from './server.ts';

const run = promisify(execFile);

/**
 * A PostgreSQL server of the faults round's own (initdb in a temporary folder, a free port), so restarting and
 * freezing it disturbs nobody else's databases on the machine. Same major version as the machine's server.
 */
export interface PrivatePostgres {
  url: string;
  /** Stops the server the way `pg_ctlcluster restart` does (fast: running sessions are terminated), waits, starts. */
  restart: (downMs: number) => Promise<void>;
  /** SIGSTOP to the server and all its backends (a hung VM, a storage stall); answers the thaw (SIGCONT). */
  freeze: () => Promise<() => Promise<void>>;
  stop: () => Promise<void>;
}

async function binDir(): Promise<string> {
  if (process.env.PG_BIN) return process.env.PG_BIN;
  const { stdout } = await run('pg_config', ['--bindir']);
  return stdout.trim();
}

/** PostgreSQL refuses to run as root: as root, its commands run as the postgres user. */
const asPostgres = (cmd: string, args: string[]) =>
  process.getuid?.() === 0 ? run('runuser', ['-u', 'postgres', '--', cmd, ...args]) : run(cmd, args);

const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));

/** Answers the reason instead when this machine cannot run one (no binaries, no postgres user). */
export async function startPrivatePostgres(): Promise<PrivatePostgres | { skipped: string }> {
  let bin: string;
  try {
    bin = await binDir();
  } catch {
    return { skipped: 'pg_config not found (install PostgreSQL, or set PG_BIN)' };
  }
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'mall-faults-pg-'));
  const socketDir = dir;
  if (process.getuid?.() === 0) await run('chown', ['postgres', dir]);
  const port = await freePort();
  const pgCtl = (...args: string[]) => asPostgres(path.join(bin, 'pg_ctl'), ['-D', `${dir}/data`, ...args]);
  const start = () =>
    pgCtl(
      '-w',
      '-l',
      `${dir}/server.log`,
      '-o',
      `-p ${port} -k ${socketDir} -c listen_addresses=127.0.0.1`,
      'start',
    );
  try {
    await asPostgres(path.join(bin, 'initdb'), [
      '-D',
      `${dir}/data`,
      '-U',
      'postgres',
      '--auth=trust',
      '-E',
      'UTF8',
    ]);
    await start();
  } catch (err) {
    fs.rmSync(dir, { recursive: true, force: true });
    return { skipped: `could not start a private PostgreSQL: ${(err as Error).message.split('\n')[0]}` };
  }
  const postmaster = () => fs.readFileSync(`${dir}/data/postmaster.pid`, 'utf8').split('\n')[0]!;
  const children = async (pid: string) => {
    const { stdout } = await run('ps', ['-o', 'pid=', '--ppid', pid]).catch(() => ({ stdout: '' }));
    return stdout
      .split('\n')
      .map((s) => s.trim())
      .filter(Boolean);
  };
  return {
    url: `postgres://postgres@127.0.0.1:${port}/postgres`,
    restart: async (downMs) => {
      await pgCtl('-w', '-m', 'fast', 'stop');
      await sleep(downMs);
      await start();
    },
    freeze: async () => {
      // The postmaster first, so it forks no new backend; then every backend, twice to catch one just forked.
      const all = new Set([postmaster()]);
      await run('kill', ['-STOP', ...all]);
      for (let round = 0; round < 2; round++) {
        const fresh = (await children(postmaster())).filter((p) => !all.has(p));
        fresh.forEach((p) => all.add(p));
        if (fresh.length) await run('kill', ['-STOP', ...fresh]);
      }
      return async () => void (await run('kill', ['-CONT', ...all]));
    },
    stop: async () => {
      await pgCtl('-w', '-m', 'immediate', 'stop').catch(() => {});
      fs.rmSync(dir, { recursive: true, force: true });
    },
  };
}
