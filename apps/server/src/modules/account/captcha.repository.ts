import { and, eq, gt, lte } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { captcha } from '../../db/schema/index.ts';

export async function insertCaptcha(db: Db, row: typeof captcha.$inferInsert): Promise<void> {
  await db.insert(captcha).values(row);
}

export async function deleteCaptcha(db: Db, captchaId: string): Promise<void> {
  await db.delete(captcha).where(eq(captcha.captchaId, captchaId));
}

/** The answer of a live captcha, or null. */
export async function selectLiveAnswer(db: Db, captchaId: string, now: number): Promise<string | null> {
  const rows = await db
    .select({ answer: captcha.answer })
    .from(captcha)
    .where(and(eq(captcha.captchaId, captchaId), gt(captcha.expireTime, now)))
    .limit(1);
  return rows[0]?.answer ?? null;
}

/**
 * Deletes the captcha when it is live and the answer matches, in one statement, so two requests racing with
 * the same captcha cannot both use it.
 */
export async function takeCaptcha(db: Db, captchaId: string, answer: string, now: number): Promise<boolean> {
  const rows = await db
    .delete(captcha)
    .where(and(eq(captcha.captchaId, captchaId), eq(captcha.answer, answer), gt(captcha.expireTime, now)))
    .returning({ id: captcha.captchaId });
  return rows.length > 0;
}

export async function deleteExpiredCaptchas(db: Db, now: number): Promise<void> {
  await db.delete(captcha).where(lte(captcha.expireTime, now));
}
