import { index, integer, pgTable, serial, smallint, varchar } from 'drizzle-orm/pg-core';
import { i18nColumn, money, unixTime } from './common.ts';

/**
 * A shop's combo package (组合套餐, facts §5.3): its SKUs sold together as sets at bl_price; goods_money is the
 * sum of their prices when the package was saved. shipping_fee_type 1 the seller pays (free shipping), 2 the
 * buyer pays. status 1 on, 0 off (closed by the merchant).
 */
export const promotionBundling = pgTable(
  'promotion_bundling',
  {
    blId: serial('bl_id').primaryKey(),
    blName: varchar('bl_name', { length: 60 }).notNull(),
    siteId: integer('site_id').notNull(),
    siteName: varchar('site_name', { length: 60 }).notNull().default(''),
    blPrice: money('bl_price'),
    goodsMoney: money('goods_money'),
    shippingFeeType: smallint('shipping_fee_type').notNull().default(2),
    status: smallint('status').notNull().default(1),
    createTime: unixTime('create_time'),
    i18n: i18nColumn(),
  },
  (t) => [index('promotion_bundling_site_idx').on(t.siteId, t.status)],
);

/** The SKUs of a package: price is the SKU's price when saved; promotion_price its share of the package price. */
export const promotionBundlingGoods = pgTable(
  'promotion_bundling_goods',
  {
    id: serial('id').primaryKey(),
    blId: integer('bl_id').notNull(),
    siteId: integer('site_id').notNull(),
    goodsId: integer('goods_id').notNull(),
    skuId: integer('sku_id').notNull(),
    skuName: varchar('sku_name', { length: 255 }).notNull().default(''),
    skuImage: varchar('sku_image', { length: 255 }).notNull().default(''),
    price: money('price'),
    promotionPrice: money('promotion_price'),
  },
  (t) => [
    index('promotion_bundling_goods_bl_idx').on(t.blId),
    index('promotion_bundling_goods_goods_idx').on(t.goodsId),
  ],
);
