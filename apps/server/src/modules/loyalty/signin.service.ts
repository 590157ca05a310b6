import type { loyalty } from '@mall/contracts';
import type { Db } from '../../db/client.ts';
import { AppError } from '../../platform/errors.ts';
import { giveReward } from '../wallet/index.ts';
import { awardForStreak, normaliseAward, signinRules } from './loyalty-config.ts';
import { dayStart, previousDayStart } from './loyalty-clock.ts';
import * as repo from './loyalty.repository.ts';

/*
 * The daily sign-in (facts §4.7): once a day; the streak grows when the last sign-in was yesterday, else starts
 * again at 1; the reward is the award entry of the streak day (or the last entry), credited as from_type signin.
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
    await repo.insertSignin(tx, { memberId, signDay: today, series, ...reward, now });
    const cause = { fromType: 'signin', remark: `daily sign-in, day ${series}`, tag: String(today) };
    await giveReward(tx, memberId, reward, cause, now);
    return { sign_days_series: series, ...reward };
  });
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
    is_use: rules.is_use === 1 ? 1 : 0,
  };
}
