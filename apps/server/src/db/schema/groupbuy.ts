import { index, integer, pgTable, serial, smallint, varchar } from 'drizzle-orm/pg-core';
import { money, unixTime } from './common.ts';

/**
 * A shop's group buy (团购, facts §5.2): one SKU sold at groupbuy_price from buy_num pieces on. Status 1 not
 * started, 2 running, 3 ended; the jobs runner moves it at start_time and end_time, a merchant may end it early.
 * sell_num counts the pieces paid under it (added at payment: an unpaid order that closes never counts).
 */
export const promotionGroupbuy = pgTable(
  'promotion_groupbuy',
  {
    groupbuyId: serial('groupbuy_id').primaryKey(),
    siteId: integer('site_id').notNull(),
    siteName: varchar('site_name', { length: 60 }).notNull().default(''),
    goodsId: integer('goods_id').notNull(),
    skuId: integer('sku_id').notNull(),
    goodsName: varchar('goods_name', { length: 255 }).notNull().default(''),
    goodsImage: varchar('goods_image', { length: 255 }).notNull().default(''),
    goodsPrice: money('goods_price'),
    groupbuyPrice: money('groupbuy_price'),
    buyNum: integer('buy_num').notNull().default(1),
    sellNum: integer('sell_num').notNull().default(0),
    startTime: unixTime('start_time'),
    endTime: unixTime('end_time'),
    status: smallint('status').notNull().default(1),
    createTime: unixTime('create_time'),
  },
  (t) => [
    index('promotion_groupbuy_status_idx').on(t.status, t.endTime),
    index('promotion_groupbuy_site_idx').on(t.siteId, t.status),
    index('promotion_groupbuy_goods_idx').on(t.goodsId, t.status),
  ],
);
