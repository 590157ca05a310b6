import { index, integer, jsonb, pgTable, serial, uniqueIndex, varchar } from 'drizzle-orm/pg-core';
import { unixTime } from './common.ts';

/**
 * A write-off clerk (facts §2.8 `verifier`): a member the shop owner bound to the shop. One member may serve
 * several shops; a member is bound to one shop once.
 */
export const verifier = pgTable(
  'verifier',
  {
    verifierId: serial('verifier_id').primaryKey(),
    siteId: integer('site_id').notNull(),
    memberId: integer('member_id').notNull(),
    verifierName: varchar('verifier_name', { length: 60 }).notNull().default(''),
    createTime: unixTime('create_time'),
  },
  (t) => [
    uniqueIndex('verifier_site_member_uq').on(t.siteId, t.memberId),
    // The counter asks "is this member a clerk, and of which shops" on every code.
    index('verifier_member_idx').on(t.memberId),
  ],
);

/**
 * One write-off done at the counter (facts §2.8 `verify`): the code, what it covered (a snapshot of the order's
 * items and remarks), the shop and the clerk. The codes themselves live on the order (delivery_code of a pickup
 * order, virtual_code of a virtual one); a code is written off once, and the unique index is the last word
 * should two clerks get past the order's guarded update together.
 */
export const verifyRecord = pgTable(
  'verify_record',
  {
    id: serial('id').primaryKey(),
    verifyCode: varchar('verify_code', { length: 20 }).notNull(),
    verifyType: varchar('verify_type', { length: 20 }).notNull(),
    siteId: integer('site_id').notNull(),
    siteName: varchar('site_name', { length: 60 }).notNull().default(''),
    orderId: integer('order_id').notNull(),
    verifyContentJson: jsonb('verify_content_json').notNull().default({}),
    verifierId: integer('verifier_id').notNull(),
    /** The clerk's member id: the records list shows a clerk what they wrote off. */
    memberId: integer('member_id').notNull(),
    verifierName: varchar('verifier_name', { length: 60 }).notNull().default(''),
    createTime: unixTime('create_time'),
    verifyTime: unixTime('verify_time'),
  },
  (t) => [
    uniqueIndex('verify_record_code_uq').on(t.verifyType, t.verifyCode),
    // The clerk's records by type, newest first.
    index('verify_record_member_type_idx').on(t.memberId, t.verifyType, t.id),
  ],
);
