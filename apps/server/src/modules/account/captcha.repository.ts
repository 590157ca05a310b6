import { and, eq, gt, lte } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { captcha } from '../../db/schema/index.ts';

// A captcha gets one try: each step below that decides a try is one statement that takes the captcha whatever
// the answer, so parallel requests with many answers for one captcha have exactly one of them looked at.

export async function insertCaptcha(db: Db, row: typeof captcha.$inferInsert): Promise<void> {
  await db.insert(captcha).values(row);
}

export async function deleteCaptcha(db: Db, captchaId: string): Promise<void> {
  await db.delete(captcha).where(eq(captcha.captchaId, captchaId));
}

/** The answer of a live captcha and the target it was spent on ('' while unused), or null. */
export async function selectLive(
  db: Db,
  captchaId: string,
  now: number,
): Promise<{ answer: string; boundTarget: string; expireTime: number } | null> {
  const rows = await db
    .select({ answer: captcha.answer, boundTarget: captcha.boundTarget, expireTime: captcha.expireTime })
    .from(captcha)
    .where(and(eq(captcha.captchaId, captchaId), gt(captcha.expireTime, now)))
    .limit(1);
  return rows[0] ?? null;
}

/** Takes an unused live captcha for a login or registration (deleting it): answers its answer, or null. */
export async function takeCaptcha(db: Db, captchaId: string, now: number): Promise<string | null> {
  const rows = await db
    .delete(captcha)
    .where(and(eq(captcha.captchaId, captchaId), eq(captcha.boundTarget, ''), gt(captcha.expireTime, now)))
    .returning({ answer: captcha.answer });
  return rows[0]?.answer ?? null;
}

/**
 * Spends an unused live captcha on a code target, from then on alive only until `until`: answers its answer,
 * or null when it is not there to take.
 */
export async function bindCaptcha(
  db: Db,
  captchaId: string,
  target: string,
  now: number,
  until: number,
): Promise<string | null> {
  const rows = await db
    .update(captcha)
    .set({ boundTarget: target, expireTime: until })
    .where(and(eq(captcha.captchaId, captchaId), eq(captcha.boundTarget, ''), gt(captcha.expireTime, now)))
    .returning({ answer: captcha.answer });
  return rows[0]?.answer ?? null;
}

export async function deleteExpiredCaptchas(db: Db, now: number): Promise<void> {
  await db.delete(captcha).where(lte(captcha.expireTime, now));
}
