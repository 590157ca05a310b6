import type { consoleSession, ConsoleRole } from '@mall/contracts';
import type { Db } from '../../db/client.ts';
import { checkConsolePassword } from '../../platform/auth/console-login.ts';
import type { LimitStore } from '../../platform/auth/throttle.ts';
import { createConsoleSession } from '../../platform/auth/console-sessions.ts';
import type { OperatorContext } from '../../platform/context.ts';
import * as repo from './operator.repository.ts';

export async function operatorLogin(
  db: Db,
  limits: LimitStore,
  login: { username: string; password: string; ip: string },
): Promise<consoleSession.ConsoleLogin> {
  const found = await repo.selectActiveOperator(db, login.username);
  const account = await checkConsolePassword(limits, 'operator', login, found);
  const { token, expireTime } = await createConsoleSession(db, 'operator', account.operatorId, login.ip);
  return {
    token,
    expire_time: expireTime,
    audience: 'operator',
    role: account.role as ConsoleRole,
    account_id: account.operatorId,
    username: account.username,
    site_id: 0,
    site_name: '',
  };
}

export const operatorSessionInfo = (ctx: OperatorContext): consoleSession.ConsoleSessionInfo => ({
  audience: ctx.audience,
  role: ctx.role,
  account_id: ctx.accountId,
  username: ctx.accountName,
  site_id: 0,
  site_name: '',
});
