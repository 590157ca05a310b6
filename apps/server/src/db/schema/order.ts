import { sql } from 'drizzle-orm';
import {
  bigint,
  index,
  integer,
  jsonb,
  pgTable,
  serial,
  smallint,
  uniqueIndex,
  varchar,
} from 'drizzle-orm/pg-core';
import { flag, money, unixTime } from './common.ts';

/**
 * One shop's part of a checkout (original-system-facts §2.1). Status values and transitions are those of §2.3 /
 * §2.5; every change is a guarded UPDATE (… WHERE order_status = <from>) plus an order_log row.
 */
export const order = pgTable(
  'order',
  {
    orderId: serial('order_id').primaryKey(),
    orderNo: varchar('order_no', { length: 30 }).notNull(),
    siteId: integer('site_id').notNull(),
    siteName: varchar('site_name', { length: 60 }).notNull().default(''),
    websiteId: integer('website_id').notNull().default(0),
    orderName: varchar('order_name', { length: 255 }).notNull().default(''),
    orderFrom: varchar('order_from', { length: 20 }).notNull().default('pc'),
    /** 1 express, 2 store pickup, 3 local delivery, 4 virtual. */
    orderType: smallint('order_type').notNull().default(1),
    /** The payment number shared by the orders of one checkout (facts §8). */
    outTradeNo: varchar('out_trade_no', { length: 40 }).notNull(),
    /** Pickup code, set when a pickup order is paid. */
    deliveryCode: varchar('delivery_code', { length: 20 }).notNull().default(''),
    /** Write-off code of a virtual order (facts §2.5 pay, §2.8), set when it is paid; unique while set. */
    virtualCode: varchar('virtual_code', { length: 20 }).notNull().default(''),
    /** Whether the shop has written the virtual code off (facts §2.8 goods_virtual.is_veirfy), and when. */
    virtualVerified: flag('virtual_verified'),
    virtualVerifyTime: unixTime('virtual_verify_time'),
    orderStatus: smallint('order_status').notNull().default(0),
    payStatus: flag('pay_status'),
    deliveryStatus: smallint('delivery_status').notNull().default(0),
    payType: varchar('pay_type', { length: 20 }).notNull().default(''),
    deliveryType: varchar('delivery_type', { length: 10 }).notNull().default(''),
    memberId: integer('member_id').notNull(),
    name: varchar('name', { length: 20 }).notNull().default(''),
    mobile: varchar('mobile', { length: 20 }).notNull().default(''),
    telephone: varchar('telephone', { length: 30 }).notNull().default(''),
    provinceId: integer('province_id').notNull().default(0),
    cityId: integer('city_id').notNull().default(0),
    districtId: integer('district_id').notNull().default(0),
    address: varchar('address', { length: 120 }).notNull().default(''),
    fullAddress: varchar('full_address', { length: 255 }).notNull().default(''),
    buyerIp: varchar('buyer_ip', { length: 60 }).notNull().default(''),
    /** Local delivery: the wished time as seconds of the day (facts §2.1); -1 when none. */
    buyerAskDeliveryTime: integer('buyer_ask_delivery_time').notNull().default(-1),
    buyerMessage: varchar('buyer_message', { length: 200 }).notNull().default(''),
    goodsMoney: money('goods_money'),
    deliveryMoney: money('delivery_money'),
    promotionMoney: money('promotion_money'),
    /**
     * The manjian step the order reached at checkout (facts §5.5), {} when none: manjian_id, manjian_name, type,
     * limit, discount_money (cents), free_shipping, point, coupon. Its points and coupon are given on payment.
     */
    manjianInfo: jsonb('manjian_info').notNull().default({}),
    /** The promotion the order was bought under (facts §2.2, §5): '' none, 'groupbuy'; promotion_id its row. */
    promotionType: varchar('promotion_type', { length: 20 }).notNull().default(''),
    promotionId: integer('promotion_id').notNull().default(0),
    couponId: integer('coupon_id').notNull().default(0),
    couponMoney: money('coupon_money'),
    platformCouponId: integer('platform_coupon_id').notNull().default(0),
    platformCouponMoney: money('platform_coupon_money'),
    invoiceMoney: money('invoice_money'),
    invoiceDeliveryMoney: money('invoice_delivery_money'),
    adjustMoney: money('adjust_money'),
    /** Balance spent on this order; balance_cash_money is the part taken from the withdrawable balance_money. */
    balanceMoney: money('balance_money'),
    balanceCashMoney: money('balance_cash_money'),
    orderMoney: money('order_money'),
    payMoney: money('pay_money'),
    goodsNum: integer('goods_num').notNull().default(0),
    deliveryStoreId: integer('delivery_store_id').notNull().default(0),
    deliveryStoreName: varchar('delivery_store_name', { length: 60 }).notNull().default(''),
    deliveryStoreInfo: jsonb('delivery_store_info').notNull().default({}),
    isInvoice: flag('is_invoice'),
    invoiceType: smallint('invoice_type').notNull().default(0),
    invoiceTitleType: smallint('invoice_title_type').notNull().default(0),
    invoiceTitle: varchar('invoice_title', { length: 100 }).notNull().default(''),
    taxpayerNumber: varchar('taxpayer_number', { length: 30 }).notNull().default(''),
    invoiceRate: integer('invoice_rate').notNull().default(0),
    invoiceContent: varchar('invoice_content', { length: 60 }).notNull().default(''),
    invoiceFullAddress: varchar('invoice_full_address', { length: 255 }).notNull().default(''),
    invoiceEmail: varchar('invoice_email', { length: 100 }).notNull().default(''),
    isLock: flag('is_lock'),
    isEvaluate: flag('is_evaluate'),
    evaluateStatus: smallint('evaluate_status').notNull().default(0),
    isEnableRefund: flag('is_enable_refund'),
    isDelete: flag('is_delete'),
    /** When a shipped order is received automatically; extendtakedelivery moves it once by 3 days. */
    takeDeliveryExecuteTime: unixTime('take_delivery_execute_time'),
    /** Times the member extended the receipt time (facts §2.5: once); the guard of that update. */
    extendTimes: smallint('extend_times').notNull().default(0),
    createTime: unixTime('create_time'),
    payTime: unixTime('pay_time'),
    deliveryTime: unixTime('delivery_time'),
    signTime: unixTime('sign_time'),
    finishTime: unixTime('finish_time'),
    closeTime: unixTime('close_time'),
  },
  (t) => [
    uniqueIndex('order_no_uq').on(t.orderNo),
    // A write-off code names one order: a clerk looks it up by the code alone.
    uniqueIndex('order_virtual_code_uq')
      .on(t.virtualCode)
      .where(sql`virtual_code <> ''`),
    // A pickup code is looked up by the code alone at the write-off counter.
    index('order_delivery_code_idx')
      .on(t.deliveryCode)
      .where(sql`delivery_code <> ''`),
    // The member's order list: every tab filters by status, newest first.
    index('order_member_status_idx').on(t.memberId, t.orderStatus, t.orderId),
    index('order_member_idx').on(t.memberId, t.orderId),
    index('order_out_trade_no_idx').on(t.outTradeNo),
    index('order_site_status_idx').on(t.siteId, t.orderStatus, t.orderId),
    // The order timers sweep by status and time: unpaid by creation, shipped by status, received by sign time.
    index('order_status_create_idx').on(t.orderStatus, t.createTime),
    index('order_status_sign_idx').on(t.orderStatus, t.signTime),
  ],
);

/** One goods line of an order; money columns are this line's share (facts §2.1 `order_goods`). */
export const orderGoods = pgTable(
  'order_goods',
  {
    orderGoodsId: serial('order_goods_id').primaryKey(),
    orderId: integer('order_id').notNull(),
    orderNo: varchar('order_no', { length: 30 }).notNull(),
    siteId: integer('site_id').notNull(),
    memberId: integer('member_id').notNull(),
    goodsId: integer('goods_id').notNull(),
    skuId: integer('sku_id').notNull(),
    skuName: varchar('sku_name', { length: 255 }).notNull().default(''),
    skuImage: varchar('sku_image', { length: 255 }).notNull().default(''),
    skuNo: varchar('sku_no', { length: 60 }).notNull().default(''),
    isVirtual: flag('is_virtual'),
    price: money('price'),
    costPrice: money('cost_price'),
    num: integer('num').notNull(),
    goodsMoney: money('goods_money'),
    realGoodsMoney: money('real_goods_money'),
    couponMoney: money('coupon_money'),
    promotionMoney: money('promotion_money'),
    platformCouponMoney: money('platform_coupon_money'),
    /** 0 waiting, 1 shipped, 2 received. */
    deliveryStatus: smallint('delivery_status').notNull().default(0),
    refundStatus: smallint('refund_status').notNull().default(0),
  },
  (t) => [
    index('order_goods_order_idx').on(t.orderId),
    // Purchase limits count what a member already bought of a SKU.
    index('order_goods_member_sku_idx').on(t.memberId, t.skuId),
  ],
);

/** Who did what to an order (member, shop, system), e.g. action_way 'extendTakeDelivery' allows one extension. */
export const orderLog = pgTable(
  'order_log',
  {
    id: serial('id').primaryKey(),
    orderId: integer('order_id').notNull(),
    actionWay: varchar('action_way', { length: 40 }).notNull(),
    /** member | shop | system */
    module: varchar('module', { length: 10 }).notNull(),
    uid: integer('uid').notNull().default(0),
    fromStatus: smallint('from_status').notNull(),
    toStatus: smallint('to_status').notNull(),
    remark: varchar('remark', { length: 255 }).notNull().default(''),
    createTime: unixTime('create_time'),
  },
  (t) => [index('order_log_order_idx').on(t.orderId, t.actionWay)],
);

/**
 * A payment to make (facts §8): pay_status 0 waiting, 1 paying, 2 paid, -1 cancelled. One row per out_trade_no;
 * event names what to do when it is paid ('OrderPayNotify' → the orders carrying this out_trade_no).
 */
export const pay = pgTable(
  'pay',
  {
    id: serial('id').primaryKey(),
    memberId: integer('member_id').notNull(),
    siteId: integer('site_id').notNull().default(0),
    outTradeNo: varchar('out_trade_no', { length: 40 }).notNull(),
    payType: varchar('pay_type', { length: 20 }).notNull().default(''),
    tradeNo: varchar('trade_no', { length: 100 }).notNull().default(''),
    payBody: varchar('pay_body', { length: 255 }).notNull().default(''),
    payDetail: varchar('pay_detail', { length: 255 }).notNull().default(''),
    payMoney: money('pay_money'),
    payStatus: smallint('pay_status').notNull().default(0),
    event: varchar('event', { length: 60 }).notNull().default('OrderPayNotify'),
    createTime: unixTime('create_time'),
    payTime: unixTime('pay_time'),
  },
  (t) => [uniqueIndex('pay_out_trade_no_uq').on(t.outTradeNo), index('pay_member_idx').on(t.memberId, t.id)],
);

/**
 * Idempotency keys of money-moving calls: the first request with a key stores its answer in the same
 * transaction; a repeat (double click, retry) gets that answer back instead of creating again.
 */
export const idempotencyKey = pgTable(
  'idempotency_key',
  {
    id: serial('id').primaryKey(),
    memberId: integer('member_id').notNull(),
    scope: varchar('scope', { length: 30 }).notNull(),
    idemKey: varchar('idem_key', { length: 64 }).notNull(),
    result: jsonb('result')
      .notNull()
      .default(sql`'null'::jsonb`),
    createTime: unixTime('create_time'),
  },
  (t) => [uniqueIndex('idempotency_key_uq').on(t.memberId, t.scope, t.idemKey)],
);

/** Member account ledger (facts §4.1 `member_account`): one signed row per balance change, with its cause. */
export const memberAccount = pgTable(
  'member_account',
  {
    id: serial('id').primaryKey(),
    memberId: integer('member_id').notNull(),
    /** balance | balance_money | point | growth */
    accountType: varchar('account_type', { length: 20 }).notNull(),
    accountData: bigint('account_data', { mode: 'number' }).notNull(),
    /** order (spent on an order), refund (given back) … */
    fromType: varchar('from_type', { length: 30 }).notNull(),
    typeTag: varchar('type_tag', { length: 60 }).notNull().default(''),
    remark: varchar('remark', { length: 255 }).notNull().default(''),
    createTime: unixTime('create_time'),
  },
  (t) => [index('member_account_member_idx').on(t.memberId, t.accountType, t.id)],
);

/** A shipped package of an order (facts §2.5 ship): goods_list holds [{sku_id, num, sku_name, sku_image}]. */
export const orderPackage = pgTable(
  'order_package',
  {
    id: serial('id').primaryKey(),
    orderId: integer('order_id').notNull(),
    memberId: integer('member_id').notNull(),
    siteId: integer('site_id').notNull(),
    packageName: varchar('package_name', { length: 60 }).notNull().default(''),
    expressCompanyName: varchar('express_company_name', { length: 60 }).notNull().default(''),
    deliveryNo: varchar('delivery_no', { length: 60 }).notNull().default(''),
    /** 1 needs logistics, 0 no logistics (local delivery). */
    deliveryType: smallint('delivery_type').notNull().default(1),
    goodsList: jsonb('goods_list').notNull().default([]),
    createTime: unixTime('create_time'),
  },
  (t) => [index('order_package_order_idx').on(t.orderId)],
);
