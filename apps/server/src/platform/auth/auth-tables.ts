import {
  bigint,
  char,
  index,
  integer,
  pgTable,
  primaryKey,
  serial,
  uniqueIndex,
  varchar,
} from 'drizzle-orm/pg-core';
import { unixTime } from '../database.ts';

// The platform's own tables: db/schema/index.ts re-exports them, so migrations see them with every other table.

/**
 * Login sessions. The member holds an opaque random token; only its SHA-256 is stored, so a leaked table
 * cannot be replayed. A session ends at expire_time or when revoked (logout, password change).
 */
export const memberSession = pgTable(
  'member_session',
  {
    sessionId: serial('session_id').primaryKey(),
    tokenHash: char('token_hash', { length: 64 }).notNull(),
    memberId: integer('member_id').notNull(),
    createTime: unixTime('create_time'),
    expireTime: unixTime('expire_time'),
    /** 0 while the session is live; the unix time it was revoked otherwise. */
    revokeTime: bigint('revoke_time', { mode: 'number' }).notNull().default(0),
    ip: varchar('ip', { length: 60 }).notNull().default(''),
  },
  (t) => [
    uniqueIndex('member_session_token_uq').on(t.tokenHash),
    index('member_session_member_idx').on(t.memberId),
  ],
);

/**
 * Tries and sends counted against a limit (platform/auth/limit-store.ts): one row per rule and subject, its
 * hits inside a window that ends at reset_time. Taking a try is one INSERT … ON CONFLICT DO UPDATE, so
 * parallel requests (on any number of processes) never pass the limit. Rows past reset_time are dead.
 */
export const limitCounter = pgTable(
  'limit_counter',
  {
    scope: varchar('scope', { length: 20 }).notNull(),
    subject: varchar('subject', { length: 200 }).notNull(),
    hits: integer('hits').notNull(),
    resetTime: unixTime('reset_time'),
  },
  (t) => [primaryKey({ columns: [t.scope, t.subject] }), index('limit_counter_reset_idx').on(t.resetTime)],
);

/**
 * Console sessions of every audience (merchant staff, agents, operators), apart from members'. Like a member's,
 * the token is opaque and only its SHA-256 is stored. The account is the audience's own (see
 * console-sessions.ts: each audience's module registers its account table), so a token of one audience
 * never opens a call of another.
 */
export const consoleSession = pgTable(
  'console_session',
  {
    sessionId: serial('session_id').primaryKey(),
    tokenHash: char('token_hash', { length: 64 }).notNull(),
    audience: varchar('audience', { length: 12 }).notNull(),
    accountId: integer('account_id').notNull(),
    createTime: unixTime('create_time'),
    expireTime: unixTime('expire_time'),
    /** 0 while the session is live; the unix time it was revoked otherwise. */
    revokeTime: bigint('revoke_time', { mode: 'number' }).notNull().default(0),
    ip: varchar('ip', { length: 60 }).notNull().default(''),
  },
  (t) => [
    uniqueIndex('console_session_token_uq').on(t.tokenHash),
    index('console_session_account_idx').on(t.audience, t.accountId),
  ],
);
