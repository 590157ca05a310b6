import type { account } from '@mall/contracts';
import type { Db } from '../../db/client.ts';
import { createSession } from '../../platform/auth/session-store.ts';
import {
  assertNotThrottled,
  clearFailures,
  LOGIN_ACCOUNT_RULE,
  LOGIN_IP_RULE,
  recordFailure,
} from '../../platform/auth/throttle.ts';
import { AppError } from '../../platform/errors.ts';
import { selectMemberByLoginName, updateLoginInfo } from './account.repository.ts';
import { consumeCaptcha } from './captcha.service.ts';
import { passwordMatches } from './passwords.ts';

const nowSeconds = () => Math.floor(Date.now() / 1000);

/**
 * Starts a session for a member who proved who they are. autoLoginRange days when asked for ("automatic
 * login"), else the default lifetime; the storefront keeps the cookie for as long.
 */
export async function issueToken(
  db: Db,
  memberId: number,
  ip: string,
  autoLoginRange?: number,
): Promise<account.TokenAnswer> {
  const ttlSeconds = autoLoginRange ? autoLoginRange * 86_400 : undefined;
  const { token } = await createSession(db, memberId, { ttlSeconds, ip });
  await updateLoginInfo(db, memberId, nowSeconds(), ip);
  return { token };
}

/** Refuses a locked member (status 0) with MEMBER_IS_LOCKED. */
export function assertNotLocked(status: number): void {
  if (status !== 1) throw new AppError('FORBIDDEN', 'MEMBER_IS_LOCKED');
}

/**
 * Account + password + captcha (facts §9.1). The captcha is used up first; then the account name and the
 * network must be under their failure limits. Unknown names and wrong passwords answer the same text.
 */
export async function passwordLogin(
  db: Db,
  input: {
    username: string;
    password: string;
    captcha_id: string;
    captcha_code: string;
    autoLoginRange?: number;
  },
  ip: string,
): Promise<account.TokenAnswer> {
  await consumeCaptcha(db, input.captcha_id, input.captcha_code);
  const row = await selectMemberByLoginName(db, input.username);
  // One count per member, whichever of its names (account, mobile, e-mail) is tried; unknown names by text.
  const accountKey = row ? `member:${row.memberId}` : `name:${input.username.toLowerCase()}`;
  await assertNotThrottled(db, LOGIN_ACCOUNT_RULE, accountKey);
  await assertNotThrottled(db, LOGIN_IP_RULE, ip);
  if (!(await passwordMatches(row?.password, input.password)) || !row) {
    await recordFailure(db, LOGIN_ACCOUNT_RULE, accountKey);
    await recordFailure(db, LOGIN_IP_RULE, ip);
    throw new AppError('FAIL', 'LOGIN_FAILED');
  }
  assertNotLocked(row.status);
  await clearFailures(db, LOGIN_ACCOUNT_RULE, accountKey);
  return issueToken(db, row.memberId, ip, input.autoLoginRange);
}
