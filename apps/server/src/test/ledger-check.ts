import { expect } from 'vitest';
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
