import { afterEach, expect } from 'vitest';
import { ledgerMismatches } from '../modules/wallet/index.ts';
import type { TestApp } from './test-app.ts';

/**
 * The reconciliation after a money test: every member's balance, cash, points and growth equal the sum of
 * their ledger entries (the same check as `npm run reconcile`). Tests that set balances by direct SQL must
 * also write the matching ledger rows, or call this only where they did not.
 */
export async function expectLedgerInStep(t: TestApp): Promise<void> {
  expect(await ledgerMismatches(t.database.db)).toEqual([]);
}

/**
 * Runs the reconciliation after every test of a money test file (checkout, order, payment, refund, top-up,
 * wallet, loyalty), so a movement without its ledger row fails the test that made it. Takes a getter because
 * the files create their app in beforeAll.
 */
export function reconcileAfterEach(app: () => TestApp | undefined): void {
  afterEach(async () => {
    const current = app();
    if (current) await expectLedgerInStep(current);
  });
}

type MoneyColumn = 'balance' | 'balance_money' | 'point' | 'growth';

/**
 * Sets a member's amounts the way an operator adjustment would: each column to its value, with an 'adjust'
 * ledger row for the difference, so a test can start from known money and still reconcile.
 */
export async function setMemberMoney(
  t: TestApp,
  username: string,
  values: Partial<Record<MoneyColumn, number>>,
): Promise<void> {
  const entries = Object.entries(values) as [MoneyColumn, number][];
  const sets = entries.map(([col, v]) => `${col} = ${Math.trunc(v)}`).join(', ');
  const deltas = entries.map(([col, v]) => `('${col}', ${Math.trunc(v)} - m.${col}::bigint)`).join(', ');
  await t.database.db.transaction(async (tx) => {
    await tx.execute(`
      insert into member_account (member_id, account_type, account_data, from_type, remark, create_time)
      select m.member_id, d.account_type, d.delta, 'adjust', 'test setup', extract(epoch from now())::int
      from member m cross join lateral (values ${deltas}) as d(account_type, delta)
      where m.username = '${username}' and d.delta <> 0`);
    await tx.execute(`update member set ${sets} where username = '${username}'`);
  });
}
