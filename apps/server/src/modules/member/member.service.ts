import { centsToMoney, type member as contract } from '@mall/contracts';
import type { Db } from '../../db/client.ts';
import { AppError } from '../../platform/errors.ts';
import { selectMember, updateMember, type MemberRow } from './member.repository.ts';

/** The member's row, or TOKEN_ERROR when the session outlived its member (deleted meanwhile). */
export async function ownRow(db: Db, memberId: number): Promise<MemberRow> {
  const row = await selectMember(db, memberId);
  if (!row) throw new AppError('TOKEN_ERROR', 'TOKEN_ERROR');
  return row;
}

export function toDetail(r: MemberRow): contract.MemberDetail {
  return {
    member_id: r.memberId,
    username: r.username ?? '',
    nickname: r.nickname,
    mobile: r.mobile ?? '',
    email: r.email ?? '',
    status: r.status,
    headimg: r.headimg,
    member_level: r.memberLevel,
    member_level_name: r.memberLevelName,
    sex: r.sex,
    birthday: r.birthday,
    point: r.point,
    balance: centsToMoney(r.balance),
    balance_money: centsToMoney(r.balanceMoney),
    growth: r.growth,
    sign_days_series: r.signDaysSeries,
    reg_time: r.regTime,
  };
}

export const memberDetail = async (db: Db, memberId: number) => toDetail(await ownRow(db, memberId));

/** Detail plus what the security page needs: whether a login and a payment password are set. */
export async function memberInfo(db: Db, memberId: number): Promise<contract.MemberInfo> {
  const r = await ownRow(db, memberId);
  return {
    ...toDetail(r),
    password: r.password ? 1 : 0,
    is_pay_password: r.payPassword ? 1 : 0,
    login_time: r.loginTime,
  };
}

export async function modifyNickname(db: Db, memberId: number, nickname: string): Promise<boolean> {
  await updateMember(db, memberId, { nickname });
  return true;
}
