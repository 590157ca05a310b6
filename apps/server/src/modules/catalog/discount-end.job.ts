import type { JobDefinition } from '../../platform/jobs/job-runner.ts';
import { endDueDiscounts } from './discount-end.repository.ts';

/** Ends limited-time discounts in the list's sort key soon after their end (see endDueDiscounts). */
export const discountEndJob: JobDefinition = {
  name: 'discountEnd',
  everySeconds: 10,
  run: async (tx, r) => void (await endDueDiscounts(tx, r.now)),
};
