import { and, count, desc, eq, inArray, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { pageOffset, pageWithTotal } from '../../db/paging.ts';
import { member, memberAccount } from '../../db/schema/index.ts';
import type { Tx } from '../../platform/jobs/job-runner.ts';

type DbOrTx = Db | Tx;

export type LedgerEntryRow = typeof memberAccount.$inferSelect;

export async function selectMemberMoney(db: DbOrTx, memberId: number) {
  const [row] = await db
    .select({
      balance: member.balance,
      balanceMoney: member.balanceMoney,
      point: member.point,
      growth: member.growth,
      username: member.username,
      nickname: member.nickname,
    })
    .from(member)
    .where(eq(member.memberId, memberId));
  return row;
}

export function selectLedgerPage(
  db: Db,
  memberId: number,
  filter: { accountTypes: string[]; fromType?: string | undefined },
  page: number,
  pageSize: number,
) {
  const where = and(
    eq(memberAccount.memberId, memberId),
    inArray(memberAccount.accountType, filter.accountTypes),
    filter.fromType ? eq(memberAccount.fromType, filter.fromType) : undefined,
  );
  return pageWithTotal(
    db
      .select()
      .from(memberAccount)
      .where(where)
      .orderBy(desc(memberAccount.id))
      .limit(pageSize)
      .offset(pageOffset(page, pageSize)),
    db.select({ n: count() }).from(memberAccount).where(where),
  );
}

/** A member column that is not the sum of its ledger entries. */
export interface LedgerMismatch {
  memberId: number;
  accountType: string;
  column: number;
  ledger: number;
}

/**
 * Every (member, account type) whose column differs from the sum of its ledger rows, over all four account
 * types: a member with no rows must hold zero. One statement, so it reads one consistent snapshot.
 */
export async function selectLedgerMismatches(db: Db): Promise<LedgerMismatch[]> {
  const result = await db.execute(sql`
    with cols as (
      select m.member_id, v.account_type, v.amount
      from ${member} m
      cross join lateral (values
        ('balance', m.balance::bigint), ('balance_money', m.balance_money::bigint),
        ('point', m.point::bigint), ('growth', m.growth::bigint)
      ) as v(account_type, amount)
    ),
    sums as (
      select member_id, account_type, sum(account_data)::bigint as total
      from ${memberAccount} group by member_id, account_type
    )
    select coalesce(c.member_id, s.member_id) as member_id,
           coalesce(c.account_type, s.account_type) as account_type,
           coalesce(c.amount, 0) as col, coalesce(s.total, 0) as ledger
    from cols c
    full join sums s on s.member_id = c.member_id and s.account_type = c.account_type
    where coalesce(c.amount, 0) <> coalesce(s.total, 0)
    order by 1, 2`);
  const rows = (result as unknown as { rows: Record<string, unknown>[] }).rows;
  return rows.map((r) => ({
    memberId: Number(r.member_id),
    accountType: String(r.account_type),
    column: Number(r.col),
    ledger: Number(r.ledger),
  }));
}

export async function selectMemberCount(db: Db): Promise<number> {
  const [row] = await db.select({ n: count() }).from(member);
  return row?.n ?? 0;
}
