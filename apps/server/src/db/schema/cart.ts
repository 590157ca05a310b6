import { integer, pgTable, serial, uniqueIndex } from 'drizzle-orm/pg-core';
import { unixTime } from './common.ts';

/**
 * A member's cart: one line per (member, sku). Adding the same SKU again adds to the line's quantity, which
 * the unique index makes safe under concurrent adds (INSERT … ON CONFLICT DO UPDATE).
 */
export const goodsCart = pgTable(
  'goods_cart',
  {
    cartId: serial('cart_id').primaryKey(),
    memberId: integer('member_id').notNull(),
    siteId: integer('site_id').notNull(),
    skuId: integer('sku_id').notNull(),
    num: integer('num').notNull(),
    createTime: unixTime('create_time'),
    modifyTime: unixTime('modify_time'),
  },
  // The unique index leads with member_id, so it also serves every per-member list and count.
  (t) => [uniqueIndex('goods_cart_member_sku_idx').on(t.memberId, t.skuId)],
);
