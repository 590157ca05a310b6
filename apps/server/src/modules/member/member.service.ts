import { centsToMoney, type Lang, type member as contract } from '@mall/contracts';
import type { Db } from '../../db/client.ts';
import { AppError } from '../../platform/errors.ts';
import { pickI18n } from '../../platform/i18n/translate.ts';
import { selectLevelI18n, selectMember, updateMember, type MemberRow } from './member.repository.ts';

/** The member's row, or TOKEN_ERROR when the session outlived its member (deleted meanwhile). */
export async function ownRow(db: Db, memberId: number): Promise<MemberRow> {
  const row = await selectMember(db, memberId);
  if (!row) throw new AppError('TOKEN_ERROR', 'TOKEN_ERROR');
  return row;
}

/** The member's row with the level name in the request's language (the row keeps the default-language copy). */
async function ownDetail(db: Db, memberId: number, lang: Lang) {
  const r = await ownRow(db, memberId);
  const levelName = pickI18n(await selectLevelI18n(db, r.memberLevel), lang, 'level_name', r.memberLevelName);
  return { r, detail: toDetail({ ...r, memberLevelName: levelName }) };
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

export const memberDetail = async (db: Db, memberId: number, lang: Lang) =>
  (await ownDetail(db, memberId, lang)).detail;

/** Detail plus what the security page needs: whether a login and a payment password are set. */
export async function memberInfo(db: Db, memberId: number, lang: Lang): Promise<contract.MemberInfo> {
  const { r, detail } = await ownDetail(db, memberId, lang);
  return {
    ...detail,
    password: r.password ? 1 : 0,
    is_pay_password: r.payPassword ? 1 : 0,
    login_time: r.loginTime,
  };
}

export async function modifyNickname(db: Db, memberId: number, nickname: string): Promise<boolean> {
  await updateMember(db, memberId, { nickname });
  return true;
}
