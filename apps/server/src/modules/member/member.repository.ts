import { and, asc, eq, ne } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { member, memberLevel } from '../../db/schema/index.ts';

export type MemberRow = typeof member.$inferSelect;

/** The member's own row; every call here passes ctx.memberId, never an id from the request. */
export async function selectMember(db: Db, memberId: number): Promise<MemberRow | null> {
  const rows = await db.select().from(member).where(eq(member.memberId, memberId)).limit(1);
  return rows[0] ?? null;
}

type Editable = Partial<
  Pick<MemberRow, 'nickname' | 'headimg' | 'password' | 'payPassword' | 'mobile' | 'email'>
>;

/** Updates the member's own row; false when a unique column (mobile, e-mail) belongs to someone else. */
export async function updateMember(db: Db, memberId: number, values: Editable): Promise<boolean> {
  try {
    await db.update(member).set(values).where(eq(member.memberId, memberId));
    return true;
  } catch (err) {
    if ((err as { code?: string }).code === '23505' || /unique/i.test(String((err as Error).message)))
      return false;
    throw err;
  }
}

/** Whether another member already uses this mobile or e-mail. */
export async function contactTakenByOther(
  db: Db,
  memberId: number,
  column: 'mobile' | 'email',
  value: string,
): Promise<boolean> {
  const rows = await db
    .select({ id: member.memberId })
    .from(member)
    .where(and(eq(member[column], value), ne(member.memberId, memberId)))
    .limit(1);
  return rows.length > 0;
}

/** The platform's member levels in growth order. */
/** The translations of one level's texts (primary key), for showing the member's own level by name. */
export async function selectLevelI18n(db: Db, levelId: number): Promise<unknown> {
  const rows = await db
    .select({ i18n: memberLevel.i18n })
    .from(memberLevel)
    .where(eq(memberLevel.levelId, levelId))
    .limit(1);
  return rows[0]?.i18n ?? {};
}

export function selectMemberLevels(db: Db) {
  return db.select().from(memberLevel).orderBy(asc(memberLevel.growth), asc(memberLevel.levelId));
}
