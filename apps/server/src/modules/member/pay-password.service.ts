import { member as contract, type Lang } from '@mall/contracts';
import type { Db } from '../../db/client.ts';
import { guardedCheck, PAY_PASSWORD_RULE, type LimitStore } from '../../platform/auth/throttle.ts';
import { AppError } from '../../platform/errors.ts';
import {
  spendCaptchaOnSend,
  checkCode,
  hashPassword,
  maskEmail,
  maskMobile,
  passwordMatches,
  sendCode,
  type CodeDelivery,
} from '../account/index.ts';
import { updateMember, type MemberRow } from './member.repository.ts';
import { ownRow } from './member.service.ts';

/** Pay-password codes go to the bound mobile, or the bound e-mail when there is no mobile. */
function payCodeTarget(row: MemberRow) {
  if (row.mobile) return { channel: 'sms', target: row.mobile, shown: maskMobile(row.mobile) } as const;
  if (row.email) return { channel: 'email', target: row.email, shown: maskEmail(row.email) } as const;
  throw new AppError('FAIL', 'NO_BOUND_CONTACT');
}

export async function sendPayPasswordCode(
  db: Db,
  delivery: CodeDelivery,
  memberId: number,
  input: { captcha_id: string; captcha_code: string },
  meta: { ip: string; lang: Lang },
): Promise<contract.PayCodeSent> {
  const to = payCodeTarget(await ownRow(db, memberId));
  await spendCaptchaOnSend(db, input, to.target, delivery.rules.resend.windowSeconds);
  const { key } = await sendCode(
    db,
    delivery,
    { purpose: 'PAY_PASSWORD', channel: to.channel, target: to.target, memberId },
    meta,
  );
  return { key, channel: to.channel, to: to.shown };
}

async function checkPayCode(
  db: Db,
  memberId: number,
  key: string,
  code: string,
  consume: boolean,
): Promise<void> {
  const to = payCodeTarget(await ownRow(db, memberId));
  await checkCode(
    db,
    { purpose: 'PAY_PASSWORD', channel: to.channel, target: to.target, memberId, key, code },
    consume,
  );
}

export async function verifyPayPasswordCode(db: Db, memberId: number, input: { key: string; code: string }) {
  await checkPayCode(db, memberId, input.key, input.code, false);
  return true;
}

/** Sets or changes the 6-digit payment password after a PAY_PASSWORD code; weak PINs are refused first. */
export async function modifyPayPassword(
  db: Db,
  limits: LimitStore,
  memberId: number,
  input: { key: string; code: string; password: string; confirm_password?: string },
): Promise<boolean> {
  if (input.confirm_password !== undefined && input.confirm_password !== input.password) {
    throw new AppError('PARAMETER_ERROR', 'PASSWORD_MISMATCH');
  }
  if (contract.isWeakPayPassword(input.password)) throw new AppError('PARAMETER_ERROR', 'PAY_PASSWORD_WEAK');
  await checkPayCode(db, memberId, input.key, input.code, true);
  await updateMember(db, memberId, { payPassword: await hashPassword(input.password) });
  await limits.forget(PAY_PASSWORD_RULE, String(memberId));
  return true;
}

/**
 * The payment password check: 5 wrong tries lock it for 15 minutes. The try is taken before the hash is checked,
 * so a parallel burst checks at most 5 PINs; checkout counts against the same limit.
 */
export async function checkPayPassword(
  db: Db,
  limits: LimitStore,
  memberId: number,
  payPassword: string,
): Promise<boolean> {
  const row = await ownRow(db, memberId);
  if (!row.payPassword) throw new AppError('FAIL', 'PAY_PASSWORD_NOT_SET');
  const guard = { rule: PAY_PASSWORD_RULE, subject: String(memberId), onSuccess: 'forget' } as const;
  if (!(await guardedCheck(limits, [guard], () => passwordMatches(row.payPassword, payPassword)))) {
    throw new AppError('FAIL', 'PAY_PASSWORD_WRONG');
  }
  return true;
}

export const isPayPasswordSet = async (db: Db, memberId: number) =>
  (await ownRow(db, memberId)).payPassword ? 1 : 0;
