import { index, integer, pgTable, serial, smallint, uniqueIndex, varchar } from 'drizzle-orm/pg-core';
import { unixTime } from './common.ts';

/** A shop's login for the merchant API (one per demo shop); argon2id password hash, status 1 usable. */
export const merchantAccount = pgTable(
  'merchant_account',
  {
    merchantId: serial('merchant_id').primaryKey(),
    siteId: integer('site_id').notNull(),
    username: varchar('username', { length: 40 }).notNull(),
    password: varchar('password', { length: 255 }).notNull(),
    status: smallint('status').notNull().default(1),
    createTime: unixTime('create_time'),
  },
  (t) => [
    uniqueIndex('merchant_account_username_uq').on(t.username),
    index('merchant_account_site_idx').on(t.siteId),
  ],
);

/** Merchant sessions, kept apart from members' so a member token never opens the merchant API. */
export const merchantSession = pgTable(
  'merchant_session',
  {
    sessionId: serial('session_id').primaryKey(),
    tokenHash: varchar('token_hash', { length: 64 }).notNull(),
    merchantId: integer('merchant_id').notNull(),
    siteId: integer('site_id').notNull(),
    expireTime: unixTime('expire_time'),
    revokeTime: unixTime('revoke_time'),
    createTime: unixTime('create_time'),
  },
  (t) => [
    uniqueIndex('merchant_session_token_uq').on(t.tokenHash),
    index('merchant_session_merchant_idx').on(t.merchantId),
  ],
);

/** Express companies a shop ships with (platform list, facts §2.5 express_company_id/name). */
export const expressCompany = pgTable(
  'express_company',
  {
    companyId: serial('company_id').primaryKey(),
    companyName: varchar('company_name', { length: 60 }).notNull(),
    sort: integer('sort').notNull().default(0),
  },
  (t) => [index('express_company_sort_idx').on(t.sort, t.companyId)],
);
