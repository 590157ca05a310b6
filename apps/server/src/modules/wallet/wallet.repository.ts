import { and, eq, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { member, memberAccount } from '../../db/schema/index.ts';
import type { Tx } from '../../platform/jobs/job-runner.ts';

type DbOrTx = Db | Tx;
/** An amount in both balance accounts: `stored` (member.balance) and `cash` (member.balance_money), in cents. */
export interface BalanceAmount {
  stored: number;
  cash: number;
}

/** Takes both amounts in one guarded update: neither account can go below zero. Answers false if short. */
export async function decreaseBalance(tx: DbOrTx, memberId: number, a: BalanceAmount): Promise<boolean> {
  const rows = await tx
    .update(member)
    .set({
      balance: sql`${member.balance} - ${a.stored}`,
      balanceMoney: sql`${member.balanceMoney} - ${a.cash}`,
    })
    .where(
      and(
        eq(member.memberId, memberId),
        sql`${member.balance} >= ${a.stored}`,
        sql`${member.balanceMoney} >= ${a.cash}`,
      ),
    )
    .returning({ id: member.memberId });
  return rows.length === 1;
}

export async function increaseBalance(tx: DbOrTx, memberId: number, a: BalanceAmount): Promise<void> {
  await tx
    .update(member)
    .set({
      balance: sql`${member.balance} + ${a.stored}`,
      balanceMoney: sql`${member.balanceMoney} + ${a.cash}`,
    })
    .where(eq(member.memberId, memberId));
}

export type LedgerRow = Omit<typeof memberAccount.$inferInsert, 'id'>;

export async function insertLedger(tx: DbOrTx, rows: LedgerRow[]): Promise<void> {
  if (rows.length) await tx.insert(memberAccount).values(rows);
}

/** Adds points to the member row (never negative: a gift only adds). */
export async function increasePoint(tx: DbOrTx, memberId: number, point: number): Promise<void> {
  await tx
    .update(member)
    .set({ point: sql`${member.point} + ${point}` })
    .where(eq(member.memberId, memberId));
}

/**
 * Adds a signed amount to one balance account, guarded so it never goes below zero; answers false (nothing
 * changed) when it would.
 */
export async function changeBalanceAccount(
  tx: DbOrTx,
  memberId: number,
  account: 'balance' | 'balance_money',
  delta: number,
): Promise<boolean> {
  const guard = (column: typeof member.balance) =>
    and(eq(member.memberId, memberId), sql`${column} + ${delta} >= 0`);
  const rows =
    account === 'balance'
      ? await tx
          .update(member)
          .set({ balance: sql`${member.balance} + ${delta}` })
          .where(guard(member.balance))
          .returning({ id: member.memberId })
      : await tx
          .update(member)
          .set({ balanceMoney: sql`${member.balanceMoney} + ${delta}` })
          .where(guard(member.balanceMoney))
          .returning({ id: member.memberId });
  return rows.length === 1;
}
