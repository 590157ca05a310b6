import { and, count, desc, eq, gte, inArray, lt, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { member, memberAccount, memberSignin } from '../../db/schema/index.ts';
import type { Tx } from '../../platform/jobs/job-runner.ts';

type DbOrTx = Db | Tx;

export async function selectSignState(db: DbOrTx, memberId: number) {
  const [row] = await db
    .select({ signTime: member.signTime, series: member.signDaysSeries })
    .from(member)
    .where(eq(member.memberId, memberId));
  return row;
}

/**
 * Signs the member in once per day (facts §4.7): only when the last sign-in was before today's start, so
 * parallel requests get one row; the streak continues from yesterday, else starts at 1. Answers the new streak,
 * or null when already signed in today.
 */
export async function markSignedIn(
  tx: Tx,
  memberId: number,
  now: number,
  todayStart: number,
  yesterdayStart: number,
): Promise<number | null> {
  const rows = await tx
    .update(member)
    .set({
      signTime: now,
      signDaysSeries: sql`case when ${member.signTime} >= ${yesterdayStart} then ${member.signDaysSeries} + 1 else 1 end`,
    })
    .where(and(eq(member.memberId, memberId), lt(member.signTime, todayStart)))
    .returning({ series: member.signDaysSeries });
  return rows[0]?.series ?? null;
}

/** Records the day's sign-in and its reward (the calendar's source). */
export async function insertSignin(
  tx: Tx,
  row: { memberId: number; signDay: number; series: number; point: number; growth: number; now: number },
): Promise<void> {
  const { now, ...rest } = row;
  await tx.insert(memberSignin).values({ ...rest, createTime: now });
}

/** The days (local midnights) the member signed in within [from, to). */
export async function selectSigninDays(db: DbOrTx, memberId: number, from: number, to: number) {
  const rows = await db
    .select({ day: memberSignin.signDay })
    .from(memberSignin)
    .where(
      and(eq(memberSignin.memberId, memberId), gte(memberSignin.signDay, from), lt(memberSignin.signDay, to)),
    );
  return rows.map((r) => r.day);
}

/** The member's point records, newest first, optionally of one source. */
export async function selectPointPage(
  db: DbOrTx,
  memberId: number,
  fromType: string | undefined,
  limit: number,
  offset: number,
) {
  const where = and(
    eq(memberAccount.memberId, memberId),
    eq(memberAccount.accountType, 'point'),
    fromType ? eq(memberAccount.fromType, fromType) : undefined,
  );
  const [total] = await db.select({ n: count() }).from(memberAccount).where(where);
  const list = await db
    .select()
    .from(memberAccount)
    .where(where)
    .orderBy(desc(memberAccount.id))
    .limit(limit)
    .offset(offset);
  return { count: total?.n ?? 0, list };
}

/** Members of some levels (a level members hold cannot be deleted). */
export async function countMembersAtLevels(db: DbOrTx, levelIds: number[]): Promise<number> {
  const [row] = await db.select({ n: count() }).from(member).where(inArray(member.memberLevel, levelIds));
  return row?.n ?? 0;
}
