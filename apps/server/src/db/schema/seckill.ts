import {
  index,
  integer,
  pgTable,
  primaryKey,
  serial,
  smallint,
  uniqueIndex,
  varchar,
} from 'drizzle-orm/pg-core';
import { i18nColumn, money, unixTime } from './common.ts';

/**
 * The operator's daily flash-sale slots (facts §5.1 promotion_seckill_time): start and end as seconds since the
 * server's local midnight, repeated every day.
 */
export const promotionSeckillTime = pgTable('promotion_seckill_time', {
  id: serial('id').primaryKey(),
  name: varchar('name', { length: 50 }).notNull(),
  seckillStartTime: integer('seckill_start_time').notNull(),
  seckillEndTime: integer('seckill_end_time').notNull(),
  createTime: unixTime('create_time'),
  i18n: i18nColumn(),
});

/**
 * A shop's flash sale of one goods (facts §5.1 promotion_seckill). status 0 not started, 1 running, 2 ended,
 * -1 closed by the merchant; start_time/end_time bound the days, seckill_time_id (",1,3,") the daily slots.
 */
export const promotionSeckill = pgTable(
  'promotion_seckill',
  {
    id: serial('id').primaryKey(),
    siteId: integer('site_id').notNull(),
    siteName: varchar('site_name', { length: 60 }).notNull().default(''),
    seckillName: varchar('seckill_name', { length: 60 }).notNull(),
    status: smallint('status').notNull().default(0),
    remark: varchar('remark', { length: 255 }).notNull().default(''),
    startTime: unixTime('start_time'),
    endTime: unixTime('end_time'),
    goodsId: integer('goods_id').notNull(),
    goodsName: varchar('goods_name', { length: 255 }).notNull().default(''),
    goodsImage: varchar('goods_image', { length: 2000 }).notNull().default(''),
    /** The lowest seckill price of its SKUs, for lists. */
    seckillPrice: money('seckill_price'),
    seckillTimeId: varchar('seckill_time_id', { length: 255 }).notNull().default(''),
    createTime: unixTime('create_time'),
  },
  (t) => [
    index('promotion_seckill_status_idx').on(t.status, t.endTime),
    index('promotion_seckill_site_idx').on(t.siteId, t.id),
  ],
);

/**
 * The SKUs of a flash sale with their own stock (apart from the SKU's stock; both are taken at checkout) and
 * the per-member limit per day (max_buy, 0 = none). sale_num counts what orders hold.
 */
export const promotionSeckillGoods = pgTable(
  'promotion_seckill_goods',
  {
    id: serial('id').primaryKey(),
    seckillId: integer('seckill_id').notNull(),
    siteId: integer('site_id').notNull(),
    goodsId: integer('goods_id').notNull(),
    skuId: integer('sku_id').notNull(),
    skuName: varchar('sku_name', { length: 255 }).notNull().default(''),
    skuImage: varchar('sku_image', { length: 2000 }).notNull().default(''),
    seckillPrice: money('seckill_price'),
    price: money('price'),
    stock: integer('stock').notNull().default(0),
    saleNum: integer('sale_num').notNull().default(0),
    maxBuy: integer('max_buy').notNull().default(0),
  },
  (t) => [
    uniqueIndex('promotion_seckill_goods_sku_idx').on(t.seckillId, t.skuId),
    index('promotion_seckill_goods_goods_idx').on(t.goodsId),
  ],
);

/**
 * What each member holds of a flash-sale SKU per day (day = the local date as yyyymmdd): taken with a guarded
 * upsert at checkout, so parallel orders of one member can never pass max_buy; a closed order gives it back.
 */
export const promotionSeckillBuy = pgTable(
  'promotion_seckill_buy',
  {
    seckillId: integer('seckill_id').notNull(),
    skuId: integer('sku_id').notNull(),
    memberId: integer('member_id').notNull(),
    day: integer('day').notNull(),
    num: integer('num').notNull().default(0),
  },
  (t) => [primaryKey({ columns: [t.seckillId, t.skuId, t.memberId, t.day] })],
);
