import type { Tx } from '../../platform/jobs/job-runner.ts';
import * as lines from './order-lines.repository.ts';
import * as lookup from './order-lookup.repository.ts';
import { logChanges, type Actor } from './order-move.ts';
import { receiveOrders } from './order-receive.ts';
import { ORDER_TYPE } from './order-transitions.ts';
import * as write from './order-write.repository.ts';

/*
 * The write-off counter's side of the order (facts §2.8): finding the order a code names, and writing it off —
 * a pickup order is picked up (2 → 4, the same transition as the shop's pickup desk), a virtual order's code is
 * marked used. Both are guarded updates, so two clerks racing on one code move it once.
 */

export type WriteOffKind = 'pickup' | 'virtualgoods';

export interface WriteOffOrder {
  order: write.OrderRow;
  lines: lines.OrderLineRow[];
  kind: WriteOffKind;
  /** Still to be written off: a pickup order awaiting pickup, a virtual code not yet used. */
  open: boolean;
  /** Already written off (picked up / used), as opposed to closed or under after-sales. */
  used: boolean;
}

export async function findByWriteOffCode(tx: write.DbOrTx, code: string): Promise<WriteOffOrder | undefined> {
  const o = await lookup.selectByWriteOffCode(tx, code);
  if (!o) return undefined;
  const kind: WriteOffKind = o.orderType === ORDER_TYPE.PICKUP ? 'pickup' : 'virtualgoods';
  const used = kind === 'pickup' ? o.signTime > 0 : o.virtualVerified === 1;
  const open = !used && !o.isLock && (kind === 'pickup' ? o.orderStatus === 2 : o.orderStatus !== -1);
  return { order: o, lines: await lines.selectLines(tx, o.orderId), kind, open, used };
}

/**
 * Writes the code off for the shop, in the caller's transaction (the counter records it in the same one).
 * Answers the order's row after the change, or undefined when the code was not open any more (another clerk,
 * the pickup desk, a refund or a close got there first).
 */
export async function writeOffOrder(
  tx: Tx,
  siteId: number,
  kind: WriteOffKind,
  code: string,
  clerk: { memberId: number; name: string },
  now: number,
): Promise<write.OrderRow | undefined> {
  // The clerk acts for the shop; order_log names the clerk in its remark.
  const actor: Actor = { role: 'shop', uid: clerk.memberId };
  const remark = `write-off clerk ${clerk.name} (member ${clerk.memberId})`;
  if (kind === 'pickup') {
    const o = await lookup.selectAwaitingPickup(tx, siteId, code);
    const [moved] = o ? await receiveOrders(tx, [o], 'pickup', actor, now, remark) : [];
    return moved;
  }
  const row = await write.markVirtualVerified(tx, siteId, code, now);
  if (row) {
    const change = {
      orderId: row.orderId,
      actionWay: 'verify',
      fromStatus: row.orderStatus,
      toStatus: row.orderStatus,
    };
    await logChanges(tx, [change], actor, now, remark);
  }
  return row;
}
