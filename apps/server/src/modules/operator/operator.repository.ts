import { and, eq, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { operatorAccount } from '../../db/schema/index.ts';
import type { ConsoleHolder } from '../../platform/auth/console-sessions.ts';

/** Console sessions of operators: enabled operator accounts (see console-sessions.ts). */
export const OPERATOR_HOLDER: ConsoleHolder = {
  table: operatorAccount,
  id: operatorAccount.operatorId,
  name: operatorAccount.username,
  role: operatorAccount.role,
  siteId: sql`0`,
  mayAct: eq(operatorAccount.status, 1),
};

export async function selectActiveOperator(db: Db, username: string) {
  const [row] = await db
    .select()
    .from(operatorAccount)
    .where(and(eq(operatorAccount.username, username), eq(operatorAccount.status, 1)))
    .limit(1);
  return row;
}
