import { and, count, desc, eq, ne } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { pageOffset, pageWithTotal } from '../../db/paging.ts';
import { member, memberBankAccount } from '../../db/schema/index.ts';
import type { Tx } from '../../platform/jobs/job-runner.ts';

type DbOrTx = Db | Tx;
export type BankAccountRow = typeof memberBankAccount.$inferSelect;
export type BankAccountValues = Pick<
  typeof memberBankAccount.$inferInsert,
  'realname' | 'mobile' | 'withdrawType' | 'branchBankName' | 'bankAccount'
>;

const own = (memberId: number, id: number) =>
  and(eq(memberBankAccount.id, id), eq(memberBankAccount.memberId, memberId));

export function selectBankAccountPage(db: Db, memberId: number, page: number, pageSize: number) {
  const where = eq(memberBankAccount.memberId, memberId);
  return pageWithTotal(
    db
      .select()
      .from(memberBankAccount)
      .where(where)
      .orderBy(desc(memberBankAccount.isDefault), desc(memberBankAccount.id))
      .limit(pageSize)
      .offset(pageOffset(page, pageSize)),
    db.select({ n: count() }).from(memberBankAccount).where(where),
  );
}

export async function selectBankAccount(db: DbOrTx, memberId: number, id: number) {
  const [row] = await db.select().from(memberBankAccount).where(own(memberId, id));
  return row;
}

export async function selectDefaultBankAccount(db: DbOrTx, memberId: number) {
  const [row] = await db
    .select()
    .from(memberBankAccount)
    .where(eq(memberBankAccount.memberId, memberId))
    .orderBy(desc(memberBankAccount.isDefault), desc(memberBankAccount.id))
    .limit(1);
  return row;
}

/** Serialises one member's account writes (the limit, the single default) on the member's row. */
export async function lockMember(tx: Tx, memberId: number): Promise<void> {
  await tx.select({ id: member.memberId }).from(member).where(eq(member.memberId, memberId)).for('update');
}

export async function countBankAccounts(tx: Tx, memberId: number): Promise<number> {
  const [row] = await tx
    .select({ n: count() })
    .from(memberBankAccount)
    .where(eq(memberBankAccount.memberId, memberId));
  return row?.n ?? 0;
}

export async function clearDefault(tx: Tx, memberId: number, exceptId = 0): Promise<void> {
  await tx
    .update(memberBankAccount)
    .set({ isDefault: 0 })
    .where(
      and(
        eq(memberBankAccount.memberId, memberId),
        eq(memberBankAccount.isDefault, 1),
        ne(memberBankAccount.id, exceptId),
      ),
    );
}

export async function insertBankAccount(
  tx: Tx,
  memberId: number,
  values: BankAccountValues & { isDefault: number },
  now: number,
): Promise<number> {
  const [row] = await tx
    .insert(memberBankAccount)
    .values({ ...values, memberId, createTime: now, modifyTime: now })
    .returning({ id: memberBankAccount.id });
  return row!.id;
}

export async function updateBankAccount(
  tx: Tx,
  memberId: number,
  id: number,
  values: Partial<BankAccountValues> & { isDefault?: number; modifyTime: number },
): Promise<void> {
  await tx.update(memberBankAccount).set(values).where(own(memberId, id));
}

/** Deletes an account unless it is the default; answers whether a row went. */
export async function deleteNonDefault(db: Db, memberId: number, id: number): Promise<boolean> {
  const rows = await db
    .delete(memberBankAccount)
    .where(and(own(memberId, id), eq(memberBankAccount.isDefault, 0)))
    .returning({ id: memberBankAccount.id });
  return rows.length === 1;
}
