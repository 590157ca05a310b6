import type { Tx } from '../../platform/jobs/job-runner.ts';
import * as repo from './wallet.repository.ts';

/**
 * Credits stored value (member.balance, not withdrawable: facts §4.1) with its ledger row, e.g. a top-up's face
 * value. Only adds; a spend goes through spendBalance.
 */
export async function creditStored(
  tx: Tx,
  memberId: number,
  cents: number,
  cause: { fromType: string; remark: string; tag: string },
  now: number,
): Promise<void> {
  if (!Number.isSafeInteger(cents) || cents <= 0) return;
  await repo.increaseBalance(tx, memberId, { stored: cents, cash: 0 });
  await repo.insertLedger(tx, [
    {
      memberId,
      accountType: 'balance',
      accountData: cents,
      fromType: cause.fromType,
      typeTag: cause.tag.slice(0, 60),
      remark: cause.remark.slice(0, 255),
      createTime: now,
    },
  ]);
}
