import type { JobDefinition, Tx } from '../../platform/jobs/job-runner.ts';
import { currentOrderSettings } from '../order/index.ts';
import { cancelWaitingPays } from '../payment/index.ts';
import * as repo from './recharge.repository.ts';

const BATCH = 200;

/**
 * Facts §4.3: unpaid top-up orders are deleted after the order auto-close time, and their waiting pay rows are
 * cancelled, so a payment arriving later is recorded for refund instead of crediting anything.
 */
export async function closeDueRechargeOrders(tx: Tx, now: number): Promise<number> {
  const { autoCloseSeconds } = await currentOrderSettings(tx);
  const tradeNos = await repo.deleteDueUnpaid(tx, now - autoCloseSeconds, BATCH);
  await cancelWaitingPays(tx, tradeNos);
  return tradeNos.length;
}

/** The timer on the jobs runner (one row, claimed with SKIP LOCKED: two processes never run it together). */
export const rechargeAutoCloseJob: JobDefinition = {
  name: 'rechargeAutoClose',
  everySeconds: 60,
  run: async (tx, r) => void (await closeDueRechargeOrders(tx, r.now)),
};
