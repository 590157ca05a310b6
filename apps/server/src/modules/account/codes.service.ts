import crypto from 'node:crypto';
import { account, type Lang } from '@mall/contracts';
import type { Db } from '../../db/client.ts';
import { AppError } from '../../platform/errors.ts';
import { translate } from '../../platform/i18n/translate.ts';
import {
  deleteCodeByKey,
  insertCode,
  selectCodeByKey,
  settleRightAttempt,
  takeAttempt,
} from './codes.repository.ts';
import type { Config } from '../../config/config.ts';
import type { FastifyBaseLogger } from 'fastify';
import {
  giveBackTries,
  takeTries,
  type Guard,
  type LimitStore,
  type ThrottleRule,
} from '../../platform/auth/throttle.ts';
import { createSender, type Sender } from './sender.ts';

/** The countdown between two sends to one target (spec §5: repeated clicks rejected); 60 s unless configured. */
const codeResendRule = (seconds: number): ThrottleRule => ({
  scope: 'code_resend',
  max: 1,
  windowSeconds: seconds,
  refusal: 'CODE_RESEND_WAIT',
});

/** The spec's countdown. */
export const CODE_RESEND_RULE = codeResendRule(account.CODE_RESEND_SECONDS);

/** The countdown, and the hourly send limits per target and per network. */
export const codeSendRules = (
  perTargetHour: number,
  perIpHour: number,
  resendSeconds: number = account.CODE_RESEND_SECONDS,
) =>
  ({
    resend: codeResendRule(resendSeconds),
    target: { scope: 'code_target', max: perTargetHour, windowSeconds: 3600, refusal: 'CODE_TARGET_LIMIT' },
    ip: { scope: 'code_ip', max: perIpHour, windowSeconds: 3600, refusal: 'CODE_IP_LIMIT' },
  }) satisfies Record<string, ThrottleRule>;

/** How codes leave (the sender), and the limits every send is counted against. */
export interface CodeDelivery {
  sender: Sender;
  limits: LimitStore;
  rules: ReturnType<typeof codeSendRules>;
}

export function createCodeDelivery(
  config: Config,
  db: Db,
  limits: LimitStore,
  log: FastifyBaseLogger,
): CodeDelivery {
  return {
    sender: createSender(config, db, log),
    limits,
    rules: codeSendRules(config.codeSendsPerTargetHour, config.codeSendsPerIpHour, config.codeResendSeconds),
  };
}

const nowSeconds = () => Math.floor(Date.now() / 1000);
const hashCode = (key: string, code: string) =>
  crypto.createHash('sha256').update(`${key}:${code}`).digest('hex');

export interface CodeTarget {
  purpose: account.CodePurpose;
  channel: 'sms' | 'email';
  /** A stored mobile (see storedMobile) or a lower-case e-mail. */
  target: string;
  /** The member a bind or pay-password code belongs to; 0 before login. */
  memberId?: number;
}

/** The countdown, then the per-target and per-network hourly limits; a refusal says which. */
const sendGuards = (delivery: CodeDelivery, target: string, ip: string): Guard[] => [
  { rule: delivery.rules.resend, subject: target, onSuccess: 'giveBack' },
  { rule: delivery.rules.target, subject: target, onSuccess: 'giveBack' },
  { rule: delivery.rules.ip, subject: ip, onSuccess: 'giveBack' },
];

/**
 * Makes a random 6-digit code, stores only its hash and sends it; answers the key the follow-up call needs.
 * The send takes its place under the countdown and the hourly limits first, each in one atomic step, so a
 * burst of sends cannot pass them; a failed delivery gives the place back.
 */
export async function sendCode(
  db: Db,
  delivery: CodeDelivery,
  to: CodeTarget,
  meta: { ip: string; lang: Lang },
): Promise<account.CodeSent> {
  const guards = sendGuards(delivery, to.target, meta.ip);
  await takeTries(delivery.limits, guards);
  try {
    return await storeAndDeliver(db, delivery, to, meta);
  } catch (err) {
    // An undelivered code must not start the countdown nor count an hourly send.
    await giveBackTries(delivery.limits, guards);
    throw err;
  }
}

async function storeAndDeliver(
  db: Db,
  delivery: CodeDelivery,
  to: CodeTarget,
  meta: { ip: string; lang: Lang },
): Promise<account.CodeSent> {
  const now = nowSeconds();
  const key = crypto.randomBytes(18).toString('base64url');
  const code = String(crypto.randomInt(0, 10 ** account.CODE_LENGTH)).padStart(account.CODE_LENGTH, '0');
  await insertCode(db, {
    codeKey: key,
    purpose: to.purpose,
    channel: to.channel,
    target: to.target,
    memberId: to.memberId ?? 0,
    codeHash: hashCode(key, code),
    createTime: now,
    expireTime: now + account.CODE_TTL_SECONDS,
    ip: meta.ip,
  });
  const purpose = translate(meta.lang, `PURPOSE_${to.purpose}`);
  const text = translate(meta.lang, 'CODE_TEXT', { purpose, code });
  try {
    await delivery.sender.sendCode({
      channel: to.channel,
      to: to.target,
      text,
      subject: translate(meta.lang, 'CODE_MAIL_SUBJECT'),
    });
  } catch (err) {
    await deleteCodeByKey(db, key);
    throw err;
  }
  return { key };
}

/**
 * Checks a code for its purpose and target: unknown, used, expired or dead codes answer CODE_EXPIRED. Each
 * check takes one of the code's 5 tries in one statement before comparing, so parallel guesses cannot share a
 * try; a wrong code or another target keeps it (5 kill the code), a right one gives it back. With `consume` a
 * right code is used up.
 */
export async function checkCode(
  db: Db,
  expected: CodeTarget & { key: string; code: string },
  consume: boolean,
): Promise<void> {
  const now = nowSeconds();
  const row = await selectCodeByKey(db, expected.key);
  const ours = row && row.purpose === expected.purpose && row.memberId === (expected.memberId ?? 0);
  const attempts = ours ? await takeAttempt(db, row.id, now, account.CODE_MAX_ATTEMPTS) : null;
  if (!row || attempts === null) throw new AppError('ERROR', 'CODE_EXPIRED');
  const given = Buffer.from(hashCode(expected.key, expected.code));
  const right = row.target === expected.target && crypto.timingSafeEqual(given, Buffer.from(row.codeHash));
  if (!right) {
    throw new AppError('ERROR', 'CODE_WRONG', {
      params: { left: Math.max(0, account.CODE_MAX_ATTEMPTS - attempts) },
    });
  }
  // A second request using the same right code at the same moment finds it used and is refused.
  if (!(await settleRightAttempt(db, row.id, consume ? now : undefined))) {
    throw new AppError('ERROR', 'CODE_EXPIRED');
  }
}

const OWN_CODE_PURPOSES: readonly string[] = ['BIND_MOBILE', 'BIND_EMAIL', 'PAY_PASSWORD'];

/** /api/member/verifycode: checks a bind or pay-password code the member asked for, without using it up. */
export async function checkOwnCode(db: Db, memberId: number, key: string, code: string): Promise<boolean> {
  const row = await selectCodeByKey(db, key);
  if (!row || row.memberId !== memberId || !OWN_CODE_PURPOSES.includes(row.purpose)) {
    throw new AppError('ERROR', 'CODE_EXPIRED');
  }
  const purpose = row.purpose as account.CodePurpose;
  const channel = row.channel === 'email' ? 'email' : 'sms';
  await checkCode(db, { purpose, channel, target: row.target, memberId, key, code }, false);
  return true;
}
