import fs from 'node:fs';
import path from 'node:path';
import { homeFirstLoadJs, type FirstLoad } from './bundle-size.ts';
import { resolveCatalogTargets } from './catalog-round.ts';
import { measure, type LoadOptions, type Target } from './load.ts';
import { createBenchDatabase } from './postgres.ts';
import { resultsMarkdown, type DatabaseRun } from './results.ts';
import { REPO_ROOT, startMall } from './server.ts';

// Bounded on purpose: a run stays around two minutes on two databases whatever the environment says.
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

async function benchDatabase(label: string, databaseUrl?: string, large = false): Promise<DatabaseRun> {
  console.log(`\n${label}: starting the mall…`);
  const mall = await startMall(databaseUrl, large ? 'large' : 'demo');
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
    return { label, measurements: [], skipped: db.skipped };
  }
  try {
    return await benchDatabase(label, db.url, large);
  } finally {
    await db.drop();
  }
}

function firstLoad(): FirstLoad | string {
  const dist = path.join(REPO_ROOT, 'apps/storefront/dist');
  if (!fs.existsSync(path.join(dist, 'index.html'))) return 'no storefront build (run `npm run build` first)';
  return homeFirstLoadJs(dist);
}

async function main() {
  const runs = [await benchDatabase('PGlite (embedded)'), await benchPostgres()];
  // Seeding 100,000 goods takes several minutes, so the goods-discovery round runs when asked for.
  if (process.env.BENCH_LARGE === '1') runs.push(await benchPostgres(true));
  const bundle = firstLoad();
  if (typeof bundle !== 'string')
    console.log(
      `\nHome first-load JS: ${(bundle.gzipBytes / 1024).toFixed(1)} KiB gzip in ${bundle.chunks.length} files`,
    );
  const file = path.join(import.meta.dirname, 'RESULTS.md');
  fs.writeFileSync(file, resultsMarkdown(runs, bundle, OPTIONS));
  console.log(`\nWritten: ${path.relative(process.cwd(), file)}`);
}

main().catch((err: unknown) => {
  console.error(err);
  process.exitCode = 1;
});
