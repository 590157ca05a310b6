import { and, eq, inArray, sql } from 'drizzle-orm';
import { member, memberAccount } from '../../db/schema/index.ts';
import type { Tx } from '../../platform/jobs/job-runner.ts';
import type { PointAccount } from './points.repository.ts';

/** Net points and growth the ledger holds for one cause tag (an order number) from the given sources. */
export async function selectGivenForTag(
  tx: Tx,
  memberId: number,
  tag: string,
  fromTypes: string[],
): Promise<Record<PointAccount, number>> {
  const rows = await tx
    .select({ account: memberAccount.accountType, total: sql<string>`sum(${memberAccount.accountData})` })
    .from(memberAccount)
    .where(
      and(
        eq(memberAccount.memberId, memberId),
        inArray(memberAccount.accountType, ['point', 'growth']),
        eq(memberAccount.typeTag, tag),
        inArray(memberAccount.fromType, fromTypes),
      ),
    )
    .groupBy(memberAccount.accountType);
  const of = (a: PointAccount) => Number(rows.find((r) => r.account === a)?.total ?? 0);
  return { point: of('point'), growth: of('growth') };
}

/** The member's points and growth, the row locked until the transaction ends (the take-back reads then moves). */
export async function lockPointsOf(tx: Tx, memberId: number): Promise<Record<PointAccount, number>> {
  const [row] = await tx
    .select({ point: member.point, growth: member.growth })
    .from(member)
    .where(eq(member.memberId, memberId))
    .for('update');
  return { point: row?.point ?? 0, growth: row?.growth ?? 0 };
}
