import crypto from 'node:crypto';
import { account } from '@mall/contracts';
import * as svgCaptcha from 'svg-captcha';
import type { Db } from '../../db/client.ts';
import { LimitError } from '../../platform/auth/throttle.ts';
import { AppError } from '../../platform/errors.ts';
import {
  bindCaptcha,
  deleteCaptcha,
  deleteExpiredCaptchas,
  insertCaptcha,
  selectLive,
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
 * Login and registration use the captcha up: it serves exactly one try, right or wrong. Taking it is one
 * DELETE … RETURNING whatever the answer, so of parallel requests with one captcha only the first is looked
 * at; a captcha already spent on a code send does not serve a login.
 */
export async function consumeCaptcha(db: Db, id: string, code: string): Promise<void> {
  if ((await takeCaptcha(db, id, nowSeconds())) === code.toLowerCase()) return;
  throw new AppError('ERROR', 'CAPTCHA_ERROR');
}

/**
 * For a code send, a captcha is bound to what it was solved for: one code to one target. The first request
 * with it binds it to its target in one statement whatever its answer (one try per captcha, even in a burst);
 * a wrong answer then kills it. `precheck` may refuse (a taken mobile, an unknown e-mail), which kills it too,
 * so one captcha cannot probe many targets. A bound captcha lives on only for the resend countdown (the code
 * delivery's, `resendSeconds`, so the two never disagree), during which
 * a repeat to the same target (a double click) is told to wait; after that it is gone, so a second send needs
 * a new captcha.
 */
export async function spendCaptchaOnSend(
  db: Db,
  captcha: { captcha_id: string; captcha_code: string },
  target: string,
  resendSeconds: number,
  precheck: () => Promise<void> = async () => {},
): Promise<void> {
  const { captcha_id: id } = captcha;
  const answer = captcha.captcha_code.toLowerCase();
  const now = nowSeconds();
  const bound = await bindCaptcha(db, id, target, now, now + resendSeconds);
  if (bound === null) {
    const live = await selectLive(db, id, now);
    if (live?.boundTarget === target && live.answer === answer) {
      throw new LimitError('CODE_RESEND_WAIT', live.expireTime - now);
    }
  }
  try {
    if (bound !== answer) throw new AppError('ERROR', 'CAPTCHA_ERROR');
    await precheck();
  } catch (err) {
    await deleteCaptcha(db, id);
    throw err;
  }
}

/** Demo and test mode only: the answer of a live captcha, so journeys can log in. */
export async function peekCaptcha(db: Db, id: string): Promise<string> {
  const live = await selectLive(db, id, nowSeconds());
  if (live === null) throw new AppError('NOT_FOUND', 'CAPTCHA_ERROR');
  return live.answer;
}
