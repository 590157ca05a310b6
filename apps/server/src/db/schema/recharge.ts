import { index, integer, pgTable, serial, smallint, uniqueIndex, varchar } from 'drizzle-orm/pg-core';
import { i18nColumn, money, unixTime } from './common.ts';

/**
 * A top-up package (facts §4.3 `member_recharge`): the member pays `buy_price` and gets `face_value` as stored
 * value, plus `point`, `growth` and the shop coupon types in `coupon_id` (comma list). status 1 on sale, 2 off.
 */
export const memberRecharge = pgTable('member_recharge', {
  rechargeId: serial('recharge_id').primaryKey(),
  rechargeName: varchar('recharge_name', { length: 60 }).notNull(),
  coverImg: varchar('cover_img', { length: 255 }).notNull().default(''),
  faceValue: money('face_value'),
  buyPrice: money('buy_price'),
  point: integer('point').notNull().default(0),
  growth: integer('growth').notNull().default(0),
  couponId: varchar('coupon_id', { length: 255 }).notNull().default(''),
  saleNum: integer('sale_num').notNull().default(0),
  status: smallint('status').notNull().default(1),
  createTime: unixTime('create_time'),
  i18n: i18nColumn(),
});

/**
 * A member's top-up order (facts §4.3 `member_recharge_order`): a copy of the package at purchase, paid through
 * its pay row `out_trade_no`. status 1 unpaid, 2 paid; an unpaid one is deleted by the auto-close timer.
 */
export const memberRechargeOrder = pgTable(
  'member_recharge_order',
  {
    orderId: serial('order_id').primaryKey(),
    rechargeId: integer('recharge_id').notNull(),
    orderNo: varchar('order_no', { length: 40 }).notNull(),
    outTradeNo: varchar('out_trade_no', { length: 40 }).notNull(),
    memberId: integer('member_id').notNull(),
    nickname: varchar('nickname', { length: 60 }).notNull().default(''),
    rechargeName: varchar('recharge_name', { length: 60 }).notNull(),
    coverImg: varchar('cover_img', { length: 255 }).notNull().default(''),
    faceValue: money('face_value'),
    buyPrice: money('buy_price'),
    point: integer('point').notNull().default(0),
    growth: integer('growth').notNull().default(0),
    couponId: varchar('coupon_id', { length: 255 }).notNull().default(''),
    price: money('price'),
    payType: varchar('pay_type', { length: 20 }).notNull().default(''),
    status: smallint('status').notNull().default(1),
    createTime: unixTime('create_time'),
    payTime: unixTime('pay_time'),
  },
  (t) => [
    uniqueIndex('member_recharge_order_no_uq').on(t.orderNo),
    uniqueIndex('member_recharge_order_trade_uq').on(t.outTradeNo),
    index('member_recharge_order_member_idx').on(t.memberId, t.orderId),
    index('member_recharge_order_unpaid_idx').on(t.status, t.createTime),
  ],
);
