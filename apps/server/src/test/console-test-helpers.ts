import type { ConsoleAudience } from '@mall/contracts';
import { createConsoleSession } from '../platform/auth/console-sessions.ts';
import { rows } from '../flows/checkout/checkout-test-helpers.ts';
import type { TestApp } from './test-app.ts';

/**
 * Console tokens for tests, opened directly (no argon2 per token): a seeded account by its login name —
 * shop owners `shop<site_id>`, shop 1's `staff1` and `agent1`, the operator `admin`.
 */
export async function consoleToken(t: TestApp, username: string): Promise<string> {
  const [shop] = await rows(
    t,
    `select merchant_id, role from merchant_account where username = '${username}'`,
  );
  if (shop) {
    const audience: ConsoleAudience = shop.role === 'shop_agent' ? 'agent' : 'merchant';
    return (await createConsoleSession(t.database.db, audience, Number(shop.merchant_id))).token;
  }
  const [op] = await rows(t, `select operator_id from operator_account where username = '${username}'`);
  if (!op) throw new Error(`no console account ${username}`);
  return (await createConsoleSession(t.database.db, 'operator', Number(op.operator_id))).token;
}

/** The audit rows of a call, newest first. */
export const auditRows = (t: TestApp, call: string) =>
  rows(t, `select * from console_audit where call = '${call}' order by id desc`);
