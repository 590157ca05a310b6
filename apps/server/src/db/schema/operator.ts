import { pgTable, serial, smallint, uniqueIndex, varchar } from 'drizzle-orm/pg-core';
import { unixTime } from './common.ts';

/**
 * The platform operator's console accounts (argon2id password hash, status 1 usable; the demo seeds `admin`).
 * `role` is a ConsoleRole of the operator audience; sessions are console sessions (audience 'operator').
 */
export const operatorAccount = pgTable(
  'operator_account',
  {
    operatorId: serial('operator_id').primaryKey(),
    username: varchar('username', { length: 40 }).notNull(),
    password: varchar('password', { length: 255 }).notNull(),
    role: varchar('role', { length: 20 }).notNull().default('operator'),
    status: smallint('status').notNull().default(1),
    createTime: unixTime('create_time'),
  },
  (t) => [uniqueIndex('operator_account_username_uq').on(t.username)],
);
