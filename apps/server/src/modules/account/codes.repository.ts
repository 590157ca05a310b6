import { and, count, desc, eq, gt, lt, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { verifyCode } from '../../db/schema/index.ts';

export type CodeRow = typeof verifyCode.$inferSelect;

/** Serialises sends to one target across processes for the rest of the transaction. */
export async function lockTarget(db: Db, target: string): Promise<void> {
  await db.execute(sql`select pg_advisory_xact_lock(hashtext(${`verify_code:${target}`}))`);
}

export async function selectLatestSendTime(db: Db, target: string): Promise<number | null> {
  const rows = await db
    .select({ t: verifyCode.createTime })
    .from(verifyCode)
    .where(eq(verifyCode.target, target))
    .orderBy(desc(verifyCode.createTime))
    .limit(1);
  return rows[0]?.t ?? null;
}

export async function countSentToTarget(db: Db, target: string, since: number): Promise<number> {
  const [row] = await db
    .select({ n: count() })
    .from(verifyCode)
    .where(and(eq(verifyCode.target, target), gt(verifyCode.createTime, since)));
  return row?.n ?? 0;
}

export async function countSentFromIp(db: Db, ip: string, since: number): Promise<number> {
  const [row] = await db
    .select({ n: count() })
    .from(verifyCode)
    .where(and(eq(verifyCode.ip, ip), gt(verifyCode.createTime, since)));
  return row?.n ?? 0;
}

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

/** Counts a wrong try and answers the tries made so far. */
export async function addAttempt(db: Db, id: number): Promise<number> {
  const [row] = await db
    .update(verifyCode)
    .set({ attempts: sql`${verifyCode.attempts} + 1` })
    .where(eq(verifyCode.id, id))
    .returning({ attempts: verifyCode.attempts });
  return row?.attempts ?? Number.MAX_SAFE_INTEGER;
}

/** Marks the code used unless another request used it first (single use even under a race). */
export async function markUsed(db: Db, id: number, now: number, maxAttempts: number): Promise<boolean> {
  const rows = await db
    .update(verifyCode)
    .set({ usedTime: now })
    .where(and(eq(verifyCode.id, id), eq(verifyCode.usedTime, 0), lt(verifyCode.attempts, maxAttempts)))
    .returning({ id: verifyCode.id });
  return rows.length > 0;
}
