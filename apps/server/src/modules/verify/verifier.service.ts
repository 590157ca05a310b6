import { toPaged, type Paged, type verify } from '@mall/contracts';
import type { Db } from '../../db/client.ts';
import type { MerchantContext } from '../../platform/context.ts';
import { AppError } from '../../platform/errors.ts';
import * as repo from './verify.repository.ts';

/* The shop owner binds members as the shop's write-off clerks (by mobile or login name) and unbinds them. */

type ClerkRow = Awaited<ReturnType<typeof repo.selectShopClerks>>['rows'][number];

const view = (r: ClerkRow): verify.Verifier => ({
  verifier_id: r.verifierId,
  member_id: r.memberId,
  verifier_name: r.verifierName,
  username: r.username ?? '',
  mobile: r.mobile ?? '',
  create_time: r.createTime,
});

export async function listClerks(
  db: Db,
  siteId: number,
  input: { page: number; page_size: number },
): Promise<Paged<verify.Verifier>> {
  const { rows, count } = await repo.selectShopClerks(db, siteId, input.page, input.page_size);
  return toPaged(rows.map(view), count, input.page_size);
}

export async function addClerk(db: Db, ctx: MerchantContext, account: string): Promise<verify.Verifier> {
  const m = await repo.selectMemberByAccount(db, account);
  if (!m) throw new AppError('FAIL', 'VERIFIER_MEMBER_UNKNOWN');
  const name = m.nickname || m.username || m.mobile || String(m.memberId);
  const createTime = Math.floor(Date.now() / 1000);
  return db.transaction(async (tx) => {
    const row = { siteId: ctx.siteId, memberId: m.memberId, verifierName: name.slice(0, 60), createTime };
    const added = await repo.insertClerk(tx, row);
    if (!added) throw new AppError('FAIL', 'VERIFIER_EXISTS');
    const clerk = view({ ...row, verifierId: added.verifierId, username: m.username, mobile: m.mobile });
    await ctx.audit(tx, { target: 'verifier', targetId: added.verifierId, before: null, after: clerk });
    return clerk;
  });
}

export async function removeClerk(db: Db, ctx: MerchantContext, verifierId: number): Promise<boolean> {
  return db.transaction(async (tx) => {
    const gone = await repo.deleteClerk(tx, ctx.siteId, verifierId);
    if (!gone) throw new AppError('NOT_FOUND', 'VERIFIER_NOT_FOUND');
    const before = { verifier_id: gone.verifierId, member_id: gone.memberId, verifier_name: gone.name };
    await ctx.audit(tx, { target: 'verifier', targetId: verifierId, before, after: null });
    return true;
  });
}
