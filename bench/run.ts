import fs from 'node:fs';
import path from 'node:path';
import { storefrontFirstLoads, type FirstLoads } from './route-sizes.ts';
import { resolveCatalogTargets } from './catalog-round.ts';
import { checkoutMarkdown, checkoutRound, type CheckoutResult } from './checkout-round.ts';
import { faultsMarkdown } from './faults-report.ts';
import { faultsRound } from './faults-round.ts';
import { lighthouseMarkdown, lighthouseRound } from './lighthouse-round.ts';
import { measure, type LoadOptions, type Target } from './load.ts';
import { createBenchDatabase } from './postgres.ts';
import { firstLoadSection, loadTable, resultsMarkdown, type DatabaseRun } from './results.ts';
import { REPO_ROOT, startMall } from './server.ts';
import { seckillMarkdown, seckillRound } from './seckill-round.ts';

// Bounded on purpose: a run stays around three minutes on two databases whatever the environment says.
const bounded = (value: string | undefined, fallback: number, max: number) =>
  Math.min(max, Math.max(1, Number(value) || fallback));

const OPTIONS: LoadOptions = {
  durationS: bounded(process.env.BENCH_DURATION, 10, 30),
  connections: bounded(process.env.BENCH_CONNECTIONS, 20, 100),
  warmupS: 2,
};

/** The first target is the same-run ceiling every other number is compared with. */
const TARGETS: Target[] = [
  { name: 'ceiling (liveness)', method: 'GET', path: '/livez' },
  { name: 'home floors', method: 'POST', path: '/api/pc/floors' },
  { name: 'category tree', method: 'POST', path: '/api/goodscategory/tree', body: { level: 3, template: 2 } },
  { name: 'website info', method: 'POST', path: '/api/website/info' },
];

/** The checkout round (orders under load) of the PostgreSQL run; a reason when it did not run. */
let checkout: CheckoutResult | string | undefined;

/** Opens the checkout round's database-ceiling call (apps/server/src/platform/bench-ceiling.ts). */
const CEILING_ENV = { BENCH_DB_CEILING: 'on' };

async function benchDatabase(
  label: string,
  databaseUrl?: string,
  large = false,
  after?: (origin: string, mallPid: number) => Promise<void>,
): Promise<DatabaseRun> {
  console.log(`\n${label}: starting the mall…`);
  const mall = await startMall(databaseUrl, large ? 'large' : 'demo', after ? CEILING_ENV : {});
  try {
    const measurements = [];
    const targets = large ? await resolveCatalogTargets(mall.origin) : TARGETS;
    for (const target of targets) {
      const m = await measure(mall.origin, target, OPTIONS);
      console.log(
        `  ${target.name.padEnd(20)} ${Math.round(m.reqPerSec).toString().padStart(7)} req/s  p99 ${m.p99Ms} ms` +
          (m.problems.length ? `  (${m.problems.join('; ')})` : ''),
      );
      measurements.push(m);
    }
    if (after) await after(mall.origin, mall.pid);
    return { label, measurements };
  } finally {
    await mall.stop();
  }
}

async function benchPostgres(large = false): Promise<DatabaseRun> {
  const label = large ? 'PostgreSQL, large catalogue (SEED=large, 100,000 goods)' : 'PostgreSQL';
  const db = await createBenchDatabase();
  if ('skipped' in db) {
    console.log(`\n${label}: skipped (${db.skipped})`);
    if (!large) checkout = db.skipped;
    return { label, measurements: [], skipped: db.skipped };
  }
  try {
    // Orders change the database, so the checkout round runs after the read endpoints, on the same mall.
    const ordering = async (origin: string, mallPid: number) => {
      if (process.env.BENCH_CHECKOUT === '0') return;
      console.log('  checkout (create + pay):');
      checkout = await checkoutRound(origin, mallPid, db.url, OPTIONS);
    };
    return await benchDatabase(label, db.url, large, large ? undefined : ordering);
  } finally {
    await db.drop();
  }
}

async function firstLoad(): Promise<FirstLoads | string> {
  const dist = path.join(REPO_ROOT, 'apps/storefront/dist');
  if (!fs.existsSync(path.join(dist, '.vite/manifest.json')))
    return 'no storefront build (run `npm run build` first)';
  return storefrontFirstLoads(dist);
}

async function main() {
  const runs = [await benchDatabase('PGlite (embedded)'), await benchPostgres()];
  // Seeding 100,000 goods takes several minutes, so the goods-discovery round runs when asked for.
  if (process.env.BENCH_LARGE === '1') runs.push(await benchPostgres(true));
  const bundle = await firstLoad();
  if (typeof bundle !== 'string')
    console.log(
      `\nHome first-load JS: ${(bundle.home.gzipBytes / 1024).toFixed(1)} KiB gzip in ${bundle.home.files.length} files`,
    );
  const file = path.join(import.meta.dirname, 'RESULTS.md');
  fs.writeFileSync(file, resultsMarkdown(runs, bundle, OPTIONS, checkoutMarkdown(checkout, OPTIONS)));
  console.log(`\nWritten: ${path.relative(process.cwd(), file)}`);
  // A broken stock or balance sum after the checkout round is a bug, not a number: the run fails.
  if (typeof checkout === 'object' && checkout.checks.some((c) => c.startsWith('FAILED'))) {
    console.error('Checkout consistency checks FAILED (see RESULTS.md)');
    process.exitCode = 1;
  }
}

/** `npm run bench -w bench -- faults`: only the faults round (restarts a PostgreSQL of its own), into FAULTS.md. */
async function faults() {
  console.log('\nFaults round: PostgreSQL restarted and frozen under checkout load…');
  const started = new Date();
  const result = await faultsRound();
  const file = path.join(import.meta.dirname, 'FAULTS.md');
  fs.writeFileSync(file, faultsMarkdown(result, started));
  if ('skipped' in result) console.log(`  skipped: ${result.skipped}`);
  else for (const c of result.checks) console.log(`  ${c}`);
  console.log(`\nWritten: ${path.relative(process.cwd(), file)}`);
  if (!('skipped' in result) && result.checks.some((c) => c.startsWith('FAILED'))) process.exitCode = 1;
}

/** `npm run bench -w bench -- seckill`: only the flash-sale stampede, without and with Redis, into SECKILL.md. */
async function seckill() {
  console.log('\nSeckill round: 10,000 buyers for 100 units…');
  const started = new Date();
  const result = await seckillRound(OPTIONS);
  const file = path.join(import.meta.dirname, 'SECKILL.md');
  fs.writeFileSync(file, seckillMarkdown(result, started));
  if ('skipped' in result) console.log(`  skipped: ${result.skipped}`);
  console.log(`\nWritten: ${path.relative(process.cwd(), file)}`);
  if (!('skipped' in result) && result.some((r) => r.checks.some((c) => c.startsWith('FAILED'))))
    process.exitCode = 1;
}

/**
 * `npm run bench -w bench -- sizes`: only the storefront's first-load JavaScript per route (needs a build); its
 * section of RESULTS.md is replaced, the rest of the file is kept.
 */
async function sizes() {
  const bundle = await firstLoad();
  if (typeof bundle === 'string') throw new Error(bundle);
  for (const r of bundle.routes)
    console.log(
      `${`/${r.path}`.padEnd(40)} ${(r.gzipBytes / 1024).toFixed(1).padStart(7)} KiB gzip in ${r.files.length} files`,
    );
  const file = path.join(import.meta.dirname, 'RESULTS.md');
  fs.writeFileSync(file, replaceSection(fs.readFileSync(file, 'utf8'), firstLoadSection(bundle)));
  console.log(`\nWritten: ${path.relative(process.cwd(), file)}`);
}

/** `npm run bench -w bench -- lighthouse`: the storefront's pages in Lighthouse, into LIGHTHOUSE.md. */
async function lighthouse() {
  console.log('\nLighthouse round: home, goods list, goods detail and cart, desktop and mobile…');
  const started = new Date();
  const audits = await lighthouseRound();
  const file = path.join(import.meta.dirname, 'LIGHTHOUSE.md');
  fs.writeFileSync(file, lighthouseMarkdown(audits, started));
  console.log(`\nWritten: ${path.relative(process.cwd(), file)}`);
}

/**
 * `npm run bench -w bench -- catalog`: only the large-catalogue round (goods discovery on PostgreSQL), into
 * CATALOG.md, so a change to lists or search is measured without the other rounds.
 */
async function catalog() {
  const run = await benchPostgres(true);
  const file = path.join(import.meta.dirname, 'CATALOG.md');
  const when = new Date().toISOString().replace(/\.\d+Z$/, 'Z');
  const load = `${OPTIONS.connections} connections, ${OPTIONS.warmupS} s warm-up then ${OPTIONS.durationS} s per endpoint`;
  fs.writeFileSync(
    file,
    [`# Large catalogue round`, '', `- Date: ${when}`, `- Load: ${load}`, '', ...loadTable(run)].join('\n'),
  );
  console.log(`\nWritten: ${path.relative(process.cwd(), file)}`);
}

/**
 * `npm run bench -w bench -- checkout`: only the checkout round on a fresh PostgreSQL database; its section of
 * RESULTS.md is replaced, the rest of the file is kept.
 */
async function checkoutOnly() {
  const db = await createBenchDatabase();
  if ('skipped' in db) throw new Error(`checkout round skipped: ${db.skipped}`);
  let result: CheckoutResult;
  try {
    console.log('\nCheckout round (PostgreSQL): starting the mall…');
    // BENCH_MALL_ROOT: another checkout of the mall (a before/after pair on the same machine, same bench code).
    const mall = await startMall(db.url, 'demo', CEILING_ENV, process.env.BENCH_MALL_ROOT || REPO_ROOT);
    try {
      result = await checkoutRound(mall.origin, mall.pid, db.url, OPTIONS);
    } finally {
      await mall.stop();
    }
  } finally {
    await db.drop();
  }
  const file = path.join(import.meta.dirname, 'RESULTS.md');
  fs.writeFileSync(file, replaceSection(fs.readFileSync(file, 'utf8'), checkoutMarkdown(result, OPTIONS)));
  console.log(`\nWritten: ${path.relative(process.cwd(), file)}`);
  if (result.checks.some((c) => c.startsWith('FAILED'))) process.exitCode = 1;
}

/** Swaps the section whose heading starts `lines` for `lines` (appended when the file has none). */
function replaceSection(text: string, lines: string[]): string {
  const heading = lines[0]!;
  const start = text.indexOf(`${heading}\n`);
  if (start < 0) return `${text.trimEnd()}\n\n${lines.join('\n')}`;
  const next = text.indexOf('\n## ', start + heading.length);
  const rest = next < 0 ? '' : text.slice(next + 1);
  return `${text.slice(0, start)}${lines.join('\n')}\n${rest}`;
}

const ROUNDS: Record<string, () => Promise<void>> = {
  faults,
  seckill,
  sizes,
  lighthouse,
  checkout: checkoutOnly,
  catalog,
};
(ROUNDS[process.argv[2] ?? ''] ?? main)().catch((err: unknown) => {
  console.error(err);
  process.exitCode = 1;
});
