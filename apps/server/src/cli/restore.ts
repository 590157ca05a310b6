/**
 * Replaces the embedded database (PGlite in DATA_DIR) and the uploads with a backup's, with the mall stopped:
 *
 *   npm run restore -- <backup folder>
 *
 * What was there is moved aside (`pglite.before-restore-<time>`), never deleted. The restored orders, payments,
 * balances and ledger are compared with the checksums taken at backup time before it reports success.
 */
import path from 'node:path';
import { parseArgs } from 'node:util';
import { restoreEmbedded } from '../db/backup.ts';
import { embeddedDatabaseOrRefuse, refuse } from './embedded-lock.ts';

const { positionals } = parseArgs({ allowPositionals: true });
if (positionals.length !== 1)
  refuse('Usage: npm run restore -- <backup folder>   (one made by npm run backup)');
const { config, unlock } = embeddedDatabaseOrRefuse('restore');
try {
  const backupDir = path.resolve(positionals[0]!);
  const done = await restoreEmbedded({
    backupDir,
    pgliteDir: path.join(config.dataDir, 'pglite'),
    uploadDir: config.uploadDir,
  });
  const kept = [done.keptDatabase, done.keptUploads].filter(Boolean);
  process.stdout.write(
    `Restored the backup of ${done.manifest.createdAt} into ${config.dataDir}; orders, payments, balances and ` +
      `ledger match it.\n${kept.length ? `What was there before is kept in:\n  ${kept.join('\n  ')}\n` : ''}`,
  );
} finally {
  unlock();
}
