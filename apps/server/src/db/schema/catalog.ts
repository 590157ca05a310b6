import { sql } from 'drizzle-orm';
import { index, integer, jsonb, pgTable, serial, text, varchar } from 'drizzle-orm/pg-core';
import { flag, i18nColumn, money, unixTime } from './common.ts';

export const goodsCategory = pgTable(
  'goods_category',
  {
    categoryId: serial('category_id').primaryKey(),
    categoryName: varchar('category_name', { length: 60 }).notNull(),
    shortName: varchar('short_name', { length: 30 }).notNull().default(''),
    pid: integer('pid').notNull().default(0),
    level: integer('level').notNull(),
    image: varchar('image', { length: 255 }).notNull().default(''),
    imageAdv: varchar('image_adv', { length: 255 }).notNull().default(''),
    categoryId1: integer('category_id_1').notNull().default(0),
    categoryId2: integer('category_id_2').notNull().default(0),
    categoryId3: integer('category_id_3').notNull().default(0),
    categoryFullName: varchar('category_full_name', { length: 255 }).notNull().default(''),
    keywords: varchar('keywords', { length: 255 }).notNull().default(''),
    description: varchar('description', { length: 255 }).notNull().default(''),
    commissionRate: integer('commission_rate').notNull().default(0),
    isShow: flag('is_show', 1),
    sort: integer('sort').notNull().default(0),
    i18n: i18nColumn(),
  },
  (t) => [index('goods_category_tree_idx').on(t.isShow, t.level, t.sort)],
);

export const goodsBrand = pgTable(
  'goods_brand',
  {
    brandId: serial('brand_id').primaryKey(),
    brandName: varchar('brand_name', { length: 60 }).notNull(),
    brandInitial: varchar('brand_initial', { length: 1 }).notNull().default(''),
    imageUrl: varchar('image_url', { length: 255 }).notNull().default(''),
    banner: varchar('banner', { length: 255 }).notNull().default(''),
    brandDesc: text('brand_desc').notNull().default(''),
    categoryId1: integer('category_id_1').notNull().default(0),
    isRecommend: flag('is_recommend'),
    sort: integer('sort').notNull().default(0),
    createTime: unixTime('create_time'),
    i18n: i18nColumn(),
  },
  (t) => [index('goods_brand_sort_idx').on(t.sort, t.brandId)],
);

/** Rows a goods list may show: the listing SKU of an on-sale, approved, undeleted goods (partial indexes). */
const LISTED = sql`is_default = 1 and goods_state = 1 and verify_state = 1 and is_delete = 0`;

/** The listing; each purchasable variant is a goods_sku row. */
export const goods = pgTable(
  'goods',
  {
    goodsId: serial('goods_id').primaryKey(),
    goodsName: varchar('goods_name', { length: 200 }).notNull(),
    siteId: integer('site_id').notNull(),
    websiteId: integer('website_id').notNull().default(0),
    goodsClass: integer('goods_class').notNull().default(1),
    categoryId: integer('category_id').notNull(),
    categoryId1: integer('category_id_1').notNull(),
    categoryId2: integer('category_id_2').notNull(),
    categoryId3: integer('category_id_3').notNull(),
    brandId: integer('brand_id').notNull().default(0),
    brandName: varchar('brand_name', { length: 60 }).notNull().default(''),
    goodsImage: text('goods_image').notNull().default(''),
    goodsContent: text('goods_content').notNull().default(''),
    introduction: varchar('introduction', { length: 255 }).notNull().default(''),
    keywords: varchar('keywords', { length: 255 }).notNull().default(''),
    unit: varchar('unit', { length: 20 }).notNull().default(''),
    goodsState: flag('goods_state', 1),
    verifyState: flag('verify_state', 1),
    isVirtual: flag('is_virtual'),
    isFreeShipping: flag('is_free_shipping'),
    isOwn: flag('is_own'),
    goodsSpecFormat: jsonb('goods_spec_format').notNull().default([]),
    goodsAttrFormat: jsonb('goods_attr_format').notNull().default([]),
    price: money('price'),
    marketPrice: money('market_price'),
    goodsStock: integer('goods_stock').notNull().default(0),
    saleNum: integer('sale_num').notNull().default(0),
    clickNum: integer('click_num').notNull().default(0),
    collectNum: integer('collect_num').notNull().default(0),
    evaluate: integer('evaluate').notNull().default(0),
    /** Shown reviews by kind (facts §2.7 evaluate_haoping/zhongping/chaping), with pictures, with a follow-up. */
    evaluateGood: integer('evaluate_haoping').notNull().default(0),
    evaluateMedium: integer('evaluate_zhongping').notNull().default(0),
    evaluateBad: integer('evaluate_chaping').notNull().default(0),
    evaluatePictures: integer('evaluate_shaitu').notNull().default(0),
    evaluateAgain: integer('evaluate_zhuiping').notNull().default(0),
    minBuy: integer('min_buy').notNull().default(0),
    maxBuy: integer('max_buy').notNull().default(0),
    videoUrl: varchar('video_url', { length: 255 }).notNull().default(''),
    skuId: integer('sku_id').notNull().default(0),
    /** The shop's own (level-2) goods category, 0 when the merchant filed it nowhere. */
    shopCategoryId: integer('shop_category_id').notNull().default(0),
    sort: integer('sort').notNull().default(0),
    isDelete: flag('is_delete'),
    createTime: unixTime('create_time'),
    modifyTime: unixTime('modify_time'),
  },
  (t) => [
    index('goods_site_idx').on(t.siteId, t.goodsState, t.isDelete),
    // The merchant console's goods list: a shop's undeleted goods, newest first.
    index('goods_site_list_idx').on(t.siteId, t.isDelete, t.goodsId),
    // The operator's brand list counts goods per brand, and a brand in use cannot be deleted.
    index('goods_brand_idx').on(t.brandId),
    // Category filters (brand and attribute relevance of a category); brand for the brand's own goods.
    index('goods_cat1_idx').on(t.categoryId1),
    index('goods_cat2_idx').on(t.categoryId2),
    index('goods_cat3_idx').on(t.categoryId3),
  ],
);

/**
 * One row per purchasable variant. State, shop, category and brand columns are copied from goods so the
 * list pages filter and sort on one table, as the original does.
 */
export const goodsSku = pgTable(
  'goods_sku',
  {
    skuId: serial('sku_id').primaryKey(),
    goodsId: integer('goods_id').notNull(),
    siteId: integer('site_id').notNull(),
    websiteId: integer('website_id').notNull().default(0),
    skuNo: varchar('sku_no', { length: 60 }).notNull().default(''),
    skuName: varchar('sku_name', { length: 255 }).notNull(),
    goodsName: varchar('goods_name', { length: 200 }).notNull(),
    skuSpecFormat: jsonb('sku_spec_format').notNull().default([]),
    price: money('price'),
    marketPrice: money('market_price'),
    discountPrice: money('discount_price'),
    costPrice: money('cost_price'),
    promotionType: integer('promotion_type').notNull().default(0),
    stock: integer('stock').notNull().default(0),
    saleNum: integer('sale_num').notNull().default(0),
    clickNum: integer('click_num').notNull().default(0),
    collectNum: integer('collect_num').notNull().default(0),
    skuImage: varchar('sku_image', { length: 255 }).notNull().default(''),
    skuImages: text('sku_images').notNull().default(''),
    goodsState: flag('goods_state', 1),
    verifyState: flag('verify_state', 1),
    isDelete: flag('is_delete'),
    isVirtual: flag('is_virtual'),
    isFreeShipping: flag('is_free_shipping'),
    isOwn: flag('is_own'),
    categoryId1: integer('category_id_1').notNull(),
    categoryId2: integer('category_id_2').notNull(),
    categoryId3: integer('category_id_3').notNull(),
    brandId: integer('brand_id').notNull().default(0),
    weight: integer('weight').notNull().default(0),
    unit: varchar('unit', { length: 20 }).notNull().default(''),
    minBuy: integer('min_buy').notNull().default(0),
    maxBuy: integer('max_buy').notNull().default(0),
    /** A limited-time discount (promotion_type 1) runs from start_time to end_time; outside it price is paid. */
    startTime: unixTime('start_time'),
    endTime: unixTime('end_time'),
    createTime: unixTime('create_time'),
    /** 1 on the SKU a goods is listed by (goods.sku_id): lists show one card per goods, as the original. */
    isDefault: flag('is_default'),
    shopCategoryId1: integer('shop_category_id_1').notNull().default(0),
    shopCategoryId2: integer('shop_category_id_2').notNull().default(0),
    /** Lower-cased goods name and keywords (JS toLowerCase, so Cyrillic and Latin fold alike); default SKU only. */
    searchText: text('search_text').notNull().default(''),
    /** 1-, 2- and 3-character grams of search_text's words: see platform/search-grams.ts for why. */
    searchGrams: text('search_grams')
      .array()
      .notNull()
      .default(sql`'{}'::text[]`),
  },
  (t) => {
    /**
     * What a list walk checks besides the ordering: carried by the ordering indexes (as trailing keys, since
     * drizzle cannot declare INCLUDE), so a list or a common-word search walks them as an index-only scan.
     */
    const walked = [
      t.skuId,
      t.siteId,
      t.websiteId,
      t.categoryId1,
      t.categoryId2,
      t.categoryId3,
      t.brandId,
      t.searchText,
    ] as const;
    const byCategory = (level: 1 | 2 | 3) => {
      const category = { 1: t.categoryId1, 2: t.categoryId2, 3: t.categoryId3 }[level];
      // The shop (joined for its state) and the city ride along, so a category page is index-only too.
      const rest = [t.skuId, t.siteId, t.websiteId] as const;
      return [
        index(`goods_sku_cat${level}_idx`)
          .on(category, t.clickNum, ...rest)
          .where(LISTED),
        index(`goods_sku_cat${level}_sale_idx`)
          .on(category, t.saleNum, ...rest)
          .where(LISTED),
        index(`goods_sku_cat${level}_price_idx`)
          .on(category, t.discountPrice, ...rest)
          .where(LISTED),
      ];
    };
    return [
      index('goods_sku_goods_idx').on(t.goodsId),
      index('goods_sku_search_idx').using('gin', t.searchGrams).where(LISTED),
      index('goods_sku_list_click_idx')
        .on(t.clickNum, ...walked)
        .where(LISTED),
      index('goods_sku_list_sale_idx')
        .on(t.saleNum, ...walked)
        .where(LISTED),
      index('goods_sku_list_price_idx')
        .on(t.discountPrice, ...walked)
        .where(LISTED),
      index('goods_sku_list_website_idx').on(t.websiteId, t.clickNum).where(LISTED),
      index('goods_sku_list_shopcat_idx').on(t.siteId, t.shopCategoryId1, t.shopCategoryId2).where(LISTED),
      // Category lists in each of their three orders, partial like the orderings so the planner never ANDs
      // in an unrelated partial index.
      ...byCategory(1),
      ...byCategory(2),
      ...byCategory(3),
      index('goods_sku_site_idx').on(t.siteId, t.clickNum).where(LISTED),
      index('goods_sku_brand_idx').on(t.brandId, t.clickNum).where(LISTED),
      // Limited-time discounts still to be ended (catalog's discount-end job).
      index('goods_sku_discount_end_idx')
        .on(t.endTime)
        .where(sql`promotion_type = 1 and discount_price <> price`),
    ];
  },
);

/** A shop's own goods categories (merchant text, two levels), shown in the shop layout's side tree. */
export const shopGoodsCategory = pgTable(
  'shop_goods_category',
  {
    categoryId: serial('category_id').primaryKey(),
    siteId: integer('site_id').notNull(),
    categoryName: varchar('category_name', { length: 60 }).notNull(),
    pid: integer('pid').notNull().default(0),
    level: integer('level').notNull(),
    isShow: flag('is_show', 1),
    sort: integer('sort').notNull().default(0),
  },
  (t) => [index('shop_goods_category_site_idx').on(t.siteId, t.isShow, t.sort)],
);

/**
 * The attributes goods carry in `goods_attr_format` ({attr_id, attr_name, attr_value_id, attr_value_name}), one
 * row per id with the name in the default language and its translations, so a filter built from goods of
 * several languages shows one "Screen size" in the shopper's language. Looked up by primary key only.
 */
export const goodsAttribute = pgTable('goods_attribute', {
  attrId: integer('attr_id').primaryKey(),
  attrName: varchar('attr_name', { length: 60 }).notNull(),
  i18n: i18nColumn(),
});

export const goodsAttributeValue = pgTable('goods_attribute_value', {
  attrValueId: integer('attr_value_id').primaryKey(),
  attrId: integer('attr_id').notNull(),
  attrValueName: varchar('attr_value_name', { length: 100 }).notNull(),
  i18n: i18nColumn(),
});
