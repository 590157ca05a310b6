import path from 'node:path';
import { buildApp } from './app.ts';
import { parseConfig } from './config/config.ts';
import { openDatabase } from './db/client.ts';
import { DataDirLockedError, lockDataDir } from './db/data-lock.ts';
import { DEMO_ACCOUNTS } from './db/seed/accounts.ts';
import { ensureDemoImages, seedDemo } from './db/seed/index.ts';
import { couponExpiryJob } from './modules/coupon/index.ts';
import { orderJobs } from './modules/order-jobs/index.ts';
import { paymentSettings, sandboxNotifyRetryJob } from './modules/payment/index.ts';
import { createJobRunner } from './platform/jobs/job-runner.ts';

async function main() {
  const config = parseConfig();
  // PGlite has no lock of its own: take ours before opening the folder.
  const unlock = config.databaseUrl ? () => {} : lockDataDir(config.dataDir);
  const database = await openDatabase(
    config.databaseUrl ? { url: config.databaseUrl } : { pgliteDir: path.join(config.dataDir, 'pglite') },
  );
  const app = await buildApp(
    { config, db: database.db },
    { logger: { level: config.logLevel }, serveStatic: true },
  );

  if (config.seed !== 'none') {
    const started = Date.now();
    const { seeded } = await seedDemo(database.db, { large: config.seed === 'large' });
    if (seeded) app.log.info({ ms: Date.now() - started }, 'demo data created');
    await ensureDemoImages(config.uploadDir);
  }

  // Scheduled work runs in every process; the job table's row locks keep two processes from running one job twice.
  const jobs = createJobRunner(
    database.db,
    [couponExpiryJob, ...orderJobs(paymentSettings()), sandboxNotifyRetryJob(app)],
    { log: app.log },
  );

  let closing = false;
  const shutdown = async (signal: string) => {
    if (closing) return;
    closing = true;
    app.log.info({ signal }, 'shutting down');
    const force = setTimeout(() => process.exit(1), 10_000).unref();
    try {
      await jobs.stop();
      await app.close();
      await database.close();
    } finally {
      unlock();
      clearTimeout(force);
      process.exit(0);
    }
  };
  process.on('SIGINT', () => void shutdown('SIGINT'));
  process.on('SIGTERM', () => void shutdown('SIGTERM'));

  await app.listen({ host: config.host, port: config.port });
  jobs.start();
  const shown = config.host === '0.0.0.0' || config.host === '::' ? 'localhost' : config.host;
  const url = `http://${shown}:${config.port}/web/index`;
  const accounts = DEMO_ACCOUNTS.map(
    (a) => `    ${a.username.padEnd(10)} ${a.password.padEnd(14)} ${a.note}`,
  ).join('\n');
  process.stdout.write(
    `\n  The mall is open: ${url}\n  Database: ${database.kind}${database.kind === 'pglite' ? ` in ${config.dataDir}` : ''}\n` +
      `  Demo accounts (username, password):\n${accounts}\n\n`,
  );
}

main().catch((err: unknown) => {
  if (err instanceof DataDirLockedError) {
    process.stderr.write(`\n${err.message}\n\n`);
    process.exit(2);
  }
  process.stderr.write(`${err instanceof Error ? (err.stack ?? err.message) : String(err)}\n`);
  process.exit(1);
});
