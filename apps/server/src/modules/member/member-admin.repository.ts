import { and, count, desc, eq, gt, like, or, type SQL } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { pageOffset, pageWithTotal } from '../../db/paging.ts';
import { member, memberSession, order } from '../../db/schema/index.ts';
import type { Tx } from '../../platform/database.ts';

/*
 * The operator's reads and writes of member rows. The search is a prefix of username, mobile or nickname, so
 * each arm uses its pattern index (member_*_prefix_idx); the unfiltered list walks the primary key.
 */

export interface MemberQuery {
  search?: string;
  status?: number;
  page: number;
  pageSize: number;
}

const escapeLike = (s: string) => s.replace(/[\\%_]/g, (c) => `\\${c}`);

export async function selectMemberPage(db: Db, q: MemberQuery) {
  const where: SQL[] = [];
  if (q.search) {
    const prefix = `${escapeLike(q.search)}%`;
    where.push(
      or(like(member.username, prefix), like(member.mobile, prefix), like(member.nickname, prefix))!,
    );
  }
  if (q.status !== undefined) where.push(eq(member.status, q.status));
  const cond = where.length ? and(...where) : undefined;
  return pageWithTotal(
    db
      .select()
      .from(member)
      .where(cond)
      .orderBy(desc(member.memberId))
      .limit(q.pageSize)
      .offset(pageOffset(q.page, q.pageSize)),
    db.select({ n: count() }).from(member).where(cond),
  );
}

export async function selectMemberById(db: Db, memberId: number) {
  const [row] = await db.select().from(member).where(eq(member.memberId, memberId)).limit(1);
  return row;
}

/** The member's order count and live sessions, for the detail drawer. */
export async function selectMemberActivity(db: Db, memberId: number) {
  const now = Math.floor(Date.now() / 1000);
  const [orders] = await db.select({ n: count() }).from(order).where(eq(order.memberId, memberId));
  const [sessions] = await db
    .select({ n: count() })
    .from(memberSession)
    .where(
      and(
        eq(memberSession.memberId, memberId),
        eq(memberSession.revokeTime, 0),
        gt(memberSession.expireTime, now),
      ),
    );
  return { orders: orders?.n ?? 0, sessions: sessions?.n ?? 0 };
}

export async function lockMemberRow(tx: Tx, memberId: number) {
  const [row] = await tx.select().from(member).where(eq(member.memberId, memberId)).for('update').limit(1);
  return row;
}

export async function updateMemberStatus(tx: Tx, memberId: number, status: number): Promise<void> {
  await tx.update(member).set({ status }).where(eq(member.memberId, memberId));
}
