import type { consoleSession, ConsoleRole } from '@mall/contracts';
import type { Db } from '../../db/client.ts';
import { checkConsolePassword } from '../../platform/auth/console-login.ts';
import type { LimitStore } from '../../platform/auth/throttle.ts';
import { createConsoleSession } from '../../platform/auth/console-sessions.ts';
import type { ShopContext } from '../../platform/context.ts';
import * as repo from './merchant.repository.ts';

export interface MerchantIdentity {
  merchantId: number;
  siteId: number;
}

/**
 * Logs a shop account in to its audience's console: merchant staff (owner, staff) or a customer-service
 * agent. An account of the other audience is refused as a wrong password would be.
 */
export async function shopLogin(
  db: Db,
  limits: LimitStore,
  audience: 'merchant' | 'agent',
  login: { username: string; password: string; ip: string },
): Promise<consoleSession.ConsoleLogin> {
  const roles = audience === 'merchant' ? repo.MERCHANT_ROLES : repo.AGENT_ROLES;
  const found = await repo.selectActiveAccount(db, login.username, roles);
  const account = await checkConsolePassword(limits, audience, login, found);
  const { token, expireTime } = await createConsoleSession(db, audience, account.merchantId, login.ip);
  return {
    token,
    expire_time: expireTime,
    audience,
    role: account.role as ConsoleRole,
    account_id: account.merchantId,
    username: account.username,
    site_id: account.siteId,
    site_name: account.siteName,
  };
}

/** Who is logged in, with the shop's name. */
export async function shopSessionInfo(db: Db, ctx: ShopContext): Promise<consoleSession.ConsoleSessionInfo> {
  return {
    audience: ctx.audience,
    role: ctx.role,
    account_id: ctx.accountId,
    username: ctx.accountName,
    site_id: ctx.siteId,
    site_name: await repo.selectShopName(db, ctx.siteId),
  };
}
