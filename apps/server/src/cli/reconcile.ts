/**
 * Checks the member ledger against the member columns (facts §4.1): for every member and each account type
 * (balance, balance_money, point, growth) the column must equal the sum of its member_account entries.
 *
 *   npm run reconcile          → "ledger in step: N members, 4 account types" (exit 0), or each mismatch (exit 1)
 *
 * On PostgreSQL (DATABASE_URL) it reads the live database in one statement; the embedded database needs the
 * mall stopped (PGlite has one process at a time).
 */
import path from 'node:path';
import { parseConfig } from '../config/config.ts';
import { openDatabase, type Database } from '../db/client.ts';
import { DataDirLockedError, lockDataDir } from '../db/data-lock.ts';
import { ledgerMismatches, memberCount } from '../modules/wallet/index.ts';
import { refuse } from './embedded-lock.ts';

const config = parseConfig();
let unlock = () => {};
let database: Database;
if (config.databaseUrl) {
  database = await openDatabase({ url: config.databaseUrl });
} else {
  try {
    unlock = lockDataDir(config.dataDir);
  } catch (err) {
    if (!(err instanceof DataDirLockedError)) throw err;
    refuse(
      `The mall is running on ${config.dataDir} (pid ${err.holder}). Stop it first, then run npm run reconcile.`,
    );
  }
  database = await openDatabase({ pgliteDir: path.join(config.dataDir, 'pglite') });
}
try {
  const mismatches = await ledgerMismatches(database.db);
  const members = await memberCount(database.db);
  if (mismatches.length === 0) {
    process.stdout.write(`ledger in step: ${members} members, 4 account types\n`);
  } else {
    for (const m of mismatches) {
      process.stdout.write(
        `member ${m.memberId} ${m.accountType}: column ${m.column}, ledger sum ${m.ledger} (off by ${m.column - m.ledger})\n`,
      );
    }
    process.stdout.write(`${mismatches.length} account(s) out of step with the ledger\n`);
    process.exitCode = 1;
  }
} finally {
  await database.close();
  unlock();
}
