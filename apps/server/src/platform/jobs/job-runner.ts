import { and, asc, eq, inArray, lte, sql } from 'drizzle-orm';
import type { Db, Tx } from '../database.ts';
import { isDatabaseUnavailable, reportOutage } from '../outage.ts';
import { job } from './job-table.ts';

/** Also offered here: job definitions and the code they call take the transaction type from the runner. */
export type { Tx };

/** What a job's work receives: the claimed row and the time the tick runs at (tests pass their own). */
export interface JobRun {
  jobId: number;
  relateId: number;
  now: number;
}

/**
 * One kind of scheduled work. Periodic jobs give `everySeconds` and get one row that the runner creates;
 * one-shot jobs (close order 42 at 10:30) are put in the table with `scheduleJob` by the code that needs them.
 * `run` works inside the claiming transaction, so its writes and the job's completion commit together.
 */
export interface JobDefinition {
  name: string;
  everySeconds?: number;
  run: (tx: Tx, run: JobRun) => Promise<void>;
}

export interface JobLogger {
  debug: (obj: object, msg: string) => void;
  info: (obj: object, msg: string) => void;
  warn: (obj: object, msg: string) => void;
  error: (obj: object, msg: string) => void;
}

export interface JobRunner {
  /** Runs every due job once (up to a batch); answers how many ran. Tests call this directly. */
  tick: (now?: number) => Promise<number>;
  /** Ticks now and then every interval, inside this process. */
  start: () => void;
  /** Stops the timer and waits for a running tick to finish. */
  stop: () => Promise<void>;
}

const STATUS_WAITING = 0;
const STATUS_DONE = 1;
const STATUS_GIVEN_UP = 2;
const nowSeconds = () => Math.floor(Date.now() / 1000);

/** A failed job waits longer after each failure: 30 s, 60 s, 120 s … at most an hour. */
export const retryDelaySeconds = (attempts: number) => Math.min(30 * 2 ** Math.max(attempts - 1, 0), 3600);

/** Puts a one-shot job in the table (or moves its due time when it is already there and not done). */
export async function scheduleJob(db: Db | Tx, name: string, relateId: number, runAt: number): Promise<void> {
  await db
    .insert(job)
    .values({ name, relateId, runAt, createTime: nowSeconds() })
    .onConflictDoUpdate({
      target: [job.name, job.relateId],
      set: { runAt, status: STATUS_WAITING, attempts: 0 },
    });
}

async function ensurePeriodicRows(db: Db, defs: JobDefinition[], now: number): Promise<void> {
  const periodic = defs.filter((d) => d.everySeconds);
  if (periodic.length === 0) return;
  await db
    .insert(job)
    .values(
      periodic.map((d) => ({ name: d.name, runAt: now, intervalSeconds: d.everySeconds!, createTime: now })),
    )
    .onConflictDoUpdate({
      target: [job.name, job.relateId],
      set: { intervalSeconds: sql`excluded.interval_seconds` },
    });
}

type ClaimedJob = typeof job.$inferSelect;

/** Records the outcome on the claimed row, inside the claiming transaction. */
async function finish(tx: Tx, row: ClaimedJob, now: number, error: unknown, maxAttempts: number) {
  if (!error) {
    const next = row.intervalSeconds > 0 ? { runAt: now + row.intervalSeconds } : { status: STATUS_DONE };
    await tx
      .update(job)
      .set({ ...next, attempts: 0, lastError: '', lastRunTime: now })
      .where(eq(job.jobId, row.jobId));
    return;
  }
  const attempts = row.attempts + 1;
  const givenUp = row.intervalSeconds === 0 && attempts >= maxAttempts;
  await tx
    .update(job)
    .set({
      attempts,
      lastError: String(error instanceof Error ? error.message : error).slice(0, 2000),
      lastRunTime: now,
      runAt: now + retryDelaySeconds(attempts),
      status: givenUp ? STATUS_GIVEN_UP : STATUS_WAITING,
    })
    .where(eq(job.jobId, row.jobId));
}

export function createJobRunner(
  db: Db,
  defs: JobDefinition[],
  opts: { log?: JobLogger; intervalMs?: number; batch?: number; maxAttempts?: number } = {},
): JobRunner {
  const byName = new Map(defs.map((d) => [d.name, d]));
  const names = [...byName.keys()];
  const { log, intervalMs = 10_000, batch = 100, maxAttempts = 10 } = opts;
  let ensured = false;
  let timer: NodeJS.Timeout | undefined;
  let running: Promise<number> | undefined;

  /** Claims one due row (skipping rows another process holds), runs it and records the outcome. */
  const runOne = (now: number): Promise<boolean> =>
    db.transaction(async (tx) => {
      const [row] = await tx
        .select()
        .from(job)
        .where(and(eq(job.status, STATUS_WAITING), lte(job.runAt, now), inArray(job.name, names)))
        .orderBy(asc(job.runAt), asc(job.jobId))
        .limit(1)
        .for('update', { skipLocked: true });
      if (!row) return false;
      let error: unknown = null;
      try {
        // A savepoint: a failing job's own writes roll back, its failure is still recorded.
        await tx.transaction((sp) =>
          byName.get(row.name)!.run(sp, { jobId: row.jobId, relateId: row.relateId, now }),
        );
      } catch (err) {
        error = err ?? new Error('job failed');
        if (isDatabaseUnavailable(err)) throw err; // nothing to record: the claim rolls back and waits
        log?.error({ err, job: row.name, relateId: row.relateId }, 'job failed');
      }
      await finish(tx, row, now, error, maxAttempts);
      // Debug level: the two-process test counts these lines to see each due job run exactly once.
      log?.debug({ job: row.name, relateId: row.relateId, runAt: row.runAt, ok: !error }, 'job ran');
      return true;
    });

  const tick = async (now = nowSeconds()): Promise<number> => {
    if (names.length === 0) return 0;
    if (!ensured) {
      await ensurePeriodicRows(db, defs, now);
      ensured = true;
    }
    let ran = 0;
    while (ran < batch && (await runOne(now))) ran++;
    return ran;
  };

  const guardedTick = () => {
    if (running) return;
    running = tick()
      .catch((err: unknown) => {
        if (!log) return 0;
        if (isDatabaseUnavailable(err)) reportOutage(log, err);
        else log.error({ err }, 'job tick failed');
        return 0;
      })
      .finally(() => {
        running = undefined;
      });
  };

  return {
    tick,
    start: () => {
      if (timer) return;
      guardedTick();
      timer = setInterval(guardedTick, intervalMs);
      timer.unref();
    },
    stop: async () => {
      if (timer) clearInterval(timer);
      timer = undefined;
      await running;
    },
  };
}
