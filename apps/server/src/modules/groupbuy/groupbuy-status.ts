import type { JobDefinition } from '../../platform/jobs/job-runner.ts';
import { moveStatuses } from './groupbuy.repository.ts';

export const GROUPBUY_STATUS_JOB = 'groupbuy_status';

/**
 * Moves group buys not started → running → ended (facts §5.2 crons). Runs every 10 s on the jobs runner, claimed
 * with SKIP LOCKED so two processes move each row once; reads and the checkout go by the dates themselves, so
 * the few seconds between a start or end and this run change nothing a buyer can do.
 */
export const groupbuyStatusJob: JobDefinition = {
  name: GROUPBUY_STATUS_JOB,
  everySeconds: 10,
  run: async (tx, { now }) => {
    await moveStatuses(tx, now);
  },
};
