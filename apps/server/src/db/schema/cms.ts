import { index, integer, pgTable, serial, text, varchar } from 'drizzle-orm/pg-core';
import { flag, i18nColumn, unixTime } from './common.ts';

export const notice = pgTable(
  'notice',
  {
    id: serial('id').primaryKey(),
    siteId: integer('site_id').notNull().default(0),
    title: varchar('title', { length: 120 }).notNull(),
    content: text('content').notNull().default(''),
    /** Comma list of audiences (web, mobile, ...). */
    receivingType: varchar('receiving_type', { length: 60 }).notNull().default('web'),
    isTop: flag('is_top'),
    sort: integer('sort').notNull().default(0),
    createTime: unixTime('create_time'),
    i18n: i18nColumn(),
  },
  (t) => [index('notice_list_idx').on(t.isTop, t.createTime)],
);

export const helpClass = pgTable(
  'help_class',
  {
    classId: serial('class_id').primaryKey(),
    siteId: integer('site_id').notNull().default(0),
    appModule: varchar('app_module', { length: 20 }).notNull().default('admin'),
    className: varchar('class_name', { length: 60 }).notNull(),
    sort: integer('sort').notNull().default(0),
    i18n: i18nColumn(),
  },
  (t) => [index('help_class_site_idx').on(t.siteId, t.sort)],
);

export const help = pgTable(
  'help',
  {
    id: serial('id').primaryKey(),
    siteId: integer('site_id').notNull().default(0),
    classId: integer('class_id').notNull(),
    title: varchar('title', { length: 120 }).notNull(),
    content: text('content').notNull().default(''),
    linkAddress: varchar('link_address', { length: 255 }).notNull().default(''),
    sort: integer('sort').notNull().default(0),
    createTime: unixTime('create_time'),
    i18n: i18nColumn(),
  },
  (t) => [index('help_class_sort_idx').on(t.classId, t.sort)],
);
