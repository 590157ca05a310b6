import { and, eq, sql } from 'drizzle-orm';
import { member, memberLevel } from '../../db/schema/index.ts';
import type { Tx } from '../../platform/jobs/job-runner.ts';

/** Points and growth live on the member row (facts §4.1); each change is one guarded update. */
export type PointAccount = 'point' | 'growth';

/** Adds `delta` (signed) unless the account would go below zero; answers the new value, or null when short. */
export async function moveAccount(
  tx: Tx,
  memberId: number,
  account: PointAccount,
  delta: number,
): Promise<number | null> {
  const col = account === 'point' ? member.point : member.growth;
  const set =
    account === 'point'
      ? { point: sql`${member.point} + ${delta}` }
      : { growth: sql`${member.growth} + ${delta}` };
  const rows = await tx
    .update(member)
    .set(set)
    .where(and(eq(member.memberId, memberId), sql`${col} + ${delta} >= 0`))
    .returning({ value: col });
  return rows[0]?.value ?? null;
}

/**
 * Facts §4.6: the member takes the highest level whose growth threshold the member's growth reaches, only when it
 * is above the current level's threshold (never down). One statement, so two growth changes cannot cross.
 */
export async function upgradeLevel(tx: Tx, memberId: number): Promise<void> {
  await tx.execute(sql`
    update ${member} m set member_level = l.level_id, member_level_name = l.level_name
    from (
      select ${memberLevel.levelId} as level_id, ${memberLevel.levelName} as level_name, ${memberLevel.growth} as growth
      from ${memberLevel}
      where ${memberLevel.growth} <= (select growth from ${member} where member_id = ${memberId})
      order by ${memberLevel.growth} desc, ${memberLevel.sort} desc, ${memberLevel.levelId} desc
      limit 1
    ) l
    where m.member_id = ${memberId}
      and l.level_id <> m.member_level
      and l.growth > coalesce((select growth from ${memberLevel} where level_id = m.member_level), -1)`);
}
