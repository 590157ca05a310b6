import { index, integer, pgTable, serial, smallint, uniqueIndex, varchar } from 'drizzle-orm/pg-core';
import { unixTime } from './common.ts';

/**
 * A shop's console accounts (argon2id password hash, status 1 usable): its owner `shop<site_id>` (one per demo
 * shop), and the staff and customer-service agents the owner adds. `role` is a ConsoleRole of the merchant
 * audience (shop_owner, shop_staff) or the agent audience (shop_agent); sessions are console sessions
 * (platform/auth, audiences 'merchant' and 'agent').
 */
export const merchantAccount = pgTable(
  'merchant_account',
  {
    merchantId: serial('merchant_id').primaryKey(),
    siteId: integer('site_id').notNull(),
    username: varchar('username', { length: 40 }).notNull(),
    password: varchar('password', { length: 255 }).notNull(),
    role: varchar('role', { length: 20 }).notNull().default('shop_owner'),
    status: smallint('status').notNull().default(1),
    createTime: unixTime('create_time'),
  },
  (t) => [
    uniqueIndex('merchant_account_username_uq').on(t.username),
    index('merchant_account_site_idx').on(t.siteId),
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
