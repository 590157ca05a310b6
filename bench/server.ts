import { spawn, type ChildProcess } from 'node:child_process';
import fs from 'node:fs';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';

export const REPO_ROOT = path.resolve(import.meta.dirname, '..');
// Node 24 from the repo's devDependency: the server's .ts files run through type stripping.
const NODE = path.join(REPO_ROOT, 'node_modules/.bin/node');
const READY_TIMEOUT_MS = 180_000;
const LARGE_READY_TIMEOUT_MS = 1_200_000;
const STOP_TIMEOUT_MS = 15_000;

export interface MallServer {
  origin: string;
  /** The server's process id (the chat round reads its memory). */
  pid: number;
  /** False once the process has ended (a crash shows here). */
  alive(): boolean;
  /** The last 200,000 characters it wrote (stdout and stderr). */
  output(): string;
  stop(): Promise<void>;
}

/** A free port on the loopback interface, chosen by the kernel. */
export function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const srv = net.createServer();
    srv.once('error', reject);
    srv.listen(0, '127.0.0.1', () => {
      const { port } = srv.address() as net.AddressInfo;
      srv.close(() => resolve(port));
    });
  });
}

function exited(child: ChildProcess): Promise<void> {
  return new Promise((resolve) => {
    if (child.exitCode !== null || child.signalCode !== null) resolve();
    else child.once('exit', () => resolve());
  });
}

async function waitReady(
  origin: string,
  child: ChildProcess,
  log: () => string,
  timeoutMs: number,
): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    if (child.exitCode !== null) throw new Error(`The mall exited with code ${child.exitCode}:\n${log()}`);
    try {
      const res = await fetch(`${origin}/healthz`, { signal: AbortSignal.timeout(2_000) });
      if (res.ok) return;
    } catch {
      /* not listening yet */
    }
    await new Promise((r) => setTimeout(r, 250));
  }
  child.kill('SIGKILL');
  throw new Error(`The mall was not ready within ${timeoutMs / 1000} s:\n${log()}`);
}

/**
 * Starts the mall as it runs in production (one process, demo or large seed) on 127.0.0.1 only. Without a database URL
 * it gets a fresh PGlite folder that is removed again on stop.
 */
export async function startMall(
  databaseUrl?: string,
  seed: 'demo' | 'large' = 'demo',
  extraEnv: NodeJS.ProcessEnv = {},
  /** Another checkout of the mall to run (a before/after comparison); its node_modules may be a link to ours. */
  root: string = REPO_ROOT,
): Promise<MallServer> {
  const port = await freePort();
  const origin = `http://127.0.0.1:${port}`;
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'mall-bench-'));
  const env: NodeJS.ProcessEnv = {
    ...process.env,
    PORT: String(port),
    HOST: '127.0.0.1',
    DATA_DIR: dataDir,
    LOG_LEVEL: 'warn',
    SEED: seed,
    ...extraEnv,
  };
  delete env.DATABASE_URL;
  if (databaseUrl) env.DATABASE_URL = databaseUrl;

  // BENCH_CPU_PROF=<folder>: the mall writes a V8 CPU profile there when it stops (node --cpu-prof).
  const profile = process.env.BENCH_CPU_PROF
    ? ['--cpu-prof', `--cpu-prof-dir=${process.env.BENCH_CPU_PROF}`]
    : [];
  const child = spawn(NODE, [...profile, 'apps/server/src/main.ts'], {
    cwd: root,
    env,
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  const keep = (chunk: Buffer) => {
    output = (output + chunk.toString()).slice(-200_000);
  };
  child.stdout?.on('data', keep);
  child.stderr?.on('data', keep);

  const cleanup = () => fs.rmSync(dataDir, { recursive: true, force: true });
  try {
    // The large catalogue (100,000 goods) takes minutes to seed on this machine.
    await waitReady(
      origin,
      child,
      () => output.slice(-4_000),
      seed === 'large' ? LARGE_READY_TIMEOUT_MS : READY_TIMEOUT_MS,
    );
  } catch (err) {
    await exited(child);
    cleanup();
    throw err;
  }
  return {
    origin,
    pid: child.pid!,
    alive: () => child.exitCode === null && child.signalCode === null,
    output: () => output,
    async stop() {
      child.kill('SIGTERM');
      const force = setTimeout(() => child.kill('SIGKILL'), STOP_TIMEOUT_MS);
      await exited(child);
      clearTimeout(force);
      cleanup();
    },
  };
}
