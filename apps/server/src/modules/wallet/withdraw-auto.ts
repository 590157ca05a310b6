import { wallet } from '@mall/contracts';
import type { JobDefinition, Tx } from '../../platform/jobs/job-runner.ts';
import { withdrawRules } from './withdraw-config.ts';
import * as repo from './withdraw.repository.ts';

/*
 * The operator's auto-audit and auto-transfer settings (facts §4.2 is_auto_audit, is_auto_transfer), acted on
 * by the jobs runner: pending requests are approved (or, with auto-transfer, approved and transferred at once),
 * and approved requests are transferred when auto-transfer is on. The job row is claimed with SKIP LOCKED, the
 * requests too, and every move is guarded by the status it leaves, so with two processes each request is acted
 * on once. A setting switched on later also settles the requests already waiting.
 */

const S = wallet.WITHDRAW_STATUS;
const BATCH = 200;

export interface AutoWithdrawCount {
  approved: number;
  transferred: number;
}

export async function runAutoWithdraw(tx: Tx, now: number): Promise<AutoWithdrawCount> {
  const rules = await withdrawRules(tx);
  const done: AutoWithdrawCount = { approved: 0, transferred: 0 };
  if (!rules.isUse) return done;
  if (rules.isAutoTransfer) {
    for (const r of await repo.claimWithdrawsInStatus(tx, S.approved, BATCH)) {
      const moved = await repo.moveWithdraw(tx, r.id, [S.approved], {
        status: S.transferred,
        paymentTime: now,
      });
      if (moved) done.transferred++;
    }
  }
  if (rules.isAutoAudit) {
    const values = rules.isAutoTransfer
      ? { status: S.transferred, auditTime: now, paymentTime: now }
      : { status: S.approved, auditTime: now };
    for (const r of await repo.claimWithdrawsInStatus(tx, S.pending, BATCH)) {
      if (await repo.moveWithdraw(tx, r.id, [S.pending], values)) {
        done.approved++;
        if (rules.isAutoTransfer) done.transferred++;
      }
    }
  }
  return done;
}

/** Every 30 seconds: a member waits at most that long for an automatic audit. */
export const autoWithdrawJob: JobDefinition = {
  name: 'withdrawAuto',
  everySeconds: 30,
  run: async (tx, run) => {
    await runAutoWithdraw(tx, run.now);
  },
};
