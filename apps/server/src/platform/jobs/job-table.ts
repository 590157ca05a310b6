import { index, integer, pgTable, serial, smallint, text, uniqueIndex, varchar } from 'drizzle-orm/pg-core';
import { unixTime } from '../database.ts';

// The platform's own table: db/schema/index.ts re-exports it, so migrations see it with every other table.

/**
 * Scheduled work (job-runner.ts). One row per periodic job (relate_id 0, interval_seconds > 0) or per one-shot
 * job about one thing (e.g. closing order 42: relate_id 42, interval_seconds 0). A runner claims due rows with
 * SELECT … FOR UPDATE SKIP LOCKED, so several server processes never run one row twice.
 */
export const job = pgTable(
  'job',
  {
    jobId: serial('job_id').primaryKey(),
    name: varchar('name', { length: 60 }).notNull(),
    relateId: integer('relate_id').notNull().default(0),
    /** When the job is next due (unix seconds). */
    runAt: unixTime('run_at'),
    /** 0 = one-shot: done after one successful run. */
    intervalSeconds: integer('interval_seconds').notNull().default(0),
    /** 0 waiting, 1 done (one-shot only), 2 given up after too many failures. */
    status: smallint('status').notNull().default(0),
    attempts: integer('attempts').notNull().default(0),
    lastError: text('last_error').notNull().default(''),
    lastRunTime: unixTime('last_run_time'),
    createTime: unixTime('create_time'),
  },
  (t) => [
    uniqueIndex('job_name_relate_uq').on(t.name, t.relateId),
    index('job_due_idx').on(t.status, t.runAt),
  ],
);
