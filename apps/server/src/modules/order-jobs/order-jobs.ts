import { and, asc, eq, inArray, lte, sql } from 'drizzle-orm';
import { order } from '../../db/schema/index.ts';
import type { JobDefinition, Tx } from '../../platform/jobs/job-runner.ts';
import { closeOrderTx, writeLog, type Actor } from '../order/index.ts';
import type { PaymentSettings } from '../payment/index.ts';

const SYSTEM: Actor = { module: 'system', uid: 0 };
/** How many orders one run handles; the rest wait for the next minute, so one run never holds locks for long. */
const BATCH = 200;
const EVERY_SECONDS = 60;

type Timers = Pick<PaymentSettings, 'autoCloseSeconds' | 'autoReceiveSeconds' | 'autoCompleteSeconds'>;

/**
 * Closes unpaid orders older than the auto-close time (facts §2.5 auto close) through the order module's close,
 * which gives stock, coupons and balance back exactly once (its update is guarded on status 0).
 */
export async function closeDueOrders(tx: Tx, now: number, timers: Timers): Promise<number> {
  const due = await tx
    .select({ orderId: order.orderId, memberId: order.memberId })
    .from(order)
    .where(
      and(
        eq(order.orderStatus, 0),
        lte(order.createTime, now - timers.autoCloseSeconds),
        eq(order.isLock, 0),
      ),
    )
    .orderBy(asc(order.createTime))
    .limit(BATCH);
  let closed = 0;
  for (const o of due) if (await closeOrderTx(tx, o.memberId, o.orderId, SYSTEM, now)) closed++;
  return closed;
}

/** Moves the chosen orders from one status to another in one guarded update and logs each change. */
async function advance(
  tx: Tx,
  ids: number[],
  from: number,
  to: { orderStatus: number } & Partial<typeof order.$inferInsert>,
  actionWay: string,
  now: number,
): Promise<number> {
  if (ids.length === 0) return 0;
  const moved = await tx
    .update(order)
    .set(to)
    .where(and(inArray(order.orderId, ids), eq(order.orderStatus, from), eq(order.isLock, 0)))
    .returning({ orderId: order.orderId });
  await writeLog(
    tx,
    moved.map((m) => ({ orderId: m.orderId, actionWay, fromStatus: from, toStatus: to.orderStatus })),
    SYSTEM,
    now,
  );
  return moved.length;
}

/**
 * Receives shipped orders whose receipt time has come (facts §2.5 auto take delivery): the time set at shipping
 * (and moved once by the member's extension), or shipping time + the configured days when none was set.
 */
export async function receiveDueOrders(tx: Tx, now: number, timers: Timers): Promise<number> {
  const dueAt = sql`coalesce(nullif(${order.takeDeliveryExecuteTime}, 0), ${order.deliveryTime} + ${timers.autoReceiveSeconds})`;
  const due = await tx
    .select({ orderId: order.orderId })
    .from(order)
    .where(and(eq(order.orderStatus, 3), eq(order.isLock, 0), sql`${dueAt} <= ${now}`))
    .limit(BATCH);
  const ids = due.map((d) => d.orderId);
  const to = { orderStatus: 4, signTime: now, isEvaluate: 1, evaluateStatus: 0, deliveryStatus: 2 };
  return advance(tx, ids, 3, to, 'autoTakeDelivery', now);
}

/** Completes received orders after the configured days (facts §2.5 complete): the after-sales window closes. */
export async function completeDueOrders(tx: Tx, now: number, timers: Timers): Promise<number> {
  const due = await tx
    .select({ orderId: order.orderId })
    .from(order)
    .where(
      and(
        eq(order.orderStatus, 4),
        eq(order.isLock, 0),
        lte(order.signTime, now - timers.autoCompleteSeconds),
      ),
    )
    .limit(BATCH);
  const to = { orderStatus: 10, finishTime: now, isEnableRefund: 0 };
  return advance(
    tx,
    due.map((d) => d.orderId),
    4,
    to,
    'orderComplete',
    now,
  );
}

/** The order timers as periodic jobs on the jobs runner (one row each; rows are claimed, never run twice). */
export function orderJobs(timers: Timers): JobDefinition[] {
  return [
    {
      name: 'orderAutoClose',
      everySeconds: EVERY_SECONDS,
      run: async (tx, r) => void (await closeDueOrders(tx, r.now, timers)),
    },
    {
      name: 'orderAutoReceive',
      everySeconds: EVERY_SECONDS,
      run: async (tx, r) => void (await receiveDueOrders(tx, r.now, timers)),
    },
    {
      name: 'orderAutoComplete',
      everySeconds: EVERY_SECONDS,
      run: async (tx, r) => void (await completeDueOrders(tx, r.now, timers)),
    },
  ];
}
