import { bigint, char, index, integer, pgTable, serial, uniqueIndex, varchar } from 'drizzle-orm/pg-core';
import { unixTime } from './common.ts';

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
