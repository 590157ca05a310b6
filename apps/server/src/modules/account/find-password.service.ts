import type { Db } from '../../db/client.ts';
import { revokeMemberSessions } from '../../platform/auth/session-store.ts';
import { LOGIN_ACCOUNT_RULE, type LimitStore } from '../../platform/auth/throttle.ts';
import { AppError } from '../../platform/errors.ts';
import { hashPassword } from '../../platform/auth/passwords.ts';
import { selectMemberByMobile, updatePassword } from './account.repository.ts';
import { checkCode } from './codes.service.ts';
import { storedMobile } from './mobile.ts';
import { assertPasswordRules, registerConfig } from './register-config.service.ts';

interface CodeInput {
  mobile: string;
  country_code: string;
  key: string;
  code: string;
}

async function registeredMemberId(db: Db, mobile: string): Promise<number> {
  const row = await selectMemberByMobile(db, mobile);
  if (!row) throw new AppError('FAIL', 'MOBILE_NOT_REGISTERED');
  return row.memberId;
}

const codeOf = (input: CodeInput, mobile: string) =>
  ({ purpose: 'FIND_PASSWORD', channel: 'sms', target: mobile, key: input.key, code: input.code }) as const;

/** Step 2 "verify identity": the code is checked (a wrong one counts a try) but kept for step 3. */
export async function checkFindPasswordCode(db: Db, input: CodeInput): Promise<boolean> {
  const mobile = storedMobile(input.country_code, input.mobile);
  await registeredMemberId(db, mobile);
  await checkCode(db, codeOf(input, mobile), false);
  return true;
}

/** Step 3 "reset password": rules first, then the code is used up; every session of the member ends. */
export async function resetPassword(
  db: Db,
  limits: LimitStore,
  input: CodeInput & { password: string; confirm_password?: string },
): Promise<boolean> {
  const mobile = storedMobile(input.country_code, input.mobile);
  const memberId = await registeredMemberId(db, mobile);
  assertPasswordRules(await registerConfig(db), input.password, input.confirm_password);
  await checkCode(db, codeOf(input, mobile), true);
  await updatePassword(db, memberId, await hashPassword(input.password));
  await revokeMemberSessions(db, memberId);
  await limits.forget(LOGIN_ACCOUNT_RULE, `member:${memberId}`);
  return true;
}
