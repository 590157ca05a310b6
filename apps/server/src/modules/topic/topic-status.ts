import type { JobDefinition } from '../../platform/jobs/job-runner.ts';
import { moveTopicStatuses } from './topic.repository.ts';

export const TOPIC_STATUS_JOB = 'topic_status';

/**
 * Moves topic events not started → running → ended (facts §5.4 crons), every 10 s on the jobs runner (claimed
 * with SKIP LOCKED, so two processes move each row once). Reads and the checkout go by the dates themselves.
 */
export const topicStatusJob: JobDefinition = {
  name: TOPIC_STATUS_JOB,
  everySeconds: 10,
  run: async (tx, { now }) => {
    await moveTopicStatuses(tx, now);
  },
};
