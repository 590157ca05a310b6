import { sql } from 'drizzle-orm';
import { index, integer, pgTable, serial, varchar } from 'drizzle-orm/pg-core';
import { flag, money, unixTime } from './common.ts';

/**
 * A shop's express freight template (charged by piece). unavailable_province_ids lists provinces the shop
 * does not deliver to; free_threshold (cents, 0 = none) is the order amount from which delivery is free.
 */
export const expressTemplate = pgTable(
  'express_template',
  {
    templateId: serial('template_id').primaryKey(),
    siteId: integer('site_id').notNull(),
    templateName: varchar('template_name', { length: 60 }).notNull(),
    freeThreshold: money('free_threshold'),
    unavailableProvinceIds: integer('unavailable_province_ids')
      .array()
      .notNull()
      .default(sql`'{}'::integer[]`),
    isDefault: flag('is_default'),
    createTime: unixTime('create_time'),
  },
  (t) => [index('express_template_site_idx').on(t.siteId, t.isDefault)],
);

/**
 * One fee rule of a template: first_num pieces cost first_fee, each further continue_num pieces continue_fee.
 * province_ids empty = the rule for every province no other rule of the template names.
 */
export const expressTemplateItem = pgTable(
  'express_template_item',
  {
    itemId: serial('item_id').primaryKey(),
    templateId: integer('template_id').notNull(),
    provinceIds: integer('province_ids')
      .array()
      .notNull()
      .default(sql`'{}'::integer[]`),
    firstNum: integer('first_num').notNull().default(1),
    firstFee: money('first_fee'),
    continueNum: integer('continue_num').notNull().default(1),
    continueFee: money('continue_fee'),
  },
  (t) => [index('express_template_item_template_idx').on(t.templateId)],
);
