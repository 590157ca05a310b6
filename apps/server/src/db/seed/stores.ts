import * as s from '../schema/index.ts';
import { insertAll, type Tx } from './insert.ts';

/** Pickup stores of the demo shops: the self-operated shop has three, two others one or two. */
const STORES: (typeof s.pickupStore.$inferInsert)[] = [
  {
    storeId: 1,
    siteId: 1,
    storeName: 'Nova Downtown Store',
    telphone: '021-5555-0101',
    openDate: 'Mon–Sun 09:00–21:00',
    fullAddress: 'Shanghai Huangpu District 88 Nanjing East Road',
    longitude: '121.4847',
    latitude: '31.2397',
    sort: 1,
  },
  {
    storeId: 2,
    siteId: 1,
    storeName: 'Nova Riverside Store',
    telphone: '021-5555-0102',
    openDate: 'Mon–Sun 10:00–22:00',
    fullAddress: 'Shanghai Pudong New Area 1 Century Avenue',
    longitude: '121.5055',
    latitude: '31.2397',
    sort: 2,
  },
  {
    storeId: 3,
    siteId: 1,
    storeName: 'Nova Airport Pickup Point',
    telphone: '021-5555-0103',
    openDate: 'Daily 07:00–23:00',
    fullAddress: 'Shanghai Changning District Hongqiao Airport T2',
    longitude: '121.3364',
    latitude: '31.1979',
    sort: 3,
  },
  {
    storeId: 4,
    siteId: 2,
    storeName: 'Circuit Avenue Flagship',
    telphone: '010-6666-0201',
    openDate: 'Mon–Sat 10:00–20:00',
    fullAddress: 'Beijing Haidian District 27 Zhongguancun Street',
    longitude: '116.3162',
    latitude: '39.9834',
    sort: 1,
  },
  {
    storeId: 5,
    siteId: 5,
    storeName: 'Hearth & Home Showroom',
    telphone: '020-7777-0501',
    openDate: 'Tue–Sun 10:00–19:00',
    fullAddress: 'Guangzhou Tianhe District 208 Tianhe Road',
    longitude: '113.3245',
    latitude: '23.1375',
    sort: 1,
  },
  {
    storeId: 6,
    siteId: 5,
    storeName: 'Hearth & Home Outlet',
    telphone: '020-7777-0502',
    openDate: 'Sat–Sun 09:00–18:00',
    fullAddress: 'Guangzhou Haizhu District 18 Yizhou Road',
    longitude: '113.3303',
    latitude: '23.0959',
    sort: 2,
  },
];

/** Which shops offer pickup and local delivery besides express (a shop without a row offers express only). */
const SETTING_DEFAULTS = {
  expressIsUse: 1,
  storeIsUse: 0,
  localIsUse: 0,
  localDeliveryMoney: 0,
  localStartMoney: 0,
  localTimeStart: 9 * 3600,
  localTimeEnd: 21 * 3600,
  isInvoice: 1,
  invoiceRate: 6,
  invoiceDeliveryMoney: 0,
  invoiceContent: 'office supplies,digital',
};

// insertAll takes its columns from the first row, so every row carries every column.
const SETTINGS: (typeof s.shopTradeSetting.$inferInsert)[] = [
  {
    ...SETTING_DEFAULTS,
    siteId: 1,
    storeIsUse: 1,
    localIsUse: 1,
    localDeliveryMoney: 500,
    localStartMoney: 2000,
    invoiceDeliveryMoney: 800,
  },
  { ...SETTING_DEFAULTS, siteId: 2, storeIsUse: 1, invoiceRate: 9 },
  {
    ...SETTING_DEFAULTS,
    siteId: 5,
    storeIsUse: 1,
    localIsUse: 1,
    localDeliveryMoney: 800,
    localStartMoney: 0,
  },
  {
    ...SETTING_DEFAULTS,
    siteId: 8,
    localIsUse: 1,
    localDeliveryMoney: 300,
    localStartMoney: 1500,
    localTimeStart: 8 * 3600,
    localTimeEnd: 20 * 3600,
  },
];

export const STORE_SEQUENCES: [string, string][] = [['pickup_store', 'store_id']];

export async function seedStores(tx: Tx): Promise<void> {
  await insertAll(tx, s.pickupStore, STORES);
  await insertAll(tx, s.shopTradeSetting, SETTINGS);
}
