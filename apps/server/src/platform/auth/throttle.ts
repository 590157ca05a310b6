import { and, count, eq, gt, min } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { authFailure } from '../../db/schema/index.ts';
import { AppError } from '../errors.ts';

/**
 * Failure throttles kept in the database, so every server process sees the same counts. A subject (an account
 * name, an IP, a member) is refused while it has `max` failures inside the last `windowSeconds`.
 */
export interface ThrottleRule {
  scope: string;
  max: number;
  windowSeconds: number;
}

/** 5 wrong passwords for one account name → that name is refused for 15 minutes. */
export const LOGIN_ACCOUNT_RULE: ThrottleRule = { scope: 'login_account', max: 5, windowSeconds: 15 * 60 };
/** One network guessing across many accounts meets a higher bar. */
export const LOGIN_IP_RULE: ThrottleRule = { scope: 'login_ip', max: 30, windowSeconds: 15 * 60 };
/** Payment passwords are only 6 digits: 5 wrong tries lock the check for 15 minutes. */
export const PAY_PASSWORD_RULE: ThrottleRule = { scope: 'pay_password', max: 5, windowSeconds: 15 * 60 };

const nowSeconds = () => Math.floor(Date.now() / 1000);

/** Refuses with LOGIN_THROTTLED (minutes until the oldest failure leaves the window) when over the limit. */
export async function assertNotThrottled(db: Db, rule: ThrottleRule, subject: string): Promise<void> {
  const since = nowSeconds() - rule.windowSeconds;
  const [row] = await db
    .select({ n: count(), oldest: min(authFailure.createTime) })
    .from(authFailure)
    .where(
      and(
        eq(authFailure.scope, rule.scope),
        eq(authFailure.subject, subject),
        gt(authFailure.createTime, since),
      ),
    );
  if (!row || row.n < rule.max) return;
  const secondsLeft = Number(row.oldest ?? 0) + rule.windowSeconds - nowSeconds();
  throw new AppError('RATE_LIMITED', 'LOGIN_THROTTLED', {
    params: { minutes: Math.max(1, Math.ceil(secondsLeft / 60)) },
  });
}

export async function recordFailure(db: Db, rule: ThrottleRule, subject: string): Promise<void> {
  await db.insert(authFailure).values({ scope: rule.scope, subject, createTime: nowSeconds() });
}

/** A success forgets the subject's failures (the account's, not the network's). */
export async function clearFailures(db: Db, rule: ThrottleRule, subject: string): Promise<void> {
  await db
    .delete(authFailure)
    .where(and(eq(authFailure.scope, rule.scope), eq(authFailure.subject, subject)));
}
