import {
  bigint,
  char,
  index,
  integer,
  pgTable,
  serial,
  text,
  uniqueIndex,
  varchar,
} from 'drizzle-orm/pg-core';
import { unixTime } from './common.ts';

/** Captchas (facts §9.1: cached 10 min, single use). The answer is kept in lower case; a wrong answer kills it. */
export const captcha = pgTable(
  'captcha',
  {
    captchaId: varchar('captcha_id', { length: 64 }).primaryKey(),
    answer: varchar('answer', { length: 8 }).notNull(),
    createTime: unixTime('create_time'),
    expireTime: unixTime('expire_time'),
    /** The code target a solved captcha was spent on ('' while unused): it never serves another send. */
    boundTarget: varchar('bound_target', { length: 120 }).notNull().default(''),
  },
  (t) => [index('captcha_expire_idx').on(t.expireTime)],
);

/**
 * Verification codes sent by SMS or e-mail. The code itself is never stored: only SHA-256 of key + code. A code
 * serves one purpose for one target, once, until expire_time, and dies after 5 wrong tries.
 */
export const verifyCode = pgTable(
  'verify_code',
  {
    id: serial('id').primaryKey(),
    codeKey: varchar('code_key', { length: 64 }).notNull(),
    purpose: varchar('purpose', { length: 20 }).notNull(),
    channel: varchar('channel', { length: 10 }).notNull(),
    /** The mobile (as stored on member) or the lower-case e-mail the code went to. */
    target: varchar('target', { length: 100 }).notNull(),
    /** The member a bind or pay-password code belongs to; 0 for codes sent before login. */
    memberId: integer('member_id').notNull().default(0),
    codeHash: char('code_hash', { length: 64 }).notNull(),
    attempts: integer('attempts').notNull().default(0),
    createTime: unixTime('create_time'),
    expireTime: unixTime('expire_time'),
    /** 0 until the code is used. */
    usedTime: bigint('used_time', { mode: 'number' }).notNull().default(0),
    ip: varchar('ip', { length: 60 }).notNull().default(''),
  },
  (t) => [
    uniqueIndex('verify_code_key_uq').on(t.codeKey),
    index('verify_code_target_idx').on(t.target, t.createTime),
    index('verify_code_ip_idx').on(t.ip, t.createTime),
  ],
);

/** What the demo outbox shows: every code and e-mail "sent" outside production mode. */
export const messageOutbox = pgTable(
  'message_outbox',
  {
    id: serial('id').primaryKey(),
    channel: varchar('channel', { length: 10 }).notNull(),
    recipient: varchar('recipient', { length: 100 }).notNull(),
    text: text('text').notNull(),
    createTime: unixTime('create_time'),
  },
  (t) => [index('message_outbox_recipient_idx').on(t.recipient, t.id)],
);
