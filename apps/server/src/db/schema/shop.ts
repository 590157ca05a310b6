import { sql } from 'drizzle-orm';
import { index, integer, numeric, pgTable, serial, text, varchar } from 'drizzle-orm/pg-core';
import { flag, i18nColumn, money, unixTime } from './common.ts';

/** A shop is a site; site_id 0 is reserved for the platform itself. */
export const shop = pgTable(
  'shop',
  {
    siteId: serial('site_id').primaryKey(),
    websiteId: integer('website_id').notNull().default(0),
    siteName: varchar('site_name', { length: 60 }).notNull(),
    isOwn: flag('is_own'),
    logo: varchar('logo', { length: 255 }).notNull().default(''),
    avatar: varchar('avatar', { length: 255 }).notNull().default(''),
    banner: varchar('banner', { length: 255 }).notNull().default(''),
    seoDescription: text('seo_description').notNull().default(''),
    seoKeywords: varchar('seo_keywords', { length: 255 }).notNull().default(''),
    categoryName: varchar('category_name', { length: 60 }).notNull().default(''),
    groupName: varchar('group_name', { length: 60 }).notNull().default(''),
    /** The language the merchant writes its listings in (catalog text is data, not a message key). */
    contentLang: varchar('content_lang', { length: 10 }).notNull().default('en-us'),
    telephone: varchar('telephone', { length: 50 }).notNull().default(''),
    qq: varchar('qq', { length: 50 }).notNull().default(''),
    email: varchar('email', { length: 100 }).notNull().default(''),
    province: integer('province').notNull().default(0),
    city: integer('city').notNull().default(0),
    district: integer('district').notNull().default(0),
    address: varchar('address', { length: 255 }).notNull().default(''),
    fullAddress: varchar('full_address', { length: 255 }).notNull().default(''),
    longitude: numeric('longitude', { precision: 10, scale: 6 }),
    latitude: numeric('latitude', { precision: 10, scale: 6 }),
    workingtime: varchar('workingtime', { length: 60 }).notNull().default(''),
    shopDesccredit: numeric('shop_desccredit', { precision: 3, scale: 2 }).notNull().default('5.00'),
    shopServicecredit: numeric('shop_servicecredit', { precision: 3, scale: 2 }).notNull().default('5.00'),
    shopDeliverycredit: numeric('shop_deliverycredit', { precision: 3, scale: 2 }).notNull().default('5.00'),
    shopSales: integer('shop_sales').notNull().default(0),
    subNum: integer('sub_num').notNull().default(0),
    shopBaozh: flag('shop_baozh'),
    shopBaozhopen: flag('shop_baozhopen'),
    shopBaozhrmb: money('shop_baozhrmb'),
    shopQtian: flag('shop_qtian'),
    shopZhping: flag('shop_zhping'),
    shopErxiaoshi: flag('shop_erxiaoshi'),
    shopTuihuo: flag('shop_tuihuo'),
    shopShiyong: flag('shop_shiyong'),
    shopShiti: flag('shop_shiti'),
    shopXiaoxie: flag('shop_xiaoxie'),
    shopStatus: flag('shop_status', 1),
    isRecommend: flag('is_recommend'),
    createTime: unixTime('create_time'),
    expireTime: unixTime('expire_time'),
    /** Top-level categories the merchant declared at settle-in; the shop street shows them. */
    mainCategoryIds: integer('main_category_ids')
      .array()
      .notNull()
      .default(sql`'{}'::integer[]`),
    /** The shop's own terms and policies (merchant HTML, sanitised on output). */
    termsTitle: varchar('terms_title', { length: 120 }).notNull().default(''),
    termsContent: text('terms_content').notNull().default(''),
    termsModifyTime: unixTime('terms_modify_time'),
  },
  (t) => [
    index('shop_open_sales_idx').on(t.shopStatus, t.shopSales),
    // The street of a city: its shops first, best sellers next.
    index('shop_open_website_sales_idx').on(t.shopStatus, t.websiteId, t.shopSales),
  ],
);

/** The seven service guarantees a shop can promise (7-day return, genuine goods, ...). */
export const shopService = pgTable('shop_service', {
  id: serial('id').primaryKey(),
  key: varchar('key', { length: 30 }).notNull().unique(),
  name: varchar('name', { length: 60 }).notNull(),
  desc: varchar('desc', { length: 255 }).notNull().default(''),
  icon: varchar('icon', { length: 255 }).notNull().default(''),
  sort: integer('sort').notNull().default(0),
  i18n: i18nColumn(),
});
