import { and, count, desc, eq, inArray, sql, sum } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { pageOffset, pageWithTotal } from '../../db/paging.ts';
import { member, memberWithdraw } from '../../db/schema/index.ts';
import type { Tx } from '../../platform/jobs/job-runner.ts';

type DbOrTx = Db | Tx;
export type WithdrawRow = typeof memberWithdraw.$inferSelect;
export type WithdrawInsert = Omit<typeof memberWithdraw.$inferInsert, 'id'>;

/**
 * Inserts a request; answers none when its idempotency key is already taken (the partial unique index decides,
 * and a parallel insert with the same key waits for the first to commit or roll back).
 */
export async function insertWithdraw(tx: Tx, values: WithdrawInsert): Promise<WithdrawRow | undefined> {
  const [row] = await tx.insert(memberWithdraw).values(values).onConflictDoNothing().returning();
  return row;
}

/** The member's request made with this idempotency key, if any. */
export async function selectWithdrawByKey(db: DbOrTx, memberId: number, key: string) {
  const [row] = await db
    .select()
    .from(memberWithdraw)
    .where(and(eq(memberWithdraw.memberId, memberId), eq(memberWithdraw.idemKey, key)));
  return row;
}

export function selectWithdrawPage(
  db: Db,
  filter: { memberId?: number | undefined; status?: number | undefined; withdrawNo?: string | undefined },
  page: number,
  pageSize: number,
) {
  const where = and(
    filter.memberId !== undefined ? eq(memberWithdraw.memberId, filter.memberId) : undefined,
    filter.status !== undefined ? eq(memberWithdraw.status, filter.status) : undefined,
    filter.withdrawNo !== undefined ? eq(memberWithdraw.withdrawNo, filter.withdrawNo) : undefined,
  );
  return pageWithTotal(
    db
      .select()
      .from(memberWithdraw)
      .where(where)
      .orderBy(desc(memberWithdraw.id))
      .limit(pageSize)
      .offset(pageOffset(page, pageSize)),
    db.select({ n: count() }).from(memberWithdraw).where(where),
  );
}

/** One withdrawal; with a member id only that member's (another's reads as none). */
export async function selectWithdraw(db: DbOrTx, id: number, memberId?: number) {
  const [row] = await db
    .select()
    .from(memberWithdraw)
    .where(
      and(
        eq(memberWithdraw.id, id),
        memberId !== undefined ? eq(memberWithdraw.memberId, memberId) : undefined,
      ),
    );
  return row;
}

/** Cash in withdrawals still under way (pending, approved) and cash already transferred. */
export async function selectWithdrawTotals(db: Db, memberId: number) {
  const [row] = await db
    .select({
      applying: sum(
        sql`case when ${memberWithdraw.status} in (0, 1) then ${memberWithdraw.applyMoney} else 0 end`,
      ),
      withdrawn: sum(
        sql`case when ${memberWithdraw.status} = 2 then ${memberWithdraw.applyMoney} else 0 end`,
      ),
    })
    .from(memberWithdraw)
    .where(eq(memberWithdraw.memberId, memberId));
  return { applying: Number(row?.applying ?? 0), withdrawn: Number(row?.withdrawn ?? 0) };
}

/** Up to `limit` requests in a status, oldest first, locked for this transaction (another process skips them). */
export function claimWithdrawsInStatus(tx: Tx, status: number, limit: number) {
  return tx
    .select()
    .from(memberWithdraw)
    .where(eq(memberWithdraw.status, status))
    .orderBy(memberWithdraw.id)
    .limit(limit)
    .for('update', { skipLocked: true });
}

/** Moves a withdrawal from one status to the next only if it is still in `from`; answers the row or none. */
export async function moveWithdraw(
  tx: Tx,
  id: number,
  from: number[],
  values: Partial<
    Pick<WithdrawRow, 'status' | 'auditTime' | 'paymentTime' | 'refuseReason' | 'certificateRemark'>
  >,
) {
  const [row] = await tx
    .update(memberWithdraw)
    .set(values)
    .where(and(eq(memberWithdraw.id, id), inArray(memberWithdraw.status, from)))
    .returning();
  return row;
}

export async function selectMemberName(db: DbOrTx, memberId: number): Promise<string> {
  const [row] = await db
    .select({ username: member.username, nickname: member.nickname })
    .from(member)
    .where(eq(member.memberId, memberId));
  return row?.username ?? row?.nickname ?? '';
}
