import {
  char,
  index,
  integer,
  numeric,
  pgTable,
  primaryKey,
  serial,
  smallint,
  text,
  varchar,
} from 'drizzle-orm/pg-core';
import { flag, i18nColumn, money, unixTime } from './common.ts';

/**
 * A shop's coupon offer (original `promotion_coupon_type`). `count` coupons are issued in total, `lead_count` of
 * them are collected; `max_fetch` caps one member (0 = no cap). validity_type 0 = valid until `end_time`,
 * otherwise `fixed_term` days from receipt.
 */
export const couponType = pgTable(
  'promotion_coupon_type',
  {
    couponTypeId: serial('coupon_type_id').primaryKey(),
    siteId: integer('site_id').notNull(),
    siteName: varchar('site_name', { length: 60 }).notNull().default(''),
    couponName: varchar('coupon_name', { length: 60 }).notNull(),
    image: varchar('image', { length: 255 }).notNull().default(''),
    /** 'reward' takes `money` off; 'discount' takes (10 − discount)/10 of the eligible money. */
    type: varchar('type', { length: 10 }).notNull().default('reward'),
    money: money('money'),
    /** 折 with two places: 8.50 means the member pays 85 %. */
    discount: numeric('discount', { precision: 4, scale: 2 }).notNull().default('10.00'),
    discountLimit: money('discount_limit'),
    count: integer('count').notNull().default(0),
    leadCount: integer('lead_count').notNull().default(0),
    maxFetch: integer('max_fetch').notNull().default(0),
    atLeast: money('at_least'),
    /** 1 all goods, 2 goods in goods_ids, 3 all goods except goods_ids. */
    goodsType: smallint('goods_type').notNull().default(1),
    goodsIds: text('goods_ids').notNull().default(''),
    validityType: smallint('validity_type').notNull().default(0),
    fixedTerm: integer('fixed_term').notNull().default(0),
    endTime: unixTime('end_time'),
    isShow: flag('is_show', 1),
    status: smallint('status').notNull().default(1),
    createTime: unixTime('create_time'),
  },
  (t) => [
    index('coupon_type_list_idx').on(t.status, t.isShow, t.couponTypeId),
    index('coupon_type_site_idx').on(t.siteId, t.status),
  ],
);

/** A coupon a member holds (original `promotion_coupon`): a copy of its type's terms with its own end_time. */
export const memberCoupon = pgTable(
  'promotion_coupon',
  {
    couponId: serial('coupon_id').primaryKey(),
    couponTypeId: integer('coupon_type_id').notNull(),
    siteId: integer('site_id').notNull(),
    siteName: varchar('site_name', { length: 60 }).notNull().default(''),
    couponName: varchar('coupon_name', { length: 60 }).notNull(),
    couponCode: char('coupon_code', { length: 8 }).notNull(),
    memberId: integer('member_id').notNull(),
    type: varchar('type', { length: 10 }).notNull().default('reward'),
    money: money('money'),
    discount: numeric('discount', { precision: 4, scale: 2 }).notNull().default('10.00'),
    discountLimit: money('discount_limit'),
    atLeast: money('at_least'),
    goodsType: smallint('goods_type').notNull().default(1),
    goodsIds: text('goods_ids').notNull().default(''),
    /** 1 unused, 2 used, 3 expired. */
    state: smallint('state').notNull().default(1),
    getType: smallint('get_type').notNull().default(2),
    fetchTime: unixTime('fetch_time'),
    useTime: unixTime('use_time'),
    useOrderId: integer('use_order_id').notNull().default(0),
    endTime: unixTime('end_time'),
    /** The order whose manjian step gave this coupon (0: not a gift), so a full refund can take it back. */
    giftOrderId: integer('gift_order_id').notNull().default(0),
  },
  (t) => [
    index('coupon_member_state_idx').on(t.memberId, t.state, t.endTime),
    index('coupon_state_end_idx').on(t.state, t.endTime),
    index('coupon_type_member_idx').on(t.couponTypeId, t.memberId),
  ],
);

/** The platform's coupon offer (original `promotion_platformcoupon_type`); use_scenario 1 all shops, 2 listed. */
export const platformCouponType = pgTable(
  'promotion_platformcoupon_type',
  {
    platformcouponTypeId: serial('platformcoupon_type_id').primaryKey(),
    platformcouponName: varchar('platformcoupon_name', { length: 60 }).notNull(),
    money: money('money'),
    atLeast: money('at_least'),
    count: integer('count').notNull().default(0),
    leadCount: integer('lead_count').notNull().default(0),
    maxFetch: integer('max_fetch').notNull().default(0),
    validityType: smallint('validity_type').notNull().default(0),
    fixedTerm: integer('fixed_term').notNull().default(0),
    endTime: unixTime('end_time'),
    useScenario: smallint('use_scenario').notNull().default(1),
    /** Shop groups are not modelled: scenario 2 lists the eligible shop ids as ",1,2,". */
    groupIds: text('group_ids').notNull().default(''),
    platformSplitRare: integer('platform_split_rare').notNull().default(100),
    shopSplitRare: integer('shop_split_rare').notNull().default(0),
    isShow: flag('is_show', 1),
    status: smallint('status').notNull().default(1),
    createTime: unixTime('create_time'),
    /** The platform writes these names, so they are translated like other platform labels. */
    i18n: i18nColumn(),
  },
  (t) => [index('platformcoupon_type_list_idx').on(t.status, t.isShow, t.platformcouponTypeId)],
);

export const memberPlatformCoupon = pgTable(
  'promotion_platformcoupon',
  {
    platformcouponId: serial('platformcoupon_id').primaryKey(),
    platformcouponTypeId: integer('platformcoupon_type_id').notNull(),
    platformcouponName: varchar('platformcoupon_name', { length: 60 }).notNull(),
    platformcouponCode: char('platformcoupon_code', { length: 8 }).notNull(),
    memberId: integer('member_id').notNull(),
    money: money('money'),
    atLeast: money('at_least'),
    useScenario: smallint('use_scenario').notNull().default(1),
    groupIds: text('group_ids').notNull().default(''),
    state: smallint('state').notNull().default(1),
    getType: smallint('get_type').notNull().default(2),
    fetchTime: unixTime('fetch_time'),
    useTime: unixTime('use_time'),
    useOrderId: integer('use_order_id').notNull().default(0),
    endTime: unixTime('end_time'),
  },
  (t) => [
    index('platformcoupon_member_state_idx').on(t.memberId, t.state, t.endTime),
    index('platformcoupon_state_end_idx').on(t.state, t.endTime),
    index('platformcoupon_type_member_idx').on(t.platformcouponTypeId, t.memberId),
  ],
);

/**
 * How many coupons of a type a member has collected. A guarded upsert on this row is what enforces max_fetch
 * under concurrency (a count over promotion_coupon could not be locked before the first row exists).
 * kind: 1 shop coupon type, 2 platform coupon type.
 */
export const couponFetchCount = pgTable(
  'promotion_coupon_fetch_count',
  {
    kind: smallint('kind').notNull(),
    typeId: integer('type_id').notNull(),
    memberId: integer('member_id').notNull(),
    fetchCount: integer('fetch_count').notNull().default(0),
  },
  (t) => [primaryKey({ columns: [t.kind, t.typeId, t.memberId] })],
);
