import { and, count, desc, eq, ne } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { merchantAccount } from '../../db/schema/index.ts';
import type { Tx } from '../../platform/jobs/job-runner.ts';

/* The accounts a shop owner manages: every query carries the shop in its WHERE. */

const columns = {
  accountId: merchantAccount.merchantId,
  username: merchantAccount.username,
  role: merchantAccount.role,
  status: merchantAccount.status,
  createTime: merchantAccount.createTime,
};

/** The shop's accounts, owner first, then newest first. */
export async function selectShopAccounts(db: Db, siteId: number, page: number, pageSize: number) {
  const where = eq(merchantAccount.siteId, siteId);
  const [total] = await db.select({ n: count() }).from(merchantAccount).where(where);
  const rows = await db
    .select(columns)
    .from(merchantAccount)
    .where(where)
    .orderBy(ne(merchantAccount.role, 'shop_owner'), desc(merchantAccount.merchantId))
    .limit(pageSize)
    .offset((page - 1) * pageSize);
  return { rows, count: total?.n ?? 0 };
}

/** Adds an account to the shop; answers undefined when the login name is taken (by any shop). */
export async function insertShopAccount(
  db: Db | Tx,
  row: { siteId: number; username: string; password: string; role: string; createTime: number },
) {
  const [added] = await db
    .insert(merchantAccount)
    .values(row)
    .onConflictDoNothing({ target: merchantAccount.username })
    .returning(columns);
  return added;
}

/** An account of the shop that is not its owner, locked for the rest of the transaction. */
export async function lockStaffAccount(tx: Tx, siteId: number, accountId: number) {
  const [row] = await tx
    .select(columns)
    .from(merchantAccount)
    .where(
      and(
        eq(merchantAccount.merchantId, accountId),
        eq(merchantAccount.siteId, siteId),
        ne(merchantAccount.role, 'shop_owner'),
      ),
    )
    .for('update');
  return row;
}

export async function updateAccountStatus(tx: Tx, accountId: number, status: number): Promise<void> {
  await tx.update(merchantAccount).set({ status }).where(eq(merchantAccount.merchantId, accountId));
}
