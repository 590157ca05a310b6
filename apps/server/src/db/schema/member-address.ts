import { sql } from 'drizzle-orm';
import { index, integer, pgTable, serial, uniqueIndex, varchar } from 'drizzle-orm/pg-core';
import { flag, unixTime } from './common.ts';

/** A member's delivery addresses (spec §3 "Delivery address"); at most one has is_default = 1. */
export const memberAddress = pgTable(
  'member_address',
  {
    id: serial('id').primaryKey(),
    memberId: integer('member_id').notNull(),
    name: varchar('name', { length: 20 }).notNull(),
    mobile: varchar('mobile', { length: 20 }).notNull(),
    telephone: varchar('telephone', { length: 30 }).notNull().default(''),
    provinceId: integer('province_id').notNull(),
    cityId: integer('city_id').notNull(),
    districtId: integer('district_id').notNull(),
    communityId: integer('community_id').notNull().default(0),
    address: varchar('address', { length: 120 }).notNull(),
    fullAddress: varchar('full_address', { length: 255 }).notNull(),
    longitude: varchar('longitude', { length: 20 }).notNull().default(''),
    latitude: varchar('latitude', { length: 20 }).notNull().default(''),
    isDefault: flag('is_default'),
    createTime: unixTime('create_time'),
    modifyTime: unixTime('modify_time'),
  },
  (t) => [
    index('member_address_member_idx').on(t.memberId, t.isDefault, t.id),
    // The database itself refuses a second default address for one member.
    uniqueIndex('member_address_one_default_idx')
      .on(t.memberId)
      .where(sql`${t.isDefault} = 1`),
  ],
);
