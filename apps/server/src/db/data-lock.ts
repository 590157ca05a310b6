import fs from 'node:fs';
import path from 'node:path';

export class DataDirLockedError extends Error {
  /** The pid of the process holding the folder (0 when unknown). */
  readonly holder: number;
  constructor(message: string, holder = 0) {
    super(message);
    this.holder = holder;
  }
}

function isAlive(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch (err) {
    return (err as NodeJS.ErrnoException).code === 'EPERM';
  }
}

/**
 * PGlite keeps no lock of its own, and two processes on one folder lose committed rows, so the server takes
 * an exclusive lock file first. A lock left by a process that no longer runs is taken over.
 */
export function lockDataDir(dir: string): () => void {
  fs.mkdirSync(dir, { recursive: true });
  const file = path.join(dir, 'mall.lock');
  for (let attempt = 0; attempt < 2; attempt++) {
    try {
      const fd = fs.openSync(file, 'wx');
      fs.writeSync(fd, String(process.pid));
      fs.closeSync(fd);
      return () => {
        try {
          if (fs.readFileSync(file, 'utf8') === String(process.pid)) fs.unlinkSync(file);
        } catch {
          /* already gone */
        }
      };
    } catch (err) {
      if ((err as NodeJS.ErrnoException).code !== 'EEXIST') throw err;
      const holder = Number(fs.readFileSync(file, 'utf8'));
      if (Number.isInteger(holder) && holder > 0 && holder !== process.pid && isAlive(holder)) {
        throw new DataDirLockedError(
          `The data folder ${dir} is in use by another mall process (pid ${holder}). ` +
            'Stop that process first, or start this one with another DATA_DIR (or a DATABASE_URL).',
          holder,
        );
      }
      fs.unlinkSync(file);
    }
  }
  throw new DataDirLockedError(`Could not lock the data folder ${dir}.`);
}
