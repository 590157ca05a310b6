import type { Tx } from '../../platform/jobs/job-runner.ts';
import { ledgerNote } from './ledger-notes.ts';
import { movePoints } from './points.ts';
import type { PointAccount } from './points.repository.ts';
import { lockPointsOf, selectGivenForTag } from './take-back.repository.ts';

/** What the points and growth given for an order came to, and what of it could be taken back. */
export interface TakeBackResult {
  given: Record<PointAccount, number>;
  taken: Record<PointAccount, number>;
}

/**
 * Takes back the points and growth an order gave (consumption reward, manjian step: facts §4.5, §5) when it is
 * fully refunded: what the ledger shows was given under the order number, through the ledger (from_type
 * refund), never below zero — a member who already spent the points loses what is left, and the row's remark
 * records how much was given. The member row is locked first, so the amount read is the amount moved.
 */
export async function takeBackOrderRewards(
  tx: Tx,
  memberId: number,
  orderNo: string,
  now: number,
): Promise<TakeBackResult> {
  const given = await selectGivenForTag(tx, memberId, orderNo, ['memberconsume', 'manjian']);
  const taken = { point: 0, growth: 0 };
  if (given.point <= 0 && given.growth <= 0) return { given, taken };
  const held = await lockPointsOf(tx, memberId);
  for (const account of ['point', 'growth'] as const) {
    taken[account] = Math.max(0, Math.min(given[account], held[account]));
    const remark = ledgerNote('takeBack', given[account], taken[account]);
    await movePoints(
      tx,
      memberId,
      account,
      -taken[account],
      { fromType: 'refund', remark, tag: orderNo },
      now,
    );
  }
  return { given, taken };
}
