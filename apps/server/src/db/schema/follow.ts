import { index, integer, pgTable, serial, uniqueIndex } from 'drizzle-orm/pg-core';
import { unixTime } from './common.ts';

/**
 * A member's followed goods. One row per member and goods (the unique index makes a repeated or parallel
 * follow a no-op); sku_id is the variant the member was looking at when following.
 */
export const goodsCollect = pgTable(
  'goods_collect',
  {
    collectId: serial('collect_id').primaryKey(),
    memberId: integer('member_id').notNull(),
    goodsId: integer('goods_id').notNull(),
    skuId: integer('sku_id').notNull(),
    siteId: integer('site_id').notNull(),
    createTime: unixTime('create_time'),
  },
  (t) => [
    uniqueIndex('goods_collect_member_goods_uq').on(t.memberId, t.goodsId),
    index('goods_collect_member_time_idx').on(t.memberId, t.createTime),
  ],
);

/** A member following a shop; the shop's follower count (shop.sub_num) moves in the same transaction. */
export const shopMember = pgTable(
  'shop_member',
  {
    id: serial('id').primaryKey(),
    siteId: integer('site_id').notNull(),
    memberId: integer('member_id').notNull(),
    createTime: unixTime('create_time'),
  },
  (t) => [
    uniqueIndex('shop_member_member_site_uq').on(t.memberId, t.siteId),
    index('shop_member_member_time_idx').on(t.memberId, t.createTime),
  ],
);

/** Footprints: one row per member and goods, browse_time refreshed on every view. */
export const goodsBrowse = pgTable(
  'goods_browse',
  {
    id: serial('id').primaryKey(),
    memberId: integer('member_id').notNull(),
    goodsId: integer('goods_id').notNull(),
    skuId: integer('sku_id').notNull(),
    siteId: integer('site_id').notNull(),
    browseTime: unixTime('browse_time'),
  },
  (t) => [
    uniqueIndex('goods_browse_member_goods_uq').on(t.memberId, t.goodsId),
    index('goods_browse_member_time_idx').on(t.memberId, t.browseTime),
  ],
);
