import { index, integer, pgTable, serial, smallint, varchar } from 'drizzle-orm/pg-core';
import { i18nColumn, money, unixTime } from './common.ts';

/**
 * A platform topic event (专题活动, facts §5.4): a banner, a colour and dates; status 1 not started, 2 running,
 * 3 ended (the jobs runner moves it at its dates; the operator may end it early).
 */
export const promotionTopic = pgTable(
  'promotion_topic',
  {
    topicId: serial('topic_id').primaryKey(),
    topicName: varchar('topic_name', { length: 60 }).notNull(),
    topicAdv: varchar('topic_adv', { length: 255 }).notNull().default(''),
    bgColor: varchar('bg_color', { length: 7 }).notNull().default('#ffffff'),
    remark: varchar('remark', { length: 255 }).notNull().default(''),
    startTime: unixTime('start_time'),
    endTime: unixTime('end_time'),
    status: smallint('status').notNull().default(1),
    createTime: unixTime('create_time'),
    i18n: i18nColumn(),
  },
  (t) => [index('promotion_topic_status_idx').on(t.status, t.endTime)],
);

/** A SKU in a topic at its topic price; is_default 1 is the SKU lists show (one per goods here). */
export const promotionTopicGoods = pgTable(
  'promotion_topic_goods',
  {
    id: serial('id').primaryKey(),
    topicId: integer('topic_id').notNull(),
    siteId: integer('site_id').notNull(),
    goodsId: integer('goods_id').notNull(),
    skuId: integer('sku_id').notNull(),
    topicPrice: money('topic_price'),
    isDefault: smallint('is_default').notNull().default(1),
  },
  (t) => [
    index('promotion_topic_goods_topic_idx').on(t.topicId),
    index('promotion_topic_goods_goods_idx').on(t.goodsId),
  ],
);
