import { centsToMoney, toPaged, type operator, type Paged } from '@mall/contracts';
import type { Db } from '../../db/client.ts';
import { revokeMemberSessions } from '../../platform/auth/session-store.ts';
import type { OperatorContext } from '../../platform/context.ts';
import { AppError } from '../../platform/errors.ts';
import * as repo from './member-admin.repository.ts';

/*
 * The platform operator's view of members: search, detail, lock and unlock. A locked member's tokens stop
 * working at once (the session check joins the member's status) and every session is ended as well, so an
 * unlock does not bring old sessions back: the member logs in again.
 */

type Row = NonNullable<Awaited<ReturnType<typeof repo.selectMemberById>>>;

const view = (r: Row): operator.MemberRow => ({
  member_id: r.memberId,
  username: r.username ?? '',
  nickname: r.nickname,
  mobile: r.mobile ?? '',
  email: r.email ?? '',
  headimg: r.headimg,
  status: r.status as 0 | 1,
  member_level_name: r.memberLevelName,
  point: r.point,
  balance: centsToMoney(r.balance),
  reg_time: r.regTime,
  login_time: r.loginTime,
});

export async function searchMembers(
  db: Db,
  input: operator.MemberSearchInput,
): Promise<Paged<operator.MemberRow>> {
  const { rows, total } = await repo.selectMemberPage(db, {
    search: input.search,
    status: input.status,
    page: input.page,
    pageSize: input.page_size,
  });
  return toPaged(rows.map(view), total, input.page_size);
}

export async function memberDetail(db: Db, memberId: number): Promise<operator.MemberDetail> {
  const row = await repo.selectMemberById(db, memberId);
  if (!row) throw new AppError('NOT_FOUND', 'MEMBER_NOT_FOUND');
  const activity = await repo.selectMemberActivity(db, memberId);
  return {
    ...view(row),
    growth: row.growth,
    last_login_ip: row.lastLoginIp,
    order_count: activity.orders,
    live_sessions: activity.sessions,
  };
}

/** Locks (0) or unlocks (1) a member; locking ends every session of the member in the same transaction. */
export async function setMemberStatus(
  db: Db,
  ctx: OperatorContext,
  input: { member_id: number; status: 0 | 1 },
): Promise<operator.MemberRow> {
  return db.transaction(async (tx) => {
    const before = await repo.lockMemberRow(tx, input.member_id);
    if (!before) throw new AppError('NOT_FOUND', 'MEMBER_NOT_FOUND');
    await repo.updateMemberStatus(tx, before.memberId, input.status);
    if (input.status === 0) await revokeMemberSessions(tx, before.memberId);
    const after = view({ ...before, status: input.status });
    await ctx.audit(tx, { target: 'member', targetId: before.memberId, before: view(before), after });
    return after;
  });
}
