/**
 * Backs up the embedded database (PGlite in DATA_DIR) and the uploaded pictures, with the mall stopped:
 *
 *   npm run backup                        → ./backups/mall-<date>-<time>/
 *   npm run backup -- --out <folder>      → that folder (must not exist yet)
 *
 * For PostgreSQL (DATABASE_URL) it names pg_dump instead.
 */
import path from 'node:path';
import { parseArgs } from 'node:util';
import { backupEmbedded } from '../db/backup.ts';
import { embeddedDatabaseOrRefuse } from './embedded-lock.ts';

const { values } = parseArgs({ options: { out: { type: 'string' } } });
const { config, unlock } = embeddedDatabaseOrRefuse('backup');
const stamp = new Date().toISOString().replace(/[-:]/g, '').replace('T', '-').replace(/\..*/, '');
const outDir = path.resolve(values.out ?? path.join('backups', `mall-${stamp}`));
try {
  await backupEmbedded({
    pgliteDir: path.join(config.dataDir, 'pglite'),
    uploadDir: config.uploadDir,
    outDir,
  });
  process.stdout.write(`Backup written: ${outDir}\nRestore it with: npm run restore -- ${outDir}\n`);
} finally {
  unlock();
}
