import { idempotencyPruneTasks } from './flows/checkout/index.ts';
import { accountPruneTasks } from './modules/account/index.ts';
import { authPruneTasks } from './platform/auth/auth-prune.ts';
import type { PruneTask } from './platform/jobs/housekeeping.ts';

/**
 * Every table whose rows outlive their use, with its owner's rule (the housekeeping job adds its own `job`
 * rows). A new short-lived table adds its owner's task here.
 */
export const PRUNE_TASKS: PruneTask[] = [...authPruneTasks, ...accountPruneTasks, ...idempotencyPruneTasks];
