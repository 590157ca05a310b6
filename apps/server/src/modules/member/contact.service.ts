import type { account, Lang } from '@mall/contracts';
import type { Db } from '../../db/client.ts';
import { AppError } from '../../platform/errors.ts';
import {
  checkCode,
  sendCode,
  spendCaptchaOnSend,
  storedMobile,
  type CodeDelivery,
} from '../account/index.ts';
import { contactTakenByOther, updateMember } from './member.repository.ts';
import { ownRow } from './member.service.ts';

type Kind = 'mobile' | 'email';
const PURPOSE = { mobile: 'BIND_MOBILE', email: 'BIND_EMAIL' } as const;
const CHANNEL = { mobile: 'sms', email: 'email' } as const;
const TAKEN = { mobile: 'MOBILE_TAKEN', email: 'EMAIL_TAKEN' } as const;

/** The stored form of what the member typed: "+cc-number" mobiles, lower-case e-mails. */
export const contactValue = (
  kind: Kind,
  input: { mobile?: string; country_code?: string; email?: string },
) =>
  kind === 'mobile'
    ? storedMobile(input.country_code ?? '86', input.mobile ?? '')
    : (input.email ?? '').toLowerCase();

/** /api/member/checkmobile, checkemail: free to bind unless another member uses it. */
export async function checkContactFree(
  db: Db,
  memberId: number,
  kind: Kind,
  value: string,
): Promise<boolean> {
  if (await contactTakenByOther(db, memberId, kind, value)) throw new AppError('FAIL', TAKEN[kind]);
  return true;
}

/** Sends a bind code to the new mobile or e-mail, once it is known to be free and not already the member's. */
export async function sendBindCode(
  db: Db,
  delivery: CodeDelivery,
  memberId: number,
  kind: Kind,
  value: string,
  captcha: { captcha_id: string; captcha_code: string },
  meta: { ip: string; lang: Lang },
): Promise<account.CodeSent> {
  const row = await ownRow(db, memberId);
  if (row[kind] === value) throw new AppError('FAIL', 'ALREADY_BOUND');
  await spendCaptchaOnSend(db, captcha, value, delivery.rules.resend.windowSeconds, async () => {
    await checkContactFree(db, memberId, kind, value);
  });
  return sendCode(
    db,
    delivery,
    { purpose: PURPOSE[kind], channel: CHANNEL[kind], target: value, memberId },
    meta,
  );
}

/** Binds the new mobile or e-mail after its code; a race with another member loses on the unique index. */
export async function bindContact(
  db: Db,
  memberId: number,
  kind: Kind,
  value: string,
  code: { key: string; code: string },
): Promise<boolean> {
  await checkCode(
    db,
    { purpose: PURPOSE[kind], channel: CHANNEL[kind], target: value, memberId, ...code },
    true,
  );
  if (!(await updateMember(db, memberId, { [kind]: value }))) throw new AppError('FAIL', TAKEN[kind]);
  return true;
}
