import type { Tx } from '../../platform/jobs/job-runner.ts';
import { logChanges, type Actor } from './order-move.ts';
import * as write from './order-write.repository.ts';

export { reserveOrderIds } from './order-write.repository.ts';

/** One order to create: its row (id reserved with reserveOrderIds, status 0) and its goods lines. */
export interface NewOrderWithLines {
  order: write.NewOrder;
  lines: write.NewOrderLine[];
}

/** Inserts the orders of a checkout with their lines and an 'orderCreate' log row each (facts §2.5 create → 0). */
export async function createOrders(
  tx: Tx,
  orders: NewOrderWithLines[],
  actor: Actor,
  now: number,
): Promise<void> {
  await write.insertOrders(
    tx,
    orders.map((o) => o.order),
    orders.flatMap((o) => o.lines),
  );
  const created = orders.map((o) => ({
    orderId: o.order.orderId!,
    actionWay: 'orderCreate',
    fromStatus: 0,
    toStatus: 0,
  }));
  await logChanges(tx, created, actor, now);
}
