import { and, eq, inArray, lt, or } from 'drizzle-orm';
import type { Tx } from '../database.ts';
import type { JobDefinition } from './job-runner.ts';
import { job } from './job-table.ts';

/**
 * One kind of row that outlived its use (expired sessions, codes, captchas, throttle rows, idempotency keys).
 * The module that owns the table states the rule and deletes, so the table keeps a single writer.
 */
export interface PruneTask {
  table: string;
  /** Deletes at most `limit` rows that are no longer needed at `now` (unix seconds); answers how many. */
  prune: (tx: Tx, now: number, limit: number) => Promise<number>;
}

/** Rows per delete statement, and statements per table per run: a run never holds a large transaction. */
export const PRUNE_BATCH = 1_000;
const BATCHES_PER_RUN = 20;
const EVERY_SECONDS = 600;
const DAY = 86_400;

/** Finished one-shot jobs are kept a week (what ran, when), given-up ones a month for the operator. */
const pruneJobs: PruneTask = {
  table: 'job',
  prune: async (tx, now, limit) => {
    const old = or(
      and(eq(job.status, 1), lt(job.lastRunTime, now - 7 * DAY)),
      and(eq(job.status, 2), lt(job.lastRunTime, now - 30 * DAY)),
    );
    const ids = tx.select({ id: job.jobId }).from(job).where(old).limit(limit);
    return (await tx.delete(job).where(inArray(job.jobId, ids)).returning({ id: job.jobId })).length;
  },
};

/** Deletes in batches until a batch comes back short, or the run's share is used up; answers rows per table. */
export async function pruneAll(
  tx: Tx,
  tasks: PruneTask[],
  now: number,
  batch = PRUNE_BATCH,
): Promise<Record<string, number>> {
  const deleted: Record<string, number> = {};
  for (const task of [...tasks, pruneJobs]) {
    let total = 0;
    for (let i = 0; i < BATCHES_PER_RUN; i++) {
      const n = await task.prune(tx, now, batch);
      total += n;
      if (n < batch) break;
    }
    deleted[task.table] = (deleted[task.table] ?? 0) + total;
  }
  return deleted;
}

/** The periodic job that keeps the short-lived tables short (one row, claimed like every job: runs once). */
export function housekeepingJob(tasks: PruneTask[]): JobDefinition {
  return {
    name: 'housekeeping',
    everySeconds: EVERY_SECONDS,
    run: async (tx, r) => void (await pruneAll(tx, tasks, r.now)),
  };
}
