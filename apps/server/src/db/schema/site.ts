import { index, integer, jsonb, pgTable, serial, text, uniqueIndex, varchar } from 'drizzle-orm/pg-core';
import { flag, i18nColumn, money, unixTime } from './common.ts';

/** Website rows: website_id 0 is the main site; rows with site_area_id > 0 are city sub-sites. */
export const website = pgTable(
  'website',
  {
    websiteId: integer('website_id').primaryKey(),
    siteAreaId: integer('site_area_id').notNull().default(0),
    siteAreaName: varchar('site_area_name', { length: 50 }).notNull().default(''),
    title: varchar('title', { length: 100 }).notNull().default(''),
    logo: varchar('logo', { length: 255 }).notNull().default(''),
    desc: text('desc').notNull().default(''),
    keywords: varchar('keywords', { length: 255 }).notNull().default(''),
    webStatus: flag('web_status', 1),
    closeReason: varchar('close_reason', { length: 255 }).notNull().default(''),
    wapStatus: flag('wap_status', 1),
    webQrcode: varchar('web_qrcode', { length: 255 }).notNull().default(''),
    webEmail: varchar('web_email', { length: 100 }).notNull().default(''),
    webPhone: varchar('web_phone', { length: 50 }).notNull().default(''),
    webQq: varchar('web_qq', { length: 50 }).notNull().default(''),
    webWeixin: varchar('web_weixin', { length: 100 }).notNull().default(''),
    wapDomain: varchar('wap_domain', { length: 255 }).notNull().default(''),
    status: flag('status', 1),
  },
  (t) => [index('website_area_idx').on(t.siteAreaId)],
);

/** Key/value configuration rows, scoped to a site (0 = platform) like the original `config` table. */
export const config = pgTable(
  'config',
  {
    id: serial('id').primaryKey(),
    siteId: integer('site_id').notNull().default(0),
    appModule: varchar('app_module', { length: 20 }).notNull().default('admin'),
    configKey: varchar('config_key', { length: 60 }).notNull(),
    value: jsonb('value').notNull(),
    isUse: flag('is_use', 1),
    modifyTime: unixTime('modify_time'),
  },
  (t) => [uniqueIndex('config_site_key_uq').on(t.siteId, t.appModule, t.configKey)],
);

export const advPosition = pgTable(
  'adv_position',
  {
    apId: serial('ap_id').primaryKey(),
    apName: varchar('ap_name', { length: 60 }).notNull(),
    apIntro: varchar('ap_intro', { length: 255 }).notNull().default(''),
    apHeight: integer('ap_height').notNull().default(0),
    apWidth: integer('ap_width').notNull().default(0),
    defaultContent: varchar('default_content', { length: 255 }).notNull().default(''),
    apBackgroundColor: varchar('ap_background_color', { length: 20 }).notNull().default(''),
    type: integer('type').notNull().default(1),
    keyword: varchar('keyword', { length: 60 }).notNull(),
    state: flag('state', 1),
  },
  (t) => [uniqueIndex('adv_position_keyword_uq').on(t.keyword)],
);

export const adv = pgTable(
  'adv',
  {
    advId: serial('adv_id').primaryKey(),
    apId: integer('ap_id').notNull(),
    advTitle: varchar('adv_title', { length: 100 }).notNull().default(''),
    advUrl: jsonb('adv_url').notNull().default({}),
    advImage: varchar('adv_image', { length: 255 }).notNull().default(''),
    slideSort: integer('slide_sort').notNull().default(0),
    price: money('price'),
    background: varchar('background', { length: 20 }).notNull().default(''),
    state: flag('state', 1),
    i18n: i18nColumn(),
  },
  (t) => [index('adv_position_sort_idx').on(t.apId, t.slideSort)],
);

export const pcNav = pgTable(
  'pc_nav',
  {
    id: serial('id').primaryKey(),
    navTitle: varchar('nav_title', { length: 60 }).notNull(),
    navUrl: jsonb('nav_url').notNull().default({}),
    sort: integer('sort').notNull().default(0),
    isBlank: flag('is_blank'),
    navIcon: varchar('nav_icon', { length: 255 }).notNull().default(''),
    isShow: flag('is_show', 1),
    createTime: unixTime('create_time'),
    i18n: i18nColumn(),
  },
  (t) => [index('pc_nav_show_sort_idx').on(t.isShow, t.sort)],
);

export const friendlyLink = pgTable(
  'friendly_link',
  {
    id: serial('id').primaryKey(),
    linkTitle: varchar('link_title', { length: 60 }).notNull(),
    linkUrl: varchar('link_url', { length: 255 }).notNull(),
    linkPic: varchar('link_pic', { length: 255 }).notNull().default(''),
    linkSort: integer('link_sort').notNull().default(0),
    isBlank: flag('is_blank', 1),
    isShow: flag('is_show', 1),
  },
  (t) => [index('friendly_link_show_sort_idx').on(t.isShow, t.linkSort)],
);

/** Home floors: block_name is floor-style-1|2|3, value holds the named slots of that style. */
export const pcFloor = pgTable(
  'pc_floor',
  {
    id: serial('id').primaryKey(),
    websiteId: integer('website_id').notNull().default(0),
    title: varchar('title', { length: 60 }).notNull(),
    blockName: varchar('block_name', { length: 30 }).notNull(),
    value: jsonb('value').notNull(),
    state: flag('state', 1),
    sort: integer('sort').notNull().default(0),
    createTime: unixTime('create_time'),
    i18n: i18nColumn(),
  },
  (t) => [index('pc_floor_list_idx').on(t.websiteId, t.state, t.sort)],
);
