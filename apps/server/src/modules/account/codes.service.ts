import crypto from 'node:crypto';
import { account, type Lang } from '@mall/contracts';
import type { Db } from '../../db/client.ts';
import { AppError } from '../../platform/errors.ts';
import { translate } from '../../platform/i18n/translate.ts';
import {
  addAttempt,
  countSentFromIp,
  countSentToTarget,
  deleteCodeByKey,
  insertCode,
  lockTarget,
  markUsed,
  selectCodeByKey,
  selectLatestSendTime,
} from './codes.repository.ts';
import type { Config } from '../../config/config.ts';
import type { FastifyBaseLogger } from 'fastify';
import { createSender, type Sender } from './sender.ts';

/** How codes leave (the sender) and how many may leave per target and per network in one hour. */
export interface CodeDelivery {
  sender: Sender;
  perTargetHour: number;
  perIpHour: number;
}

export function createCodeDelivery(config: Config, db: Db, log: FastifyBaseLogger): CodeDelivery {
  return {
    sender: createSender(config, db, log),
    perTargetHour: config.codeSendsPerTargetHour,
    perIpHour: config.codeSendsPerIpHour,
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

/** The countdown, then the per-target and per-network hourly limits (spec §5: repeated clicks rejected). */
async function assertMaySend(db: Db, limits: CodeDelivery, target: string, ip: string, now: number) {
  const last = await selectLatestSendTime(db, target);
  if (last !== null && now - last < account.CODE_RESEND_SECONDS) {
    const seconds = account.CODE_RESEND_SECONDS - (now - last);
    throw new AppError('RATE_LIMITED', 'CODE_RESEND_WAIT', { params: { seconds }, data: { seconds } });
  }
  if ((await countSentToTarget(db, target, now - 3600)) >= limits.perTargetHour) {
    throw new AppError('RATE_LIMITED', 'CODE_TARGET_LIMIT');
  }
  if ((await countSentFromIp(db, ip, now - 3600)) >= limits.perIpHour) {
    throw new AppError('RATE_LIMITED', 'CODE_IP_LIMIT');
  }
}

/** Makes a random 6-digit code, stores only its hash and sends it; answers the key the follow-up call needs. */
export async function sendCode(
  db: Db,
  delivery: CodeDelivery,
  to: CodeTarget,
  meta: { ip: string; lang: Lang },
): Promise<account.CodeSent> {
  const now = nowSeconds();
  const key = crypto.randomBytes(18).toString('base64url');
  const code = String(crypto.randomInt(0, 10 ** account.CODE_LENGTH)).padStart(account.CODE_LENGTH, '0');
  await db.transaction(async (tx) => {
    await lockTarget(tx as unknown as Db, to.target);
    await assertMaySend(tx as unknown as Db, delivery, to.target, meta.ip, now);
    await insertCode(tx as unknown as Db, {
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
    // An undelivered code must not start the countdown.
    await deleteCodeByKey(db, key);
    throw err;
  }
  return { key };
}

/**
 * Checks a code for its purpose and target: unknown, used, expired or dead codes answer CODE_EXPIRED; a wrong
 * code or another target counts a try (5 kill it). With `consume` a right code is used up.
 */
export async function checkCode(
  db: Db,
  expected: CodeTarget & { key: string; code: string },
  consume: boolean,
): Promise<void> {
  const now = nowSeconds();
  const row = await selectCodeByKey(db, expected.key);
  const alive =
    row &&
    row.purpose === expected.purpose &&
    row.memberId === (expected.memberId ?? 0) &&
    row.usedTime === 0 &&
    row.expireTime > now &&
    row.attempts < account.CODE_MAX_ATTEMPTS;
  if (!alive) throw new AppError('ERROR', 'CODE_EXPIRED');
  const given = Buffer.from(hashCode(expected.key, expected.code));
  const right = row.target === expected.target && crypto.timingSafeEqual(given, Buffer.from(row.codeHash));
  if (!right) {
    const attempts = await addAttempt(db, row.id);
    throw new AppError('ERROR', 'CODE_WRONG', {
      params: { left: Math.max(0, account.CODE_MAX_ATTEMPTS - attempts) },
    });
  }
  if (consume && !(await markUsed(db, row.id, now, account.CODE_MAX_ATTEMPTS))) {
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
