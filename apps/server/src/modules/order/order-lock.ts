import { AppError } from '../../platform/errors.ts';
import type { Tx } from '../../platform/jobs/job-runner.ts';
import * as lookup from './order-lookup.repository.ts';
import { moveOrder, type Actor } from './order-move.ts';
import { checkTransition } from './order-transitions.ts';

/*
 * After-sales locks an order while a refund is open (facts §2.5 lock: is_lock = 1 whenever an item's refund is
 * under way); a locked order cannot be closed, shipped, received or completed, so the timers pass it by. The
 * after-sales flow calls these in its own transaction.
 */

async function setLock(tx: Tx, orderId: number, lock: boolean, actor: Actor, now: number) {
  const o = await lookup.selectOrder(tx, orderId);
  if (!o) throw new AppError('NOT_FOUND', 'ORDER_NOT_FOUND');
  const action = lock ? 'lock' : 'unlock';
  if (!checkTransition(o, action, actor.role).allowed) throw new AppError('FAIL', 'ORDER_STATE_CHANGED');
  const moved = await moveOrder(tx, o, { action, actor, now, changes: { isLock: lock ? 1 : 0 } });
  return moved !== undefined;
}

/** Locks a paid, not yet completed order; answers false when it already was locked. */
export const lockOrder = (tx: Tx, orderId: number, actor: Actor, now: number) =>
  setLock(tx, orderId, true, actor, now);

/** Unlocks an order; answers false when it was not locked. */
export const unlockOrder = (tx: Tx, orderId: number, actor: Actor, now: number) =>
  setLock(tx, orderId, false, actor, now);
