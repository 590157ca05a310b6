import type { account } from '@mall/contracts';
import type { Db } from '../../db/client.ts';
import { createSession } from '../../platform/auth/session-store.ts';
import {
  guardedCheck,
  LOGIN_ACCOUNT_RULE,
  LOGIN_IP_RULE,
  type LimitStore,
} from '../../platform/auth/throttle.ts';
import { AppError } from '../../platform/errors.ts';
import { passwordMatches } from '../../platform/auth/passwords.ts';
import { selectMemberByLoginName, updateLoginInfo } from './account.repository.ts';
import { consumeCaptcha } from './captcha.service.ts';

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
 * Account + password + captcha (facts §9.1). The captcha is used up first; then a try is taken from the account
 * name's and the network's failure limits before the password is checked (guardedCheck). Unknown names and
 * wrong passwords answer the same text.
 */
export async function passwordLogin(
  db: Db,
  limits: LimitStore,
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
  const right = await guardedCheck(
    limits,
    [
      // A right password forgets the account's failures; the network's count only failures.
      { rule: LOGIN_ACCOUNT_RULE, subject: accountKey, onSuccess: 'forget' },
      { rule: LOGIN_IP_RULE, subject: ip, onSuccess: 'giveBack' },
    ],
    // The hash is checked even for unknown names, so the time taken does not tell which names exist.
    async () => (await passwordMatches(row?.password, input.password)) && row !== null,
  );
  if (!right || !row) throw new AppError('FAIL', 'LOGIN_FAILED');
  assertNotLocked(row.status);
  return issueToken(db, row.memberId, ip, input.autoLoginRange);
}
