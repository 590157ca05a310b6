import type { JobDefinition } from '../../platform/jobs/job-runner.ts';
import { moveDueStatuses } from './seckill.repository.ts';

/**
 * Flash sales open at their start and end at their end (facts §5.1 crons), moved by one periodic job on the
 * jobs runner (claimed with SKIP LOCKED, so two processes move them once). Buying checks the dates itself, so
 * the tick's lag never lets a buyer in early or late.
 */
export const seckillStatusJob: JobDefinition = {
  name: 'seckillStatus',
  everySeconds: 30,
  run: async (tx, r) => void (await moveDueStatuses(tx, r.now)),
};
