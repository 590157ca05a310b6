import { desc, eq, or } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { member, memberLevel } from '../../db/schema/index.ts';
import type { SessionHolderRule } from '../../platform/auth/session-store.ts';
import type { Tx } from '../../platform/jobs/job-runner.ts';

export interface LoginRow {
  memberId: number;
  password: string;
  status: number;
}

const loginColumns = { memberId: member.memberId, password: member.password, status: member.status };

/**
 * facts §9.1: the login name matches the account name, the mobile or the e-mail. Account names and e-mails
 * are stored in lower case, so "Demo" finds "demo".
 */
export async function selectMemberByLoginName(db: Db, name: string): Promise<LoginRow | null> {
  const rows = await db
    .select(loginColumns)
    .from(member)
    .where(
      or(
        eq(member.username, name.toLowerCase()),
        eq(member.mobile, name),
        eq(member.email, name.toLowerCase()),
      ),
    )
    .limit(1);
  return rows[0] ?? null;
}

export async function selectMemberByMobile(db: Db, mobile: string): Promise<LoginRow | null> {
  const rows = await db.select(loginColumns).from(member).where(eq(member.mobile, mobile)).limit(1);
  return rows[0] ?? null;
}

export async function selectMemberByEmail(db: Db, email: string): Promise<LoginRow | null> {
  const rows = await db.select(loginColumns).from(member).where(eq(member.email, email)).limit(1);
  return rows[0] ?? null;
}

export async function usernameExists(db: Db, username: string): Promise<boolean> {
  const rows = await db
    .select({ id: member.memberId })
    .from(member)
    .where(eq(member.username, username))
    .limit(1);
  return rows.length > 0;
}

/** The level every new member starts at (is_default), by id and name. */
export async function selectDefaultLevel(db: Db): Promise<{ levelId: number; levelName: string }> {
  const rows = await db
    .select({ levelId: memberLevel.levelId, levelName: memberLevel.levelName })
    .from(memberLevel)
    .orderBy(desc(memberLevel.isDefault), memberLevel.sort)
    .limit(1);
  return rows[0] ?? { levelId: 0, levelName: '' };
}

export type NewMember = Pick<
  typeof member.$inferInsert,
  'username' | 'mobile' | 'email' | 'nickname' | 'password'
>;

/** Inserts a member; null when the name, mobile or e-mail was taken meanwhile (unique index). */
export async function insertMember(
  db: Db | Tx,
  row: NewMember,
  level: { levelId: number; levelName: string },
  now: number,
  ip: string,
) {
  const rows = await db
    .insert(member)
    .values({
      ...row,
      memberLevel: level.levelId,
      memberLevelName: level.levelName,
      regTime: now,
      loginTime: now,
      lastLoginIp: ip,
    })
    .onConflictDoNothing()
    .returning({ memberId: member.memberId });
  return rows[0]?.memberId ?? null;
}

export async function updateLoginInfo(db: Db, memberId: number, now: number, ip: string): Promise<void> {
  await db.update(member).set({ loginTime: now, lastLoginIp: ip }).where(eq(member.memberId, memberId));
}

export async function updatePassword(db: Db, memberId: number, passwordHash: string): Promise<void> {
  await db.update(member).set({ password: passwordHash }).where(eq(member.memberId, memberId));
}

/** Only an active member's tokens are honoured: a locked member (status 0) is refused at every call. */
export const ACTIVE_MEMBER_SESSIONS: SessionHolderRule = {
  table: member,
  id: member.memberId,
  mayAct: eq(member.status, 1),
};
