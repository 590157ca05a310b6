import type { Tx } from '../../platform/jobs/job-runner.ts';
import * as lines from './order-lines.repository.ts';
import { lockOrder, unlockOrder } from './order-lock.ts';
import { moveOrder, type Actor } from './order-move.ts';
import * as repo from './order-refund.repository.ts';

/*
 * What after-sales (modules/refund) changes on orders, all in the refund's transaction: a line's refund_status
 * (facts §3.1, guarded on the statuses it leaves), the order's lock while any refund runs, and the close once
 * every line is refunded (the transition table's 'refundClose').
 */

/** Refund statuses of a line whose after-sales is under way: the order stays locked while one exists. */
export const OPEN_REFUND_STATUSES: readonly number[] = [1, 2, 4, 5, 6];
/** A line's refund is finished (money paid back). */
export const REFUNDED = 3;

export const lockOrderForRefund = repo.lockOrderRow;
export const selectOrderLines = lines.selectLines;

/** A guarded move of one line's refund_status; false when the line was not in one of `from` (lost a race). */
export async function moveLineRefund(
  tx: Tx,
  orderGoodsId: number,
  from: readonly number[],
  to: number,
): Promise<boolean> {
  return (await repo.updateLineRefundStatus(tx, orderGoodsId, from, to)) !== undefined;
}

/**
 * Locks the order while one of its lines has a refund under way and unlocks it when none has (facts §3.1: apply
 * locks; cancel, refusal and finish unlock when no other refund runs). The caller holds the order row lock.
 */
export async function syncRefundLock(tx: Tx, orderId: number, actor: Actor, now: number): Promise<void> {
  const o = await repo.lockOrderRow(tx, orderId);
  if (!o || o.orderStatus < 1) return;
  const open = (await lines.selectLines(tx, orderId)).some((l) =>
    OPEN_REFUND_STATUSES.includes(l.refundStatus),
  );
  if (open && o.isLock === 0) await lockOrder(tx, orderId, actor, now);
  if (!open && o.isLock === 1) await unlockOrder(tx, orderId, actor, now);
}

/** Closes the order when every one of its lines is refunded (facts §3.1 finish); answers whether it closed. */
export async function closeIfAllRefunded(
  tx: Tx,
  orderId: number,
  actor: Actor,
  now: number,
): Promise<boolean> {
  const o = await repo.lockOrderRow(tx, orderId);
  if (!o) return false;
  const all = await lines.selectLines(tx, orderId);
  if (all.length === 0 || all.some((l) => l.refundStatus !== REFUNDED)) return false;
  const changes = { closeTime: now, isEnableRefund: 0, isLock: 0 };
  return (await moveOrder(tx, o, { action: 'refundClose', actor, now, changes })) !== undefined;
}
