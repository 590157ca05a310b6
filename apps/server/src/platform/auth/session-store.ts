import crypto from 'node:crypto';
import { and, eq, gt, ne, sql, type SQL } from 'drizzle-orm';
import type { AnyPgColumn, PgTable } from 'drizzle-orm/pg-core';
import type { Db } from '../database.ts';
import { preparedOnce } from '../prepared.ts';
import { memberSession } from './auth-tables.ts';

/** Default session lifetime when the member did not ask to stay logged in (original system: 172800 s). */
export const DEFAULT_SESSION_SECONDS = 2 * 24 * 3600;

const nowSeconds = () => Math.floor(Date.now() / 1000);
const hashToken = (token: string) => crypto.createHash('sha256').update(token).digest('hex');

export interface SessionInfo {
  sessionId: number;
  memberId: number;
  expireTime: number;
}

/** Starts a session and returns the token the client keeps; only its hash is stored. */
export async function createSession(
  db: Db,
  memberId: number,
  opts: { ttlSeconds?: number; ip?: string } = {},
): Promise<{ token: string; expireTime: number; sessionId: number }> {
  const token = crypto.randomBytes(32).toString('base64url');
  const now = nowSeconds();
  const expireTime = now + (opts.ttlSeconds ?? DEFAULT_SESSION_SECONDS);
  const [row] = await db
    .insert(memberSession)
    .values({ tokenHash: hashToken(token), memberId, createTime: now, expireTime, ip: opts.ip ?? '' })
    .returning({ sessionId: memberSession.sessionId });
  return { token, expireTime, sessionId: row!.sessionId };
}

/**
 * Which session holders may still act (a locked member may not). The module that owns members states it as a
 * join and a condition, so the platform checks it in the token's one query without knowing the member table.
 */
export interface SessionHolderRule {
  table: PgTable;
  /** The holder's id column, joined to the session's member_id. */
  id: AnyPgColumn;
  /** True for holders whose tokens are honoured. */
  mayAct: SQL;
}

let holderRule: SessionHolderRule | undefined;

/** Set at start-up by the module owning members (account). */
export function registerSessionHolderRule(rule: SessionHolderRule): void {
  if (rule !== holderRule) sessionLookup = undefined;
  holderRule = rule;
}

/** The session lookup, prepared (every member call runs it first). */
let sessionLookup: ((db: Db) => ReturnType<typeof buildSessionLookup>) | undefined;

function buildSessionLookup(db: Db, rule: SessionHolderRule) {
  return db
    .select({
      sessionId: memberSession.sessionId,
      memberId: memberSession.memberId,
      expireTime: memberSession.expireTime,
    })
    .from(memberSession)
    .innerJoin(rule.table, eq(rule.id, memberSession.memberId))
    .where(
      and(
        eq(memberSession.tokenHash, sql.placeholder('tokenHash')),
        eq(memberSession.revokeTime, 0),
        gt(memberSession.expireTime, sql.placeholder('now')),
        rule.mayAct,
      ),
    )
    .limit(1)
    .prepare('member_session_lookup');
}

/** The live session of a token whose holder may act (see SessionHolderRule), or null. */
export async function findSession(db: Db, token: string): Promise<SessionInfo | null> {
  // Failing closed: without the rule a locked member's token would pass.
  if (!holderRule) throw new Error('No session holder rule: the account module registers it at start-up');
  if (token.length < 20 || token.length > 100) return null;
  const rule = holderRule;
  sessionLookup ??= preparedOnce((d: Db) => buildSessionLookup(d, rule));
  const rows = await sessionLookup(db).execute({ tokenHash: hashToken(token), now: nowSeconds() });
  return rows[0] ?? null;
}

/** Ends the session of this token (logout). Unknown tokens are ignored. */
export async function revokeSession(db: Db, token: string): Promise<void> {
  await db
    .update(memberSession)
    .set({ revokeTime: nowSeconds() })
    .where(and(eq(memberSession.tokenHash, hashToken(token)), eq(memberSession.revokeTime, 0)));
}

/** Ends every live session of a member, except optionally the one in use (password change, lock). */
export async function revokeMemberSessions(db: Db, memberId: number, keepSessionId = 0): Promise<void> {
  await db
    .update(memberSession)
    .set({ revokeTime: nowSeconds() })
    .where(
      and(
        eq(memberSession.memberId, memberId),
        eq(memberSession.revokeTime, 0),
        ne(memberSession.sessionId, keepSessionId),
      ),
    );
}
