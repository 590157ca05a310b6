import type { account, Lang } from '@mall/contracts';
import type { Db } from '../../db/client.ts';
import { AppError } from '../../platform/errors.ts';
import { selectMemberByEmail, selectMemberByMobile } from './account.repository.ts';
import { spendCaptchaOnSend } from './captcha.service.ts';
import { checkCode, sendCode, type CodeDelivery } from './codes.service.ts';
import { assertNotLocked, issueToken } from './login.service.ts';
import { maskMobile, storedMobile } from './mobile.ts';
import {
  assertLoginAllowed,
  assertRegisterAllowed,
  registerConfig,
  type AccountKind,
} from './register-config.service.ts';
import { createMember } from './register.service.ts';

interface Meta {
  ip: string;
  lang: Lang;
}
type Captcha = { captcha_id: string; captcha_code: string };

/**
 * Which code a "get code" button asks for. Login codes need that login way on; register codes need that
 * register way on and a free target; password-recovery codes need a registered mobile (spec §5).
 */
export type CodeIntent = 'login' | 'register' | 'find';
const PURPOSE = { login: 'LOGIN_CODE', register: 'REGISTER_CODE', find: 'FIND_PASSWORD' } as const;

async function assertIntent(db: Db, intent: CodeIntent, kind: AccountKind, existing: unknown): Promise<void> {
  const config = await registerConfig(db);
  if (intent === 'login') assertLoginAllowed(config, kind);
  if (intent === 'register') assertRegisterAllowed(config, kind);
  if (intent === 'register' && existing)
    throw new AppError('FAIL', kind === 'mobile' ? 'MOBILE_TAKEN' : 'EMAIL_TAKEN');
  if (intent === 'find' && !existing) throw new AppError('FAIL', 'MOBILE_NOT_REGISTERED');
  // Codes are e-mailed only to members, so the form cannot be used to mail strangers.
  if (intent === 'login' && kind === 'email' && !existing) throw new AppError('FAIL', 'EMAIL_NOT_REGISTERED');
}

export async function sendMobileCode(
  db: Db,
  delivery: CodeDelivery,
  intent: CodeIntent,
  input: Captcha & { mobile: string; country_code: string },
  meta: Meta,
): Promise<account.CodeSent> {
  const mobile = storedMobile(input.country_code, input.mobile);
  // The captcha first: whether a mobile is registered is told only to someone who solved one.
  await spendCaptchaOnSend(db, input, mobile, delivery.rules.resend.windowSeconds, async () =>
    assertIntent(db, intent, 'mobile', await selectMemberByMobile(db, mobile)),
  );
  return sendCode(db, delivery, { purpose: PURPOSE[intent], channel: 'sms', target: mobile }, meta);
}

export async function sendEmailCode(
  db: Db,
  delivery: CodeDelivery,
  intent: Exclude<CodeIntent, 'find'>,
  input: Captcha & { email: string },
  meta: Meta,
): Promise<account.CodeSent> {
  const email = input.email.toLowerCase();
  await spendCaptchaOnSend(db, input, email, delivery.rules.resend.windowSeconds, async () =>
    assertIntent(db, intent, 'email', await selectMemberByEmail(db, email)),
  );
  return sendCode(db, delivery, { purpose: PURPOSE[intent], channel: 'email', target: email }, meta);
}

/** Dynamic-code login; an unknown mobile is registered on the spot when mobile registration is on (facts §9.1). */
export async function mobileCodeLogin(
  db: Db,
  input: { mobile: string; country_code: string; key: string; code: string; autoLoginRange?: number },
  ip: string,
): Promise<account.TokenAnswer> {
  const config = await registerConfig(db);
  assertLoginAllowed(config, 'mobile');
  const mobile = storedMobile(input.country_code, input.mobile);
  await checkCode(
    db,
    { purpose: 'LOGIN_CODE', channel: 'sms', target: mobile, key: input.key, code: input.code },
    true,
  );
  const row = await selectMemberByMobile(db, mobile);
  if (row) {
    assertNotLocked(row.status);
    return issueToken(db, row.memberId, ip, input.autoLoginRange);
  }
  assertRegisterAllowed(config, 'mobile');
  const memberId = await createMember(
    db,
    { mobile, nickname: maskMobile(input.mobile), password: '' },
    ip,
    'MOBILE_TAKEN',
  );
  return issueToken(db, memberId, ip, input.autoLoginRange);
}

export async function emailCodeLogin(
  db: Db,
  input: { email: string; key: string; code: string; autoLoginRange?: number },
  ip: string,
): Promise<account.TokenAnswer> {
  assertLoginAllowed(await registerConfig(db), 'email');
  const email = input.email.toLowerCase();
  await checkCode(
    db,
    { purpose: 'LOGIN_CODE', channel: 'email', target: email, key: input.key, code: input.code },
    true,
  );
  const row = await selectMemberByEmail(db, email);
  if (!row) throw new AppError('FAIL', 'EMAIL_NOT_REGISTERED');
  assertNotLocked(row.status);
  return issueToken(db, row.memberId, ip, input.autoLoginRange);
}
