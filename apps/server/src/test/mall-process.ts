import { spawn, type ChildProcess } from 'node:child_process';
import net from 'node:net';
import path from 'node:path';

const REPO_ROOT = path.resolve(import.meta.dirname, '../../../..');
// The repo's pinned Node 24 (the machine's node may be older): the server's .ts files run through type stripping.
const NODE = path.join(REPO_ROOT, 'node_modules/.bin/node');

/** A real server process (`apps/server/src/main.ts`), as production runs it. */
export interface MallProcess {
  pid: number;
  origin: string;
  child: ChildProcess;
  /** Everything it wrote on stdout and stderr so far. */
  output: () => string;
  /** Its JSON log lines so far. */
  logs: () => Record<string, unknown>[];
  /** Resolves with the exit code (null after a signal) once it has ended. */
  exited: Promise<number | null>;
}

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

export async function startMallProcess(env: Record<string, string>): Promise<MallProcess> {
  const port = await freePort();
  const child = spawn(NODE, ['apps/server/src/main.ts'], {
    cwd: REPO_ROOT,
    env: { ...process.env, HOST: '127.0.0.1', PORT: String(port), ...env },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  child.stdout!.on('data', (chunk: Buffer) => (output += chunk.toString()));
  child.stderr!.on('data', (chunk: Buffer) => (output += chunk.toString()));
  const exited = new Promise<number | null>((resolve) => child.once('exit', (code) => resolve(code)));
  const logs = () =>
    output
      .split('\n')
      .filter((l) => l.startsWith('{'))
      .map((l) => JSON.parse(l) as Record<string, unknown>);
  return { pid: child.pid!, origin: `http://127.0.0.1:${port}`, child, output: () => output, logs, exited };
}

/** Waits until /healthz answers 200; fails with the process's output when it exits or takes too long. */
export async function waitHealthy(mall: MallProcess, timeoutMs = 170_000): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    if (mall.child.exitCode !== null) throw new Error(`exited ${mall.child.exitCode}:\n${mall.output()}`);
    try {
      const res = await fetch(`${mall.origin}/healthz`, { signal: AbortSignal.timeout(2_000) });
      if (res.ok) return;
    } catch {
      /* not listening yet */
    }
    await new Promise((r) => setTimeout(r, 250));
  }
  throw new Error(`not healthy within ${timeoutMs} ms:\n${mall.output().slice(-3_000)}`);
}

/** Ends the process (SIGTERM, then SIGKILL) unless it already ended. */
export async function stopMallProcess(mall: MallProcess): Promise<void> {
  if (mall.child.exitCode !== null || mall.child.signalCode !== null) return;
  mall.child.kill('SIGTERM');
  const force = setTimeout(() => mall.child.kill('SIGKILL'), 10_000);
  await mall.exited;
  clearTimeout(force);
}

/** Polls `check` until it answers something other than undefined, or fails after `timeoutMs`. */
export async function eventually<T>(what: string, check: () => Promise<T | undefined>, timeoutMs = 30_000) {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    const value = await check();
    if (value !== undefined) return value;
    await new Promise((r) => setTimeout(r, 100));
  }
  throw new Error(`timed out waiting for ${what}`);
}
