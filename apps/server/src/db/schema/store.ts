import { index, integer, pgTable, serial, varchar } from 'drizzle-orm/pg-core';
import { flag, money } from './common.ts';

/** A shop's pickup store (delivery_type 'store'); status 1 = open for pickups. */
export const pickupStore = pgTable(
  'pickup_store',
  {
    storeId: serial('store_id').primaryKey(),
    siteId: integer('site_id').notNull(),
    storeName: varchar('store_name', { length: 60 }).notNull(),
    telphone: varchar('telphone', { length: 30 }).notNull().default(''),
    openDate: varchar('open_date', { length: 60 }).notNull().default(''),
    fullAddress: varchar('full_address', { length: 255 }).notNull().default(''),
    /** The region the console's cascader chose, kept so an edit shows it again; full_address is what buyers see. */
    province: integer('province').notNull().default(0),
    city: integer('city').notNull().default(0),
    district: integer('district').notNull().default(0),
    address: varchar('address', { length: 150 }).notNull().default(''),
    longitude: varchar('longitude', { length: 20 }).notNull().default(''),
    latitude: varchar('latitude', { length: 20 }).notNull().default(''),
    status: flag('status', 1),
    sort: integer('sort').notNull().default(0),
  },
  (t) => [index('pickup_store_site_idx').on(t.siteId, t.status, t.sort)],
);

/**
 * What a shop offers at checkout. A shop without a row offers express only, with invoices at the default rate.
 * Local delivery runs between local_time_start and local_time_end (seconds of the day).
 */
export const shopTradeSetting = pgTable('shop_trade_setting', {
  siteId: integer('site_id').primaryKey(),
  expressIsUse: flag('express_is_use', 1),
  storeIsUse: flag('store_is_use'),
  localIsUse: flag('local_is_use'),
  localDeliveryMoney: money('local_delivery_money'),
  localStartMoney: money('local_start_money'),
  localTimeStart: integer('local_time_start')
    .notNull()
    .default(9 * 3600),
  localTimeEnd: integer('local_time_end')
    .notNull()
    .default(21 * 3600),
  isInvoice: flag('is_invoice', 1),
  /** Invoice tax in percent of the goods money. */
  invoiceRate: integer('invoice_rate').notNull().default(6),
  invoiceDeliveryMoney: money('invoice_delivery_money'),
  invoiceContent: varchar('invoice_content', { length: 255 }).notNull().default('office supplies,digital'),
});
