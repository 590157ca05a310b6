import path from 'node:path';
import { buildApp } from './app.ts';
import { parseConfig } from './config/config.ts';
import { openDatabase } from './db/client.ts';
import { DataDirLockedError, lockDataDir } from './db/data-lock.ts';
import { DEMO_ACCOUNTS } from './db/seed/accounts.ts';
import { ensureDemoImages, DEMO_OPERATOR, DEMO_SHOP_ACCOUNTS, seedDemo } from './db/seed/index.ts';
import { PRUNE_TASKS } from './housekeeping.ts';
import { couponExpiryJob } from './modules/coupon/index.ts';
import { groupbuyStatusJob } from './modules/groupbuy/index.ts';
import { topicStatusJob } from './modules/topic/index.ts';
import { orderJobs, orderSettings } from './modules/order/index.ts';
import { rechargeAutoCloseJob } from './modules/recharge/index.ts';
import { seckillStatusJob } from './modules/seckill/index.ts';
import { discountEndJob } from './modules/catalog/index.ts';
import { payRefundRetryJob, sandboxNotifyRetryJob } from './modules/payment/index.ts';
import { refundTimersJob } from './modules/refund/index.ts';
import { autoWithdrawJob } from './modules/wallet/index.ts';
import { housekeepingJob } from './platform/jobs/housekeeping.ts';
import { createJobRunner } from './platform/jobs/job-runner.ts';
import { prettyLogStream } from './platform/log-pretty.ts';
import { reportOutage } from './platform/outage.ts';

async function main() {
  const config = parseConfig();
  // PGlite has no lock of its own: take ours before opening the folder.
  const unlock = config.databaseUrl ? () => {} : lockDataDir(config.dataDir);
  const database = await openDatabase(
    config.databaseUrl
      ? { url: config.databaseUrl, pool: config.pool }
      : { pgliteDir: path.join(config.dataDir, 'pglite') },
  );
  const app = await buildApp(
    { config, db: database.db },
    {
      logger: {
        level: config.logLevel,
        ...(config.logFormat === 'pretty' ? { stream: prettyLogStream() } : {}),
      },
      serveStatic: true,
    },
  );
  // A connection lost outside any call (PostgreSQL restarted while idle): said once, the pool reconnects.
  database.onConnectionError((err) => reportOutage(app.log, err));

  if (config.seed !== 'none') {
    const started = Date.now();
    // Under the migrations' lock: a second process started with this one waits, then finds the data there.
    const large = config.seed === 'large';
    const { seeded } = await database.exclusive((db) => seedDemo(db, { large }));
    if (seeded) app.log.info({ ms: Date.now() - started }, 'demo data created');
    await ensureDemoImages(config.uploadDir);
  }

  // Scheduled work runs in every process; the job table's row locks keep two processes from running one job twice.
  const jobs = createJobRunner(
    database.db,
    [
      couponExpiryJob,
      groupbuyStatusJob,
      topicStatusJob,
      ...orderJobs(orderSettings()),
      rechargeAutoCloseJob,
      sandboxNotifyRetryJob(app),
      payRefundRetryJob(app, database.db),
      refundTimersJob(database.db),
      housekeepingJob(PRUNE_TASKS),
      seckillStatusJob,
      autoWithdrawJob,
      discountEndJob,
    ],
    { log: app.log, intervalMs: config.jobsTickMs },
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
  const consoleAccounts = [
    ['shop1', 'Shop@12345', 'merchant: owner of shop 1 (every shop<site_id> likewise)'],
    ...DEMO_SHOP_ACCOUNTS.map((a) => [
      a.username,
      a.password,
      `${a.role === 'shop_agent' ? 'agent' : 'merchant'}: ${a.role} of ${a.siteId ? `shop ${a.siteId}` : 'the platform'}`,
    ]),
    [DEMO_OPERATOR.username, DEMO_OPERATOR.password, 'platform operator'],
  ]
    .map(([name, password, note]) => `    ${name!.padEnd(10)} ${password!.padEnd(14)} ${note}`)
    .join('\n');
  process.stdout.write(
    `\n  The mall is open: ${url}\n  Database: ${database.kind}${database.kind === 'pglite' ? ` in ${config.dataDir}` : ''}\n` +
      `${modeLine(config)}\n  Demo accounts (username, password):\n${accounts}\n` +
      `  The console: ${url.replace('/web/index', '/console/')}\n${consoleAccounts}\n\n`,
  );
}

/** Says on the banner whether this is the demo (open demo doors) or production mode. */
function modeLine(config: ReturnType<typeof parseConfig>): string {
  if (config.env !== 'production') {
    return (
      `  DEMO MODE (NODE_ENV=${config.env}): sandbox payments, the demo outbox at ${config.publicUrl}/demo/outbox ` +
      'and captcha answers are open to anyone.\n  For a real shop see "Run in production" in the README.'
    );
  }
  return config.demoDoors
    ? '  PRODUCTION MODE with DEMO_DOORS=on: the sandbox gateway and the demo outbox are open to anyone!'
    : '  Production mode: no sandbox gateway, no demo outbox.';
}

main().catch((err: unknown) => {
  if (err instanceof DataDirLockedError) {
    process.stderr.write(`\n${err.message}\n\n`);
    process.exit(2);
  }
  process.stderr.write(`${err instanceof Error ? (err.stack ?? err.message) : String(err)}\n`);
  process.exit(1);
});
