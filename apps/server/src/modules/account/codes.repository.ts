import { and, eq, gt, lt, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { verifyCode } from '../../db/schema/index.ts';

export type CodeRow = typeof verifyCode.$inferSelect;

export async function insertCode(db: Db, row: typeof verifyCode.$inferInsert): Promise<void> {
  await db.insert(verifyCode).values(row);
}

export async function deleteCodeByKey(db: Db, key: string): Promise<void> {
  await db.delete(verifyCode).where(eq(verifyCode.codeKey, key));
}

export async function selectCodeByKey(db: Db, key: string): Promise<CodeRow | null> {
  const rows = await db.select().from(verifyCode).where(eq(verifyCode.codeKey, key)).limit(1);
  return rows[0] ?? null;
}

/**
 * Takes one try of a live code in one statement: answers the tries taken so far, or null when the code is used,
 * expired or out of tries. Parallel checks of one code each get their own number, so at most `maxAttempts`
 * of them ever compare a code.
 */
export async function takeAttempt(
  db: Db,
  id: number,
  now: number,
  maxAttempts: number,
): Promise<number | null> {
  const [row] = await db
    .update(verifyCode)
    .set({ attempts: sql`${verifyCode.attempts} + 1` })
    .where(
      and(
        eq(verifyCode.id, id),
        eq(verifyCode.usedTime, 0),
        gt(verifyCode.expireTime, now),
        lt(verifyCode.attempts, maxAttempts),
      ),
    )
    .returning({ attempts: verifyCode.attempts });
  return row?.attempts ?? null;
}

/** A right code does not count as a try: its try is returned (and, when `usedTime` is given, it is used up). */
export async function settleRightAttempt(db: Db, id: number, usedTime?: number): Promise<boolean> {
  const rows = await db
    .update(verifyCode)
    .set({ attempts: sql`${verifyCode.attempts} - 1`, ...(usedTime ? { usedTime } : {}) })
    .where(and(eq(verifyCode.id, id), eq(verifyCode.usedTime, 0)))
    .returning({ id: verifyCode.id });
  return rows.length > 0;
}
