import { and, eq, gt, sql } from 'drizzle-orm';
import type { Db } from '../database.ts';
import { limitCounter } from './auth-tables.ts';
import { subjectKey, type LimitStore, type ThrottleRule } from './limit-store.ts';

const nowSeconds = () => Math.floor(Date.now() / 1000);
const c = limitCounter;

/**
 * Limits counted in the limit_counter table. A take is one INSERT … ON CONFLICT DO UPDATE … WHERE … RETURNING:
 * PostgreSQL locks the row for the update and re-checks the WHERE on the newest version, so of N parallel
 * takes exactly the first `max` get a row back. A window that ended starts over inside the same statement.
 */
export function createDatabaseLimitStore(db: Db): LimitStore {
  const where = (rule: ThrottleRule, subject: string) =>
    and(eq(c.scope, rule.scope), eq(c.subject, subjectKey(subject)));
  return {
    kind: 'database',
    async take(rule, subject) {
      const now = nowSeconds();
      const windowOver = sql`${c.resetTime} <= ${now}`;
      const taken = await db
        .insert(c)
        .values({
          scope: rule.scope,
          subject: subjectKey(subject),
          hits: 1,
          resetTime: now + rule.windowSeconds,
        })
        .onConflictDoUpdate({
          target: [c.scope, c.subject],
          set: {
            hits: sql`case when ${windowOver} then 1 else ${c.hits} + 1 end`,
            resetTime: sql`case when ${windowOver} then ${now + rule.windowSeconds} else ${c.resetTime} end`,
          },
          setWhere: sql`${windowOver} or ${c.hits} < ${rule.max}`,
        })
        .returning({ hits: c.hits });
      if (taken.length) return { ok: true };
      // Refused: the row was left as it was; read when its window ends for the answer's Retry-After.
      const [row] = await db.select({ resetTime: c.resetTime }).from(c).where(where(rule, subject));
      return { ok: false, retryAfterSeconds: Math.max(1, (row?.resetTime ?? now + 1) - now) };
    },
    async giveBack(rule, subject) {
      await db
        .update(c)
        .set({ hits: sql`greatest(${c.hits} - 1, 0)` })
        .where(and(where(rule, subject), gt(c.resetTime, nowSeconds())));
    },
    async forget(rule, subject) {
      await db.delete(c).where(where(rule, subject));
    },
    async forgetAll() {
      await db.delete(c);
    },
    close: async () => {},
  };
}
