import { giveConsumeReward } from '../loyalty/index.ts';
import type { JobDefinition, Tx } from '../../platform/jobs/job-runner.ts';
import { closeOrderTx } from './order-close.ts';
import * as lookup from './order-lookup.repository.ts';
import { moveOrders, SYSTEM } from './order-move.ts';
import { receiveOrders } from './order-receive.ts';
import { currentOrderSettings, type OrderSettings } from './order.settings.ts';

/** How many orders one run handles; the rest wait for the next minute, so one run never holds locks for long. */
const BATCH = 200;
const EVERY_SECONDS = 60;

/**
 * Closes unpaid orders older than the auto-close time (facts §2.5 auto close) through the order close, which
 * gives stock, coupons and balance back exactly once (its move is guarded on status 0).
 */
export async function closeDueOrders(tx: Tx, now: number, timers: OrderSettings): Promise<number> {
  let closed = 0;
  for (const o of await lookup.selectDueUnpaid(tx, now - timers.autoCloseSeconds, BATCH)) {
    if (await closeOrderTx(tx, o, SYSTEM, now)) closed++;
  }
  return closed;
}

/** Receives shipped orders whose receipt time has come (facts §2.5 auto take delivery). */
export async function receiveDueOrders(tx: Tx, now: number, timers: OrderSettings): Promise<number> {
  const due = await lookup.selectDueShipped(tx, now, timers.autoReceiveSeconds, BATCH);
  return (await receiveOrders(tx, due, 'receive', SYSTEM, now)).length;
}

/** Completes received orders after the configured days (facts §2.5 complete): the after-sales window closes. */
export async function completeDueOrders(tx: Tx, now: number, timers: OrderSettings): Promise<number> {
  const due = await lookup.selectDueReceived(tx, now - timers.autoCompleteSeconds, BATCH);
  const changes = { finishTime: now, isEnableRefund: 0 };
  const done = await moveOrders(tx, due, { action: 'complete', actor: SYSTEM, now, changes });
  // Facts §4.5: the consumption reward at completion (the default stage), once per order.
  await giveConsumeReward(tx, done, 'complete', now);
  return done.length;
}

/**
 * The order timers as periodic jobs on the jobs runner (one row each; rows are claimed, never run twice). Each
 * run reads the operator's settings over `defaults`, so a change in the console applies from the next minute.
 */
export function orderJobs(defaults: OrderSettings): JobDefinition[] {
  const timersIn = (tx: Tx) => currentOrderSettings(tx, defaults);
  return [
    {
      name: 'orderAutoClose',
      everySeconds: EVERY_SECONDS,
      run: async (tx, r) => void (await closeDueOrders(tx, r.now, await timersIn(tx))),
    },
    {
      name: 'orderAutoReceive',
      everySeconds: EVERY_SECONDS,
      run: async (tx, r) => void (await receiveDueOrders(tx, r.now, await timersIn(tx))),
    },
    {
      name: 'orderAutoComplete',
      everySeconds: EVERY_SECONDS,
      run: async (tx, r) => void (await completeDueOrders(tx, r.now, await timersIn(tx))),
    },
  ];
}
