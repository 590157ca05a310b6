import { sql } from 'drizzle-orm';
import { index, integer, pgTable, serial, smallint, text, uniqueIndex, varchar } from 'drizzle-orm/pg-core';
import { flag, unixTime } from './common.ts';

/**
 * A goods review (facts §2.7). explain_type: 1 good (scores 4–5), 2 medium (2–3), 3 bad (1). images are a
 * comma list of at most 6 pictures; explain_first is the shop's reply; again_* the follow-up review.
 */
export const goodsEvaluate = pgTable(
  'goods_evaluate',
  {
    evaluateId: serial('evaluate_id').primaryKey(),
    orderId: integer('order_id').notNull().default(0),
    orderGoodsId: integer('order_goods_id').notNull().default(0),
    goodsId: integer('goods_id').notNull(),
    skuId: integer('sku_id').notNull(),
    skuName: varchar('sku_name', { length: 255 }).notNull().default(''),
    skuImage: varchar('sku_image', { length: 255 }).notNull().default(''),
    siteId: integer('site_id').notNull(),
    memberId: integer('member_id').notNull().default(0),
    memberName: varchar('member_name', { length: 60 }).notNull().default(''),
    memberHeadimg: varchar('member_headimg', { length: 255 }).notNull().default(''),
    isAnonymous: flag('is_anonymous'),
    scores: integer('scores').notNull().default(5),
    explainType: integer('explain_type').notNull().default(1),
    content: text('content').notNull().default(''),
    images: text('images').notNull().default(''),
    explainFirst: text('explain_first').notNull().default(''),
    againContent: text('again_content').notNull().default(''),
    againImages: text('again_images').notNull().default(''),
    againExplain: text('again_explain').notNull().default(''),
    againTime: unixTime('again_time'),
    isShow: flag('is_show', 1),
    createTime: unixTime('create_time'),
  },
  (t) => [
    index('goods_evaluate_goods_idx')
      .on(t.goodsId, t.explainType, t.createTime)
      .where(sql`is_show = 1`),
    index('goods_evaluate_member_idx').on(t.memberId, t.createTime),
    // One review per order line: a second submission of the same line fails on insert, whatever raced.
    uniqueIndex('goods_evaluate_order_goods_uq')
      .on(t.orderGoodsId)
      .where(sql`order_goods_id > 0`),
    // The consoles list a shop's reviews newest first.
    index('goods_evaluate_site_idx').on(t.siteId, t.evaluateId),
    // The shop's scores count an order only while one of its reviews is shown (review-write.repository.ts).
    index('goods_evaluate_order_shown_idx')
      .on(t.orderId)
      .where(sql`is_show = 1`),
  ],
);

/**
 * The shop scores a member gave with one order's review (facts §2.7 shop_desccredit / servicecredit /
 * deliverycredit, 1–5). One row per order; the shop's credits are the averages of its rows. A demo shop's
 * opening scores are rows of no member (member_id 0) with negative order ids: reviews from before the mall's
 * records, so a real review moves those scores instead of replacing them.
 */
export const shopEvaluate = pgTable(
  'shop_evaluate',
  {
    id: serial('id').primaryKey(),
    orderId: integer('order_id').notNull(),
    siteId: integer('site_id').notNull(),
    memberId: integer('member_id').notNull(),
    descCredit: smallint('shop_desccredit').notNull(),
    serviceCredit: smallint('shop_servicecredit').notNull(),
    deliveryCredit: smallint('shop_deliverycredit').notNull(),
    createTime: unixTime('create_time'),
  },
  (t) => [uniqueIndex('shop_evaluate_order_uq').on(t.orderId), index('shop_evaluate_site_idx').on(t.siteId)],
);
