import { prepare, psql } from './checkout-round.ts';
import { dataChecks, serviceChecks, type HealthSample } from './faults-checks.ts';
import { buyOnce, emptyTally, type Outcome, type Tally } from './faults-load.ts';
import { startPrivatePostgres } from './private-postgres.ts';
import { startMall, type MallServer } from './server.ts';

/**
 * Faults round: two mall processes on one PostgreSQL of the round's own, checkout loops running against both,
 * and in the middle PostgreSQL restarted (stopped like `pg_ctlcluster restart`, down a few seconds) and later
 * frozen (SIGSTOP). Then: what the shoppers were answered, what /healthz said and how fast, whether the processes
 * survived and reconnected, and whether the database lost or doubled anything.
 */

const WORKERS = Number(process.env.FAULTS_WORKERS) || 8;
const MEMBERS_PER_WORKER = 5;
const SCHEDULE = { restartAtS: 6, downS: 4, freezeAtS: 18, frozenS: 8, loadS: 32 };

export interface FaultsResult {
  tally: Tally;
  outcomes: Outcome[];
  events: string[];
  health: { process: number; during: string; answers: string; slowestMs: number }[];
  recoveryMs: number[];
  checks: string[];
}

const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));

/** Asks each process's /healthz every 250 ms until stopped. */
function sampleHealth(malls: MallServer[], t0: number) {
  const samples: HealthSample[][] = malls.map(() => []);
  let on = true;
  const loops = malls.map(async (m, i) => {
    while (on) {
      const start = performance.now();
      const status = await fetch(`${m.origin}/healthz`, { signal: AbortSignal.timeout(15_000) }).then(
        (r) => r.status,
        () => 0,
      );
      samples[i]!.push({ atMs: start - t0, status, ms: performance.now() - start });
      await sleep(250);
    }
  });
  return { samples, stop: async () => ((on = false), await Promise.all(loops)) };
}

/** /healthz answers inside a window: counts per status and the slowest. */
function healthIn(samples: HealthSample[], fromMs: number, toMs: number) {
  const inside = samples.filter((s) => s.atMs >= fromMs && s.atMs < toMs);
  const counts = new Map<number, number>();
  for (const s of inside) counts.set(s.status, (counts.get(s.status) ?? 0) + 1);
  const answers = [...counts].map(([status, n]) => `${n}× ${status || 'no answer'}`).join(', ');
  return { answers, slowestMs: Math.round(Math.max(0, ...inside.map((s) => s.ms))) };
}

async function load(origins: string[], tokens: string[], skus: number[], untilMs: number) {
  const tally = emptyTally();
  const outcomes: Outcome[] = [];
  let seq = 0;
  await Promise.all(
    Array.from({ length: WORKERS }, async (_, w) => {
      const mine = tokens.filter((_t, i) => i % WORKERS === w);
      for (let n = 0; performance.now() < untilMs; n++) {
        const s = ++seq;
        const flow = s % 2 ? 'balance' : 'sandbox';
        const o = {
          token: mine[n % mine.length]!,
          skuId: skus[s % skus.length]!,
          key: `faults-${Date.now()}-${s}`,
          flow,
        } as const;
        outcomes.push(await buyOnce(tally, origins, o));
      }
    }),
  );
  return { tally, outcomes };
}

export async function faultsRound(): Promise<FaultsResult | { skipped: string }> {
  const pg = await startPrivatePostgres();
  if ('skipped' in pg) return pg;
  const malls: MallServer[] = [];
  try {
    await psql(pg.url, 'create database mall_faults');
    const dbUrl = pg.url.replace(/\/postgres$/, '/mall_faults');
    console.log('  starting two mall processes together on the empty database…');
    malls.push(...(await Promise.all([startMall(dbUrl), startMall(dbUrl)])));
    const { tokens, skus } = await prepare(dbUrl, WORKERS * MEMBERS_PER_WORKER);
    const t0 = performance.now();
    const at = (s: number) => t0 + s * 1000;
    const since = () => `${((performance.now() - t0) / 1000).toFixed(1)} s`;
    const events: string[] = [];
    const health = sampleHealth(malls, t0);
    const running = load(
      malls.map((m) => m.origin),
      tokens,
      skus,
      at(SCHEDULE.loadS),
    );
    const faults = (async () => {
      await sleep(at(SCHEDULE.restartAtS) - performance.now());
      events.push(`${since()}: PostgreSQL stopped (fast shutdown: every session terminated)`);
      await pg.restart(SCHEDULE.downS * 1000);
      events.push(`${since()}: PostgreSQL started again`);
      const backAt = performance.now() - t0;
      await sleep(at(SCHEDULE.freezeAtS) - performance.now());
      const thaw = await pg.freeze();
      const frozenAt = performance.now() - t0;
      events.push(`${since()}: PostgreSQL frozen (SIGSTOP to the server and every backend)`);
      await sleep(SCHEDULE.frozenS * 1000);
      await thaw();
      events.push(`${since()}: PostgreSQL thawed (SIGCONT)`);
      return { backAt, frozenAt, thawedAt: performance.now() - t0 };
    })();
    const [{ tally, outcomes }, { backAt, frozenAt, thawedAt }] = await Promise.all([running, faults]);
    events.push(`${since()}: load stopped; ${outcomes.length} checkouts`);
    await health.stop();
    const restartFrom = SCHEDULE.restartAtS * 1000;
    const result: FaultsResult = {
      tally,
      outcomes,
      events,
      health: health.samples.flatMap((s, i) => [
        { process: i + 1, during: 'restart (stopped)', ...healthIn(s, restartFrom, backAt) },
        { process: i + 1, during: 'freeze', ...healthIn(s, frozenAt, thawedAt) },
      ]),
      recoveryMs: health.samples.map((s) => {
        const first = s.find((x) => x.atMs >= backAt && x.status === 200);
        return first ? Math.round(first.atMs - backAt) : -1;
      }),
      checks: [
        ...serviceChecks(
          tally,
          malls.map((m) => m.alive()),
          malls.map((m) => m.output()),
        ),
        ...(await dataChecks(dbUrl, outcomes, skus)),
      ],
    };
    return result;
  } finally {
    await Promise.all(malls.map((m) => m.stop()));
    await pg.stop();
  }
}
