import { sql } from 'drizzle-orm';
import { index, integer, pgTable, serial, smallint, uniqueIndex, varchar } from 'drizzle-orm/pg-core';
import { unixTime } from './common.ts';

/**
 * A member's application to open a shop (settle-in). apply_status 0 waiting, 1 approved (site_id is the shop
 * it created), -1 refused (refuse_reason says why; the member may apply again).
 */
export const shopApply = pgTable(
  'shop_apply',
  {
    applyId: serial('apply_id').primaryKey(),
    memberId: integer('member_id').notNull(),
    shopName: varchar('shop_name', { length: 60 }).notNull(),
    categoryId: integer('category_id').notNull(),
    categoryName: varchar('category_name', { length: 60 }).notNull().default(''),
    contactName: varchar('contact_name', { length: 40 }).notNull(),
    contactMobile: varchar('contact_mobile', { length: 20 }).notNull(),
    address: varchar('address', { length: 255 }).notNull(),
    licenceImage: varchar('licence_image', { length: 255 }).notNull(),
    applyStatus: smallint('apply_status').notNull().default(0),
    refuseReason: varchar('refuse_reason', { length: 255 }).notNull().default(''),
    siteId: integer('site_id').notNull().default(0),
    createTime: unixTime('create_time'),
    auditTime: unixTime('audit_time'),
  },
  (t) => [
    // One open application per member: a waiting or approved one blocks a second (decided by the insert).
    uniqueIndex('shop_apply_member_open_uq')
      .on(t.memberId)
      .where(sql`apply_status in (0, 1)`),
    index('shop_apply_member_idx').on(t.memberId, t.applyId),
    // The operator's list: by status, newest first.
    index('shop_apply_status_idx').on(t.applyStatus, t.applyId),
  ],
);
