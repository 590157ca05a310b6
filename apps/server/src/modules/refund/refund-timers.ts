import { refund as contract } from '@mall/contracts';
import type { Db } from '../../db/client.ts';
import type { JobDefinition, Tx } from '../../platform/jobs/job-runner.ts';
import { currentRefundTimes } from '../order/index.ts';
import { sendRefundsNow } from '../payment/index.ts';
import * as repo from './refund.repository.ts';
import { limitDays } from './refund-limits.ts';
import { finishStep } from './refund-finish.ts';
import { agreeStep, cancelStep, holdLine, receiveStep, TIMER, type Held } from './refund-steps.ts';

/*
 * The refund timers (facts §3.1 timeouts, §10), each with its own limit of the platform (REFUND_TIMES_CONFIG,
 * 7 days by default, counted from the refund's last step; refund-limits.ts says which runs when). The platform
 * acts for the side that did not:
 *  - the seller did not answer an application (refund_auto_agree_days) → agreed; refund-only lines are paid at
 *    once, return lines wait for the goods; an agreed refund the seller did not pay within the same limit is paid;
 *  - the buyer sent the goods back and the seller did not confirm (refund_auto_receive_days) → received and paid;
 *  - a refusal the buyer did not follow up (refund_auto_cancel_days) → the application is closed.
 * One job row, claimed with SKIP LOCKED, and every line's step takes its order's lock, so two processes (or the
 * timer and the merchant at the same moment) act once.
 */

const S = contract.REFUND_STATUS;
const DAY = 86_400;
const BATCH = 100;

/** Runs each due line in its own savepoint: one line that cannot be paid does not hold the others back. */
type Only = { orderGoodsId: number; memberId: number };

async function eachDue(
  tx: Tx,
  due: { status: number; before: number; only?: Only },
  act: (sp: Tx, h: Held) => Promise<void>,
) {
  const { status, before, only } = due;
  let n = 0;
  for (const { orderGoodsId } of await repo.selectDue(tx, status, before, BATCH, only)) {
    try {
      await tx.transaction(async (sp) => {
        const h = await holdLine(sp, orderGoodsId, 'platform');
        if (h.line.refundStatus !== status) return;
        await act(sp, h);
        n++;
      });
    } catch {
      // Left for the next run (or the operator); the savepoint rolled its changes back.
    }
  }
  return n;
}

/** Runs every due timer; `only` narrows it to one member's line (the demo door's later clock touches no other). */
export async function runRefundTimers(tx: Tx, now: number, only?: Only): Promise<number> {
  const times = await currentRefundTimes(tx);
  const due = (status: number) => ({ status, before: now - limitDays(times, status) * DAY, only });
  const agreed = await eachDue(tx, due(S.APPLIED), async (sp, h) => {
    await agreeStep(sp, h, undefined, TIMER, now, true);
    if (h.refund?.refundType === 1)
      await finishStep(sp, h, { from: [S.AGREED], refundStock: false }, TIMER, now);
  });
  // Agreed by the seller but not paid within the limit: the platform pays.
  const paid = await eachDue(tx, due(S.AGREED), async (sp, h) => {
    await finishStep(sp, h, { from: [S.AGREED], refundStock: false }, TIMER, now);
  });
  const received = await eachDue(tx, due(S.RETURNED), async (sp, h) => {
    await receiveStep(sp, h, TIMER, now, true);
    await finishStep(sp, h, { from: [S.RECEIVED], refundStock: false }, TIMER, now);
  });
  const closed = await eachDue(tx, due(S.REFUSED), (sp, h) => cancelStep(sp, h, TIMER, now, 'autoCancel'));
  return agreed + paid + received + closed;
}

export const refundTimersJob = (db: Db): JobDefinition => ({
  name: 'refundTimers',
  everySeconds: 60,
  run: async (tx, run) => {
    if ((await runRefundTimers(tx, run.now)) === 0) return;
    // Provider refunds are sent after the job's transaction (they wait for its commit on a single connection).
    setImmediate(() => void sendRefundsNow(db).catch(() => undefined));
  },
});
