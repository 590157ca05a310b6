import crypto from 'node:crypto';
import { and, eq, gt, sql, type SQL } from 'drizzle-orm';
import type { AnyPgColumn, PgTable } from 'drizzle-orm/pg-core';
import { consoleSession as contract, type ConsoleAudience, type ConsoleRole } from '@mall/contracts';
import type { Db, Tx } from '../database.ts';
import { consoleSession } from './auth-tables.ts';

const nowSeconds = () => Math.floor(Date.now() / 1000);
const hashToken = (token: string) => crypto.createHash('sha256').update(token).digest('hex');

/**
 * The accounts of one audience, as its owning module states them: the platform joins them to the session in
 * the token's one query without knowing their table (as for members' SessionHolderRule).
 */
export interface ConsoleHolder {
  table: PgTable;
  /** The account id, joined to console_session.account_id. */
  id: AnyPgColumn;
  /** The login name (shown in the console and written to the audit log). */
  name: AnyPgColumn;
  /** The account's role: a ConsoleRole of this audience. */
  role: AnyPgColumn | SQL;
  /** The account's shop, or sql`0` for audiences without one. */
  siteId: AnyPgColumn | SQL;
  /** True for accounts whose sessions are honoured (enabled, of this audience). */
  mayAct: SQL;
}

const holders = new Map<ConsoleAudience, ConsoleHolder>();

/** Set at start-up by the module owning the audience's accounts (merchant: merchant and agent; operator). */
export function registerConsoleHolder(audience: ConsoleAudience, holder: ConsoleHolder): void {
  holders.set(audience, holder);
}

/** Starts a session for an account of an audience; only the token's hash is stored. */
export async function createConsoleSession(
  db: Db,
  audience: ConsoleAudience,
  accountId: number,
  ip = '',
): Promise<{ token: string; expireTime: number; sessionId: number }> {
  const token = crypto.randomBytes(32).toString('base64url');
  const now = nowSeconds();
  const expireTime = now + contract.CONSOLE_SESSION_SECONDS;
  const [row] = await db
    .insert(consoleSession)
    .values({ tokenHash: hashToken(token), audience, accountId, createTime: now, expireTime, ip })
    .returning({ sessionId: consoleSession.sessionId });
  return { token, expireTime, sessionId: row!.sessionId };
}

export interface ConsoleSessionFound {
  sessionId: number;
  audience: ConsoleAudience;
  accountId: number;
  /** Absent when the session's account may no longer act, or the session is of another audience. */
  holder?: { role: ConsoleRole; siteId: number; name: string };
}

/**
 * The live session of a token (any audience), with its account when it is of `audience` and may act — one
 * query. Null for an unknown, expired or revoked token.
 */
export async function findConsoleSession(
  db: Db,
  audience: ConsoleAudience,
  token: string,
): Promise<ConsoleSessionFound | null> {
  const h = holders.get(audience);
  // Failing closed: without its holder an audience's calls cannot be checked.
  if (!h) throw new Error(`No console holder for ${audience}: its module registers it at start-up`);
  if (token.length < 20 || token.length > 100) return null;
  const [row] = await db
    .select({
      sessionId: consoleSession.sessionId,
      audience: consoleSession.audience,
      accountId: consoleSession.accountId,
      role: sql<string | null>`${h.role}`,
      siteId: sql<number | null>`${h.siteId}`,
      name: sql<string | null>`${h.name}`,
    })
    .from(consoleSession)
    .leftJoin(
      h.table,
      and(eq(h.id, consoleSession.accountId), eq(consoleSession.audience, audience), h.mayAct),
    )
    .where(
      and(
        eq(consoleSession.tokenHash, hashToken(token)),
        eq(consoleSession.revokeTime, 0),
        gt(consoleSession.expireTime, nowSeconds()),
      ),
    )
    .limit(1);
  if (!row) return null;
  const found = {
    sessionId: row.sessionId,
    audience: row.audience as ConsoleAudience,
    accountId: row.accountId,
  };
  if (row.role === null || row.name === null) return found;
  const holder = { role: row.role as ConsoleRole, siteId: Number(row.siteId ?? 0), name: row.name };
  return { ...found, holder };
}

/** Ends one session (logout). */
export async function revokeConsoleSession(db: Db | Tx, sessionId: number): Promise<void> {
  await db
    .update(consoleSession)
    .set({ revokeTime: nowSeconds() })
    .where(and(eq(consoleSession.sessionId, sessionId), eq(consoleSession.revokeTime, 0)));
}

/** Ends every live session of an account (disabled, password changed). */
export async function revokeAccountSessions(db: Db | Tx, audience: ConsoleAudience, accountId: number) {
  await db
    .update(consoleSession)
    .set({ revokeTime: nowSeconds() })
    .where(
      and(
        eq(consoleSession.audience, audience),
        eq(consoleSession.accountId, accountId),
        eq(consoleSession.revokeTime, 0),
      ),
    );
}
