import { and, eq, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { idempotencyKey } from '../../db/schema/index.ts';
import type { Tx } from '../../platform/jobs/job-runner.ts';
import { preparedOnce } from '../../platform/prepared.ts';

/*
 * Idempotency keys of order creation (DESIGN §4): the first request with a key claims it inside its transaction
 * and stores its answer there; a repeat waits for the first to commit and reads that answer.
 */

/** The scope of order creation's keys (the seckill checkout reads them with the sale, in one query). */
export const ORDER_KEY_SCOPE = 'order_create';
const SCOPE = ORDER_KEY_SCOPE;

/**
 * Claims the key with the answer the request will give (seen by others only once the transaction commits);
 * answers false when another request holds it (the unique index decides).
 */
export async function claimKey(
  tx: Tx,
  memberId: number,
  key: string,
  now: number,
  outTradeNo: string,
): Promise<boolean> {
  const rows = await tx
    .insert(idempotencyKey)
    .values({ memberId, scope: SCOPE, idemKey: key, createTime: now, result: { out_trade_no: outTradeNo } })
    .onConflictDoNothing()
    .returning({ id: idempotencyKey.id });
  return rows.length === 1;
}

const answerOf = preparedOnce((db: Db | Tx) =>
  db
    .select({ result: idempotencyKey.result })
    .from(idempotencyKey)
    .where(
      and(
        eq(idempotencyKey.memberId, sql.placeholder('memberId')),
        eq(idempotencyKey.scope, SCOPE),
        eq(idempotencyKey.idemKey, sql.placeholder('key')),
      ),
    )
    .prepare('idempotency_key_answer'),
);

/** The out_trade_no stored for the key, if its request finished. */
export async function storedAnswer(db: Db | Tx, memberId: number, key: string): Promise<string | null> {
  const [row] = await answerOf(db).execute({ memberId, key });
  // Kept as an object: a bare JSON string would come back parsed as a number by the jsonb mapping.
  const stored = row?.result as { out_trade_no?: unknown } | null | undefined;
  return typeof stored?.out_trade_no === 'string' ? stored.out_trade_no : null;
}
