import crypto from 'node:crypto';
import { account } from '@mall/contracts';
import * as svgCaptcha from 'svg-captcha';
import type { Db } from '../../db/client.ts';
import { AppError } from '../../platform/errors.ts';
import {
  deleteCaptcha,
  deleteExpiredCaptchas,
  insertCaptcha,
  selectLiveAnswer,
  takeCaptcha,
} from './captcha.repository.ts';

const nowSeconds = () => Math.floor(Date.now() / 1000);
/** Letters that look alike in the picture are left out. */
const IGNORED_CHARS = '0oO1iIlLqg9';

/** A new captcha picture; the previous one of this page (when named) is dropped. */
export async function newCaptcha(db: Db, previousId?: string): Promise<account.Captcha> {
  const now = nowSeconds();
  if (previousId) await deleteCaptcha(db, previousId);
  // Expired rows are cleared as new ones are made, so the table holds only the last 10 minutes.
  if (Math.random() < 0.05) await deleteExpiredCaptchas(db, now);
  const picture = svgCaptcha.create({
    size: 4,
    noise: 3,
    ignoreChars: IGNORED_CHARS,
    width: 120,
    height: 40,
  });
  const id = crypto.randomBytes(18).toString('base64url');
  await insertCaptcha(db, {
    captchaId: id,
    answer: picture.text.toLowerCase(),
    createTime: now,
    expireTime: now + account.CAPTCHA_TTL_SECONDS,
  });
  return { id, img: `data:image/svg+xml;base64,${Buffer.from(picture.data).toString('base64')}` };
}

/**
 * Code-sending calls check the captcha without using it up (facts §9.1). A wrong answer still kills it, so an
 * id cannot be used to try answers one by one.
 */
export async function checkCaptcha(db: Db, id: string, code: string): Promise<void> {
  const answer = await selectLiveAnswer(db, id, nowSeconds());
  if (answer !== null && answer === code.toLowerCase()) return;
  await deleteCaptcha(db, id);
  throw new AppError('ERROR', 'CAPTCHA_ERROR');
}

/** Login and registration use the captcha up: it serves exactly once, right or wrong. */
export async function consumeCaptcha(db: Db, id: string, code: string): Promise<void> {
  if (await takeCaptcha(db, id, code.toLowerCase(), nowSeconds())) return;
  await deleteCaptcha(db, id);
  throw new AppError('ERROR', 'CAPTCHA_ERROR');
}

/** Demo and test mode only: the answer of a live captcha, so journeys can log in. */
export async function peekCaptcha(db: Db, id: string): Promise<string> {
  const answer = await selectLiveAnswer(db, id, nowSeconds());
  if (answer === null) throw new AppError('NOT_FOUND', 'CAPTCHA_ERROR');
  return answer;
}
