import type { Tx } from '../../platform/jobs/job-runner.ts';
import { logChanges, type Actor } from './order-move.ts';
import * as repo from './order-evaluate.repository.ts';
import type { DbOrTx } from './order-write.repository.ts';

/*
 * The review flags of an order (facts §2.5 take delivery, §2.7): receipt opens the review (is_evaluate 1,
 * evaluate_status 0), the review moves it to 1, the follow-up to 2 and closes it (is_evaluate 0). The review
 * module calls these in its own transaction, so the flags move with the review rows or not at all.
 */

export { selectEvaluateOrder, type EvaluateOrderRow } from './order-evaluate.repository.ts';

/** A line whose refund ended in money back (facts §3.1 refund_status 3) is not reviewed. */
const REFUNDED = 3;

export interface EvaluateLine extends repo.EvaluateLineRow {
  refunded: boolean;
}

/** The order's lines, each saying whether it was fully refunded (and so is left out of the review). */
export async function evaluateLines(db: DbOrTx, orderId: number): Promise<EvaluateLine[]> {
  const rows = await repo.selectEvaluateLines(db, orderId);
  return rows.map((r) => ({ ...r, refunded: r.refundStatus === REFUNDED }));
}

/** Statuses where an order may be reviewed: received or completed (facts §2.7 evluateinfo). */
export const REVIEWABLE_STATUSES: readonly number[] = [4, 10];

const STEPS = {
  first: { from: 0, to: 1, isEvaluate: 1, log: 'memberEvaluate' },
  again: { from: 1, to: 2, isEvaluate: 0, log: 'memberEvaluateAgain' },
} as const;

/**
 * Marks the member's order reviewed ('first') or followed up ('again'), guarded on the step before; writes the
 * order_log row. Answers false when the order was not at that step (reviewed already, not received, a race).
 */
export async function markEvaluated(
  tx: Tx,
  o: { orderId: number; orderStatus: number },
  memberId: number,
  stage: keyof typeof STEPS,
  now: number,
): Promise<boolean> {
  const step = STEPS[stage];
  const moved = await repo.updateEvaluateStatus(tx, { orderId: o.orderId, memberId, ...step });
  if (!moved) return false;
  const actor: Actor = { role: 'member', uid: memberId };
  const entry = {
    orderId: o.orderId,
    actionWay: step.log,
    fromStatus: o.orderStatus,
    toStatus: o.orderStatus,
  };
  await logChanges(tx, [entry], actor, now);
  return true;
}
