import { and, gt, inArray, lt, or, sql } from 'drizzle-orm';
import type { PruneTask } from '../jobs/housekeeping.ts';
import { consoleSession, limitCounter, memberSession } from './auth-tables.ts';

/** Sessions past their expiry or revoked (logout, password change) open nothing any more. */
const pruneSessions: PruneTask = {
  table: 'member_session',
  prune: async (tx, now, limit) => {
    const dead = or(
      lt(memberSession.expireTime, now),
      and(gt(memberSession.revokeTime, 0), lt(memberSession.revokeTime, now)),
    );
    const ids = tx.select({ id: memberSession.sessionId }).from(memberSession).where(dead).limit(limit);
    const rows = await tx
      .delete(memberSession)
      .where(inArray(memberSession.sessionId, ids))
      .returning({ id: memberSession.sessionId });
    return rows.length;
  },
};

/** Console sessions likewise (merchant staff, agents, operators). */
const pruneConsoleSessions: PruneTask = {
  table: 'console_session',
  prune: async (tx, now, limit) => {
    const dead = or(
      lt(consoleSession.expireTime, now),
      and(gt(consoleSession.revokeTime, 0), lt(consoleSession.revokeTime, now)),
    );
    const ids = tx.select({ id: consoleSession.sessionId }).from(consoleSession).where(dead).limit(limit);
    const rows = await tx
      .delete(consoleSession)
      .where(inArray(consoleSession.sessionId, ids))
      .returning({ id: consoleSession.sessionId });
    return rows.length;
  },
};

/** A counter past its reset time limits nothing: the next try starts a fresh window anyway. */
const pruneLimitCounters: PruneTask = {
  table: 'limit_counter',
  prune: async (tx, now, limit) => {
    const rows = await tx.execute(sql`delete from ${limitCounter} where (scope, subject) in (
      select scope, subject from ${limitCounter} where ${lt(limitCounter.resetTime, now)} limit ${limit})
      returning scope`);
    return (rows as unknown as { rows: unknown[] }).rows.length;
  },
};

/** The platform's own short-lived rows, for the housekeeping job. */
export const authPruneTasks: PruneTask[] = [pruneSessions, pruneConsoleSessions, pruneLimitCounters];
