import { toPaged, type ConsoleAudience, type merchant, type Paged } from '@mall/contracts';
import type { Db } from '../../db/client.ts';
import { revokeAccountSessions } from '../../platform/auth/console-sessions.ts';
import { hashPassword } from '../../platform/auth/passwords.ts';
import type { MerchantContext } from '../../platform/context.ts';
import { AppError } from '../../platform/errors.ts';
import * as repo from './staff.repository.ts';

/*
 * The shop owner's staff accounts: staff (the shop's daily work) and customer-service agents. The owner's own
 * account is not among those it may change; another shop's account reads as not found.
 */

type Row = NonNullable<Awaited<ReturnType<typeof repo.insertShopAccount>>>;

const view = (r: Row): merchant.StaffAccount => ({
  account_id: r.accountId,
  username: r.username,
  role: r.role,
  status: r.status,
  create_time: r.createTime,
});

const audienceOf = (role: string): ConsoleAudience => (role === 'shop_agent' ? 'agent' : 'merchant');

export async function listStaff(
  db: Db,
  siteId: number,
  input: { page: number; page_size: number },
): Promise<Paged<merchant.StaffAccount>> {
  const { rows, count } = await repo.selectShopAccounts(db, siteId, input.page, input.page_size);
  return toPaged(rows.map(view), count, input.page_size);
}

export async function addStaff(
  db: Db,
  ctx: MerchantContext,
  input: { username: string; password: string; role: string },
): Promise<merchant.StaffAccount> {
  const password = await hashPassword(input.password);
  return db.transaction(async (tx) => {
    const row = { siteId: ctx.siteId, username: input.username, password, role: input.role };
    const added = await repo.insertShopAccount(tx, { ...row, createTime: Math.floor(Date.now() / 1000) });
    if (!added) throw new AppError('FAIL', 'MERCHANT_USERNAME_TAKEN');
    const account = view(added);
    await ctx.audit(tx, { target: 'staff', targetId: added.accountId, before: null, after: account });
    return account;
  });
}

/** Disables or enables an account; disabling ends its sessions (and they stay ended when enabled again). */
export async function setStaffStatus(
  db: Db,
  ctx: MerchantContext,
  input: { account_id: number; status: 0 | 1 },
): Promise<merchant.StaffAccount> {
  return db.transaction(async (tx) => {
    const before = await repo.lockStaffAccount(tx, ctx.siteId, input.account_id);
    if (!before) throw new AppError('NOT_FOUND', 'MERCHANT_STAFF_NOT_FOUND');
    await repo.updateAccountStatus(tx, before.accountId, input.status);
    if (input.status === 0) await revokeAccountSessions(tx, audienceOf(before.role), before.accountId);
    const after = view({ ...before, status: input.status });
    await ctx.audit(tx, { target: 'staff', targetId: before.accountId, before: view(before), after });
    return after;
  });
}
