import type { Tx } from '../../platform/jobs/job-runner.ts';
import { AppError } from '../../platform/errors.ts';
import * as repo from './wallet.repository.ts';
import { moveAccount, upgradeLevel, type PointAccount } from './points.repository.ts';

/*
 * Points and growth movements (facts §4.1, §4.5, §4.6): the member column and its member_account row change in
 * the caller's transaction, never below zero ('POINTS_ACCOUNT_EMPTY'); growth moves the level up (never down).
 */

/** Why points or growth moved: from_type (signin, register, memberrecharge, memberconsume …), remark, related id. */
export interface PointCause {
  fromType: string;
  remark: string;
  tag: string;
}

/** Moves one account by a signed amount with its ledger row; throws POINTS_ACCOUNT_EMPTY when it would go negative. */
export async function movePoints(
  tx: Tx,
  memberId: number,
  account: PointAccount,
  delta: number,
  cause: PointCause,
  now: number,
): Promise<void> {
  if (!Number.isSafeInteger(delta) || delta === 0) return;
  const value = await moveAccount(tx, memberId, account, delta);
  if (value === null) throw new AppError('ERROR', 'POINTS_ACCOUNT_EMPTY');
  await repo.insertLedger(tx, [
    {
      memberId,
      accountType: account,
      accountData: delta,
      fromType: cause.fromType,
      typeTag: cause.tag.slice(0, 60),
      remark: cause.remark.slice(0, 255),
      createTime: now,
    },
  ]);
  if (account === 'growth' && delta > 0) await upgradeLevel(tx, memberId);
}

/** Gives a reward of points and growth (either may be 0) for one cause. */
export async function giveReward(
  tx: Tx,
  memberId: number,
  reward: { point: number; growth: number },
  cause: PointCause,
  now: number,
): Promise<void> {
  await movePoints(tx, memberId, 'point', reward.point, cause, now);
  await movePoints(tx, memberId, 'growth', reward.growth, cause, now);
}
