import { inArray, lt } from 'drizzle-orm';
import { idempotencyKey } from '../../db/schema/index.ts';
import type { PruneTask } from '../../platform/jobs/housekeeping.ts';

/**
 * A key guards against double clicks and retries of one create: a day covers any retry, as payment APIs keep
 * theirs for 24 hours. After that a repeat with the same key is a new request.
 */
const KEY_RETENTION_SECONDS = 86_400;

export const idempotencyPruneTasks: PruneTask[] = [
  {
    table: 'idempotency_key',
    prune: async (tx, now, limit) => {
      const old = lt(idempotencyKey.createTime, now - KEY_RETENTION_SECONDS);
      const ids = tx.select({ id: idempotencyKey.id }).from(idempotencyKey).where(old).limit(limit);
      const rows = await tx
        .delete(idempotencyKey)
        .where(inArray(idempotencyKey.id, ids))
        .returning({ id: idempotencyKey.id });
      return rows.length;
    },
  },
];
