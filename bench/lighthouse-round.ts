import fs from 'node:fs';
import path from 'node:path';
import * as chromeLauncher from 'chrome-launcher';
import lighthouse from 'lighthouse';
import desktopConfig from 'lighthouse/core/config/desktop-config.js';
import { REPO_ROOT, startMall } from './server.ts';

const CHROMIUM = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';
const CATEGORIES = ['performance', 'accessibility', 'best-practices', 'seo'] as const;
type Category = (typeof CATEGORIES)[number];

export interface PageAudit {
  page: string;
  path: string;
  formFactor: 'desktop' | 'mobile';
  scores: Record<Category, number>;
  lcpMs: number;
  cls: number;
  tbtMs: number;
  /** Accessibility audits that failed, with how many elements each. */
  failing: string[];
  /** The performance scores of every run of this page, lowest first (the row shows the median run). */
  performanceRuns: number[];
}

/**
 * Runs per page and form factor (LIGHTHOUSE_RUNS, default 3): one run's mobile performance moved by 15 points
 * between two runs of the same build here, so the round reports the median run and the spread.
 */
const RUNS = Math.max(1, Number(process.env.LIGHTHOUSE_RUNS ?? 3) || 3);

/** The run with the median performance score. */
export function medianRun(runs: Omit<PageAudit, 'performanceRuns'>[]): PageAudit {
  const sorted = [...runs].sort((a, b) => a.scores.performance - b.scores.performance);
  return {
    ...sorted[Math.floor((sorted.length - 1) / 2)]!,
    performanceRuns: sorted.map((r) => r.scores.performance),
  };
}

/** The pages issue 12 names: home, a goods list, a goods page and the cart, as a first visit sees them. */
async function pages(origin: string): Promise<{ page: string; path: string }[]> {
  const res = await fetch(`${origin}/api/goodssku/page`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ page: 1, page_size: 1 }),
  });
  const body = (await res.json()) as { data?: { list?: { sku_id: number }[] } };
  const sku = body.data?.list?.[0]?.sku_id;
  if (!sku) throw new Error('the demo catalogue listed no goods');
  return [
    { page: 'home', path: '/web/index' },
    { page: 'goods list', path: '/web/list?keyword=phone' },
    { page: 'goods detail', path: `/web/sku-${sku}` },
    { page: 'cart', path: '/web/cart' },
  ];
}

const numeric = (lhr: { audits: Record<string, { numericValue?: number }> }, id: string) =>
  Math.round((lhr.audits[id]?.numericValue ?? NaN) * 1000) / 1000;

/** One Lighthouse run of one page in a fresh headless Chromium (nothing cached: a first visit). */
async function audit(origin: string, page: { page: string; path: string }, formFactor: 'desktop' | 'mobile') {
  const chrome = await chromeLauncher.launch({
    chromePath: CHROMIUM,
    chromeFlags: ['--headless=new', '--no-sandbox', '--disable-gpu', '--disable-dev-shm-usage'],
  });
  try {
    const result = await lighthouse(
      `${origin}${page.path}`,
      { port: chrome.port, output: 'json', logLevel: 'error', onlyCategories: [...CATEGORIES] },
      formFactor === 'desktop' ? desktopConfig : undefined,
    );
    if (!result) throw new Error(`Lighthouse gave no result for ${page.path}`);
    const { lhr } = result;
    const scores = Object.fromEntries(
      CATEGORIES.map((c) => [c, Math.round((lhr.categories[c]?.score ?? 0) * 100)]),
    ) as Record<Category, number>;
    const failing = (lhr.categories.accessibility?.auditRefs ?? [])
      .map((ref) => lhr.audits[ref.id]!)
      .filter((a) => a.score === 0)
      .map((a) => {
        const items = (a.details as { items?: unknown[] } | undefined)?.items?.length ?? 0;
        return `${a.id} (${items})`;
      });
    return {
      ...page,
      formFactor,
      scores,
      lcpMs: Math.round(numeric(lhr, 'largest-contentful-paint')),
      cls: numeric(lhr, 'cumulative-layout-shift'),
      tbtMs: Math.round(numeric(lhr, 'total-blocking-time')),
      failing,
    } satisfies Omit<PageAudit, 'performanceRuns'>;
  } finally {
    chrome.kill();
  }
}

/**
 * `npm run bench -w bench -- lighthouse`: a mall on a fresh demo database and the storefront build
 * (`npm run build` first), each page audited on desktop and on mobile (Lighthouse's own throttling), into
 * bench/LIGHTHOUSE.md. The median of LIGHTHOUSE_RUNS runs per page: the machine is noisy, so read the spread
 * beside it; accessibility, best-practices and SEO are deterministic.
 */
export async function lighthouseRound(): Promise<PageAudit[]> {
  if (!fs.existsSync(path.join(REPO_ROOT, 'apps/storefront/dist/index.html')))
    throw new Error('no storefront build: run `npm run build` first');
  const mall = await startMall();
  try {
    const audits: PageAudit[] = [];
    for (const page of await pages(mall.origin)) {
      for (const formFactor of ['desktop', 'mobile'] as const) {
        const runs = [];
        for (let i = 0; i < RUNS; i++) runs.push(await audit(mall.origin, page, formFactor));
        const a = medianRun(runs);
        console.log(
          `  ${`${a.page} (${formFactor})`.padEnd(24)} ` +
            CATEGORIES.map((c) => `${c} ${a.scores[c]}`).join('  ') +
            `  (performance runs ${a.performanceRuns.join(', ')})` +
            (a.failing.length ? `  failing: ${a.failing.join(', ')}` : ''),
        );
        audits.push(a);
      }
    }
    return audits;
  } finally {
    await mall.stop();
  }
}

export function lighthouseMarkdown(audits: PageAudit[], started: Date): string {
  return [
    '# Lighthouse round',
    '',
    'Written by `npm run bench -w bench -- lighthouse` (bench/lighthouse-round.ts); the last run is kept here.',
    '',
    `- Date: ${started.toISOString().replace(/\.\d+Z$/, 'Z')}; Lighthouse 12 driving ${CHROMIUM} (headless), the median of ${RUNS} runs per page by performance (every run's performance score beside it)`,
    '- The mall: one process, fresh PGlite with the demo seed, the storefront build served as in production',
    "- Mobile uses Lighthouse's simulated slow 4G and 4× CPU slowdown; desktop its desktop preset",
    '',
    '| page | form factor | performance | runs | accessibility | best practices | SEO | LCP ms | CLS | TBT ms | failing accessibility audits (elements) |',
    '|---|---|---:|---|---:|---:|---:|---:|---:|---:|---|',
    ...audits.map(
      (a) =>
        `| ${a.page} (\`${a.path}\`) | ${a.formFactor} | ${a.scores.performance} | ${a.performanceRuns.join(', ')} | ` +
        `${a.scores.accessibility} | ` +
        `${a.scores['best-practices']} | ${a.scores.seo} | ${a.lcpMs} | ${a.cls} | ${a.tbtMs} | ` +
        `${a.failing.join(', ') || '—'} |`,
    ),
    '',
  ].join('\n');
}
