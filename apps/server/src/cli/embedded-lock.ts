import { parseConfig, type Config } from '../config/config.ts';
import { DataDirLockedError, lockDataDir } from '../db/data-lock.ts';

/** Ends the command with a message for the person at the terminal (exit code 2: nothing was done). */
export function refuse(message: string): never {
  process.stderr.write(`\n${message}\n\n`);
  process.exit(2);
}

/**
 * The configuration, and the data folder's lock held for the command: PGlite's files are only consistent while
 * no mall process writes them, so a backup or restore needs the mall stopped. With DATABASE_URL the database is
 * PostgreSQL's, and its own tools do the job.
 */
export function embeddedDatabaseOrRefuse(command: 'backup' | 'restore'): {
  config: Config;
  unlock: () => void;
} {
  const config = parseConfig();
  if (config.databaseUrl) {
    refuse(
      `DATABASE_URL is set: the mall's data is in PostgreSQL, so use its tools, e.g.\n` +
        `  pg_dump --format=custom --file=mall.dump "$DATABASE_URL"\n` +
        `  pg_restore --clean --if-exists --no-owner --dbname="$DATABASE_URL" mall.dump\n` +
        `(npm run ${command} handles the embedded database in DATA_DIR.)`,
    );
  }
  try {
    return { config, unlock: lockDataDir(config.dataDir) };
  } catch (err) {
    if (!(err instanceof DataDirLockedError)) throw err;
    refuse(
      `The mall is running on ${config.dataDir} (pid ${err.holder}). Stop it first (Ctrl+C in its terminal, ` +
        `or kill ${err.holder}), then run npm run ${command} again: the embedded database cannot be ` +
        `${command === 'backup' ? 'copied' : 'replaced'} while the mall writes to it.`,
    );
  }
}
