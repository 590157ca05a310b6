import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';

const PREFIX = 'mall-e2e-';
const STALE_MS = 10 * 60_000;

function holderAlive(dir: string): boolean {
  try {
    const pid = Number(fs.readFileSync(path.join(dir, 'mall.lock'), 'utf8'));
    process.kill(pid, 0);
    return true;
  } catch (err) {
    return (err as NodeJS.ErrnoException).code === 'EPERM';
  }
}

/** Folders of earlier runs whose server is gone: each run seeds a fresh PGlite folder, so they pile up. */
function removeStaleDataDirs(): void {
  const tmp = os.tmpdir();
  for (const name of fs.readdirSync(tmp)) {
    if (!name.startsWith(PREFIX)) continue;
    const dir = path.join(tmp, name);
    try {
      if (Date.now() - fs.statSync(dir).mtimeMs > STALE_MS && !holderAlive(dir))
        fs.rmSync(dir, { recursive: true, force: true });
    } catch {
      /* another run may be removing it too */
    }
  }
}

/**
 * A fresh data folder per run. The config is evaluated again in every worker; the path travels to them in the
 * environment so all of them agree and only the runner cleans up.
 */
export function runDataDir(): string {
  const known = process.env.E2E_DATA_DIR;
  if (known) return known;
  removeStaleDataDirs();
  const dir = path.join(os.tmpdir(), `${PREFIX}${Date.now()}-${process.pid}`);
  process.env.E2E_DATA_DIR = dir;
  return dir;
}
