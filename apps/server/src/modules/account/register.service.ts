import type { account } from '@mall/contracts';
import type { Db } from '../../db/client.ts';
import { AppError } from '../../platform/errors.ts';
import type { MessageKey } from '../../platform/i18n/messages.ts';
import { giveRegisterReward } from '../loyalty/index.ts';
import { hashPassword } from '../../platform/auth/passwords.ts';
import { insertMember, selectDefaultLevel, usernameExists, type NewMember } from './account.repository.ts';
import { consumeCaptcha } from './captcha.service.ts';
import { checkCode } from './codes.service.ts';
import { issueToken } from './login.service.ts';
import { maskMobile, storedMobile } from './mobile.ts';
import { assertPasswordRules, assertRegisterAllowed, registerConfig } from './register-config.service.ts';

const nowSeconds = () => Math.floor(Date.now() / 1000);

/**
 * Creates the member at the default level with the operator's registration reward (facts §4.5 memberregister)
 * in one transaction, so no member exists without the reward it was promised; `taken` names the message when a
 * unique column collides.
 */
export async function createMember(db: Db, row: NewMember, ip: string, taken: MessageKey): Promise<number> {
  const level = await selectDefaultLevel(db);
  const now = nowSeconds();
  const memberId = await db.transaction(async (tx) => {
    const id = await insertMember(tx, row, level, now, ip);
    if (id !== null) await giveRegisterReward(tx, id, now);
    return id;
  });
  if (memberId === null) throw new AppError('FAIL', taken);
  return memberId;
}

/** Account-name registration: captcha used up, password rules of REGISTER_CONFIG; logs the member in. */
export async function registerByUsername(
  db: Db,
  input: {
    username: string;
    password: string;
    confirm_password?: string;
    nickname?: string;
    captcha_id: string;
    captcha_code: string;
  },
  ip: string,
): Promise<account.TokenAnswer> {
  const config = await registerConfig(db);
  assertRegisterAllowed(config, 'username');
  await consumeCaptcha(db, input.captcha_id, input.captcha_code);
  assertPasswordRules(config, input.password, input.confirm_password);
  // Names are kept in lower case so "Anna" and "anna" cannot be two accounts.
  const username = input.username.toLowerCase();
  if (await usernameExists(db, username)) throw new AppError('FAIL', 'USERNAME_TAKEN');
  const memberId = await createMember(
    db,
    {
      username,
      nickname: input.nickname || input.username,
      password: await hashPassword(input.password),
    },
    ip,
    'USERNAME_TAKEN',
  );
  return issueToken(db, memberId, ip);
}

/** Mobile registration with a REGISTER_CODE; rules are checked before the code is used up. */
export async function registerByMobile(
  db: Db,
  input: {
    mobile: string;
    country_code: string;
    key: string;
    code: string;
    password: string;
    confirm_password?: string;
  },
  ip: string,
): Promise<account.TokenAnswer> {
  const config = await registerConfig(db);
  assertRegisterAllowed(config, 'mobile');
  const mobile = storedMobile(input.country_code, input.mobile);
  assertPasswordRules(config, input.password, input.confirm_password);
  await checkCode(
    db,
    { purpose: 'REGISTER_CODE', channel: 'sms', target: mobile, key: input.key, code: input.code },
    true,
  );
  const memberId = await createMember(
    db,
    { mobile, nickname: maskMobile(input.mobile), password: await hashPassword(input.password) },
    ip,
    'MOBILE_TAKEN',
  );
  return issueToken(db, memberId, ip);
}

/** E-mail registration; without a password the member stays logged in for 7 days (spec §4). */
export async function registerByEmail(
  db: Db,
  input: { email: string; key: string; code: string; password?: string; confirm_password?: string },
  ip: string,
): Promise<account.TokenAnswer> {
  const config = await registerConfig(db);
  assertRegisterAllowed(config, 'email');
  const email = input.email.toLowerCase();
  if (input.password !== undefined) assertPasswordRules(config, input.password, input.confirm_password);
  await checkCode(
    db,
    { purpose: 'REGISTER_CODE', channel: 'email', target: email, key: input.key, code: input.code },
    true,
  );
  const password = input.password === undefined ? '' : await hashPassword(input.password);
  const memberId = await createMember(
    db,
    { email, nickname: email.split('@')[0]!.slice(0, 30), password },
    ip,
    'EMAIL_TAKEN',
  );
  if (input.password !== undefined) return issueToken(db, memberId, ip);
  return { ...(await issueToken(db, memberId, ip, 7)), autoLoginRange: 7 };
}
