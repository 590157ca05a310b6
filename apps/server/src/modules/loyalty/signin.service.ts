import { centsToMoney, type loyalty } from '@mall/contracts';
import type { Db } from '../../db/client.ts';
import { AppError } from '../../platform/errors.ts';
import { givePlatformCoupon, selectPlatformCouponNames } from '../coupon/index.ts';
import { giveReward, ledgerNote } from '../wallet/index.ts';
import { awardForStreak, normaliseAward, signinRules } from './loyalty-config.ts';
import { dayStart, previousDayStart } from './loyalty-clock.ts';
import * as repo from './loyalty.repository.ts';

/*
 * The daily sign-in (facts §4.7): once a day; the streak grows when the last sign-in was yesterday, else starts
 * again at 1; the reward is the award entry of the streak day (or the last entry), credited as from_type signin,
 * and its platform coupon issued in the same transaction.
 */

/** The streak as it stands at `now`: kept when the last sign-in was today or yesterday, else 0. */
function liveSeries(state: { signTime: number; series: number } | undefined, now: number): number {
  if (!state || state.signTime < previousDayStart(now)) return 0;
  return state.series;
}

export async function isSigned(db: Db, memberId: number, now: number): Promise<0 | 1> {
  const state = await repo.selectSignState(db, memberId);
  return state && state.signTime >= dayStart(now) ? 1 : 0;
}

export async function signIn(db: Db, memberId: number, now: number): Promise<loyalty.SigninResult> {
  const rules = await signinRules(db);
  if (rules.is_use !== 1) throw new AppError('FAIL', 'SIGNIN_CLOSED');
  const today = dayStart(now);
  return db.transaction(async (tx) => {
    const series = await repo.markSignedIn(tx, memberId, now, today, previousDayStart(now));
    if (series === null) throw new AppError('ERROR', 'SIGNED_IN');
    const reward = awardForStreak(rules.award, series);
    const { point, growth, coupon } = reward;
    await repo.insertSignin(tx, { memberId, signDay: today, series, point, growth, now });
    const cause = { fromType: 'signin', remark: ledgerNote('signinDay', series), tag: String(today) };
    await giveReward(tx, memberId, reward, cause, now);
    // A coupon type that ended or ran out gives nothing rather than refusing the sign-in it rides on.
    const given = coupon > 0 && (await givePlatformCoupon(tx, { memberId, typeId: coupon }, now));
    return { sign_days_series: series, ...reward, coupon_given: given ? 1 : 0 };
  });
}

/** The coupon types the award list names, with their names and amounts for the page. */
async function awardCoupons(db: Db, award: loyalty.SigninAward[]): Promise<loyalty.SigninCoupon[]> {
  const ids = [...new Set(award.map((a) => a.coupon).filter((id) => id > 0))];
  const rows = await selectPlatformCouponNames(db, ids);
  return rows.map((r) => ({
    coupon_type_id: r.typeId,
    name: r.name,
    money: centsToMoney(r.money),
    at_least: centsToMoney(r.atLeast),
  }));
}

/** The month's calendar: which days were signed, the streak, and today's reward (given or to come). */
export async function signinCalendar(db: Db, memberId: number, now: number): Promise<loyalty.SigninCalendar> {
  const rules = await signinRules(db);
  const state = await repo.selectSignState(db, memberId);
  const d = new Date(now * 1000);
  const monthStart = Math.floor(new Date(d.getFullYear(), d.getMonth(), 1).getTime() / 1000);
  const nextMonth = Math.floor(new Date(d.getFullYear(), d.getMonth() + 1, 1).getTime() / 1000);
  const days = await repo.selectSigninDays(db, memberId, monthStart, nextMonth);
  const signed = state !== undefined && state.signTime >= dayStart(now);
  const series = liveSeries(state, now);
  return {
    is_sign: signed ? 1 : 0,
    sign_days_series: series,
    signed_days: days.map((t) => new Date(t * 1000).getDate()).sort((a, b) => a - b),
    year: d.getFullYear(),
    month: d.getMonth() + 1,
    today: d.getDate(),
    today_award: awardForStreak(rules.award, signed ? series : series + 1),
    award: normaliseAward(rules.award),
    coupons: await awardCoupons(db, rules.award),
    is_use: rules.is_use === 1 ? 1 : 0,
  };
}
