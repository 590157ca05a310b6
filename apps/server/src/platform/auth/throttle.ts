import type { Db } from '../database.ts';
import { LimitError, type LimitStore, type ThrottleRule } from './limit-store.ts';
import { createDatabaseLimitStore } from './pg-limit-store.ts';
import { createRedisLimitStore } from './redis-limit-store.ts';

export { LimitError, type LimitStore, type ThrottleRule } from './limit-store.ts';

/** 5 wrong passwords for one account name → that name is refused for 15 minutes. */
export const LOGIN_ACCOUNT_RULE: ThrottleRule = { scope: 'login_account', max: 5, windowSeconds: 15 * 60 };
/** One network guessing across many accounts meets a higher bar. */
export const LOGIN_IP_RULE: ThrottleRule = { scope: 'login_ip', max: 30, windowSeconds: 15 * 60 };
/** Payment passwords are only 6 digits: 5 wrong tries lock the check for 15 minutes. */
export const PAY_PASSWORD_RULE: ThrottleRule = { scope: 'pay_password', max: 5, windowSeconds: 15 * 60 };

/** Redis when a URL is given (limits shared by every process on it), else the database. */
export function createLimitStore(db: Db, redis: { url?: string; prefix: string }): LimitStore {
  return redis.url ? createRedisLimitStore(redis.url, redis.prefix) : createDatabaseLimitStore(db);
}

/**
 * One limit a try counts against. After a success the try is given back (`giveBack`: the rule counts failures
 * only, e.g. a network's) or the subject's count is forgotten (`forget`: a right password clears the account).
 */
export interface Guard {
  rule: ThrottleRule;
  subject: string;
  onSuccess: 'giveBack' | 'forget';
}

/**
 * Takes one try under each guard, in order; when one refuses, the tries already taken are given back and the
 * refusal (LimitError, with the seconds to wait) is thrown.
 */
export async function takeTries(limits: LimitStore, guards: readonly Guard[]): Promise<void> {
  for (const [i, guard] of guards.entries()) {
    const taken = await limits.take(guard.rule, guard.subject);
    if (taken.ok) continue;
    await giveBackTries(limits, guards.slice(0, i));
    throw new LimitError(guard.rule.refusal ?? 'LOGIN_THROTTLED', taken.retryAfterSeconds);
  }
}

export async function giveBackTries(limits: LimitStore, guards: readonly Guard[]): Promise<void> {
  for (const guard of guards) await limits.giveBack(guard.rule, guard.subject);
}

/**
 * A check (a password, a PIN) that failed tries limit. The try is taken BEFORE the slow check runs, so a
 * parallel burst cannot check more than the limit allows: a right answer arriving once the tries are used up
 * is refused like any other. A wrong answer keeps its try; a right one settles each guard as it says; a check
 * that throws (a bug, a lost database) gives the tries back, since nothing was decided.
 */
export async function guardedCheck(
  limits: LimitStore,
  guards: readonly Guard[],
  check: () => Promise<boolean>,
): Promise<boolean> {
  await takeTries(limits, guards);
  let right: boolean;
  try {
    right = await check();
  } catch (err) {
    await giveBackTries(limits, guards);
    throw err;
  }
  if (!right) return false;
  for (const g of guards) {
    if (g.onSuccess === 'forget') await limits.forget(g.rule, g.subject);
    else await limits.giveBack(g.rule, g.subject);
  }
  return true;
}
