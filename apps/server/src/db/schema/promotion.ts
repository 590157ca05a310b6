import { index, integer, jsonb, pgTable, serial, varchar } from 'drizzle-orm/pg-core';
import { sql } from 'drizzle-orm';
import { i18nColumn, unixTime } from './common.ts';

/**
 * A shop's threshold offer (满减送, facts §5.5). type 0 spend an amount / 1 buy a number of items;
 * manjian_type 1 all goods, 2 only goods_ids, 3 all but goods_ids; status 0 not started, 1 running,
 * 2 ended, -1 closed. rule_json: [{limit, discount_money, free_shipping, point}] with money in cents.
 */
export const promotionManjian = pgTable(
  'promotion_manjian',
  {
    manjianId: serial('manjian_id').primaryKey(),
    siteId: integer('site_id').notNull(),
    manjianName: varchar('manjian_name', { length: 100 }).notNull(),
    type: integer('type').notNull().default(0),
    manjianType: integer('manjian_type').notNull().default(1),
    goodsIds: integer('goods_ids')
      .array()
      .notNull()
      .default(sql`'{}'::integer[]`),
    ruleJson: jsonb('rule_json').notNull().default([]),
    status: integer('status').notNull().default(1),
    startTime: unixTime('start_time'),
    endTime: unixTime('end_time'),
    remark: varchar('remark', { length: 255 }).notNull().default(''),
    createTime: unixTime('create_time'),
    i18n: i18nColumn(),
  },
  (t) => [index('promotion_manjian_site_idx').on(t.siteId, t.status, t.endTime)],
);
