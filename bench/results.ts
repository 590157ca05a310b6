import os from 'node:os';
import type { FirstLoads } from './route-sizes.ts';
import type { LoadOptions, Measurement } from './load.ts';

export interface DatabaseRun {
  label: string;
  measurements: Measurement[];
  /** Why this database was not measured, when it was not. */
  skipped?: string;
}

const kb = (bytes: number) => `${(bytes / 1024).toFixed(1)} KiB`;
const int = (n: number) => Math.round(n).toLocaleString('en-US');

export function loadTable(run: DatabaseRun): string[] {
  if (run.skipped) return [`### ${run.label}`, '', `Skipped: ${run.skipped}.`, ''];
  const ceiling = run.measurements[0]?.reqPerSec ?? 0;
  const rows = run.measurements.map((m) => {
    const share = ceiling > 0 ? (m.reqPerSec / ceiling) * 100 : undefined;
    const ratio = share === undefined ? '–' : `${share.toFixed(share < 10 ? 1 : 0)} %`;
    const call = `${m.target.method} \`${m.target.path}\`${m.target.body ? ` \`${JSON.stringify(m.target.body)}\`` : ''}`;
    const notes = m.problems.join('; ') || '';
    return `| ${m.target.name} | ${call} | ${int(m.reqPerSec)} | ${m.p99Ms.toFixed(0)} | ${ratio} | ${notes} |`;
  });
  return [
    `### ${run.label}`,
    '',
    '| endpoint | call | req/s (avg) | p99 ms | vs ceiling | notes |',
    '|---|---|---:|---:|---:|---|',
    ...rows,
    '',
  ];
}

function bundleTable(firstLoad: FirstLoads | string): string[] {
  if (typeof firstLoad === 'string') return [`Not measured: ${firstLoad}.`, ''];
  const over = firstLoad.routes.filter((r) => r.gzipBytes > (r.path === 'index' ? 200 : 300) * 1024).length;
  return [
    `Home: **${kb(firstLoad.home.gzipBytes)} gzip** (${kb(firstLoad.home.rawBytes)} raw) in ${firstLoad.home.files.length} files; ` +
      `${over} of ${firstLoad.routes.length} routes over budget (home 200 KiB, others 300 KiB).`,
    '',
    '| route | layout | files | raw | gzip |',
    '|---|---|---:|---:|---:|',
    ...firstLoad.routes.map(
      (r) => `| \`/${r.path}\` | ${r.layout} | ${r.files.length} | ${kb(r.rawBytes)} | ${kb(r.gzipBytes)} |`,
    ),
    '',
  ];
}

export function resultsMarkdown(
  runs: DatabaseRun[],
  firstLoad: FirstLoads | string,
  opts: LoadOptions,
  /** Further sections (the checkout round), placed after the API tables. */
  extra: string[] = [],
): string {
  const cpu = os.cpus()[0]?.model.trim() ?? 'unknown CPU';
  return [
    '# Benchmark results',
    '',
    'Written by `npm run bench` (bench/run.ts); the last run is kept here.',
    '',
    `- Date: ${new Date().toISOString().replace(/\.\d+Z$/, 'Z')}`,
    `- Machine: ${os.availableParallelism()} CPUs (nproc), ${cpu}, ${Math.round(os.totalmem() / 2 ** 20)} MiB RAM, ${os.platform()} ${os.release()}`,
    `- Node: ${process.version} (server and load generator on the same machine)`,
    `- Load: autocannon, ${opts.connections} connections, ${opts.warmupS} s warm-up then ${opts.durationS} s per endpoint, one mall process, demo seed (large seed in the large-catalogue round)`,
    '',
    'These machines are noisy and the load generator shares the CPUs with the server, so read the **vs ceiling**',
    'column: each endpoint as a share of `GET /livez` (no database work) measured in the same run. The absolute',
    'numbers move from run to run; they are never test assertions (DESIGN §7).',
    '',
    '## API throughput',
    '',
    ...runs.flatMap(loadTable),
    ...extra,
    ...firstLoadSection(firstLoad),
  ].join('\n');
}

/** The first-load section of RESULTS.md: written by the whole run, or replaced alone by the `sizes` round. */
export function firstLoadSection(firstLoad: FirstLoads | string): string[] {
  return [
    '## First-load JavaScript per route',
    '',
    'From the build manifest (`apps/storefront/dist/.vite/manifest.json`): the entry with its static imports, the',
    "English messages, the route's lazy layout and its lazy page, each with their static imports; each file once,",
    'gzipped with node:zlib (default level). `bench/first-load.ts`; the same sums are asserted by',
    '`apps/storefront/src/app/route-weight.test.ts`. "files" is how many requests a first visit makes for them.',
    `Measured ${new Date().toISOString().replace(/\.\d+Z$/, 'Z')}.`,
    '',
    ...bundleTable(firstLoad),
  ];
}
