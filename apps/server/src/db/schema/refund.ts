import { index, integer, jsonb, pgTable, serial, smallint, uniqueIndex, varchar } from 'drizzle-orm/pg-core';
import { flag, money, unixTime } from './common.ts';

/**
 * After-sales of one order line (facts §3.1). The line's refund_status on order_goods (written by modules/order)
 * is the state; this row keeps what the application says: one row per order line, re-applying updates it.
 * Money in cents: apply (what the buyer asks, with the order's delivery and invoice money when it is the last
 * line), real (what the shop agreed and paid), and how the paid money went back (balance, payment provider).
 */
export const orderRefund = pgTable(
  'order_refund',
  {
    id: serial('id').primaryKey(),
    orderGoodsId: integer('order_goods_id').notNull(),
    orderId: integer('order_id').notNull(),
    orderNo: varchar('order_no', { length: 30 }).notNull(),
    siteId: integer('site_id').notNull(),
    memberId: integer('member_id').notNull(),
    refundNo: varchar('refund_no', { length: 30 }).notNull(),
    /** 1 refund only, 2 return and refund. */
    refundType: smallint('refund_type').notNull().default(1),
    refundReason: varchar('refund_reason', { length: 60 }).notNull().default(''),
    refundRemark: varchar('refund_remark', { length: 500 }).notNull().default(''),
    refundImages: jsonb('refund_images').notNull().default([]),
    refundApplyMoney: money('refund_apply_money'),
    /** The part of refund_apply_money that is the order's delivery and invoice money (last line only). */
    refundExtraMoney: money('refund_extra_money'),
    refundRealMoney: money('refund_real_money'),
    refundBalanceMoney: money('refund_balance_money'),
    refundPayMoney: money('refund_pay_money'),
    refundRefuseReason: varchar('refund_refuse_reason', { length: 200 }).notNull().default(''),
    refundAddress: varchar('refund_address', { length: 255 }).notNull().default(''),
    refundDeliveryName: varchar('refund_delivery_name', { length: 60 }).notNull().default(''),
    refundDeliveryNo: varchar('refund_delivery_no', { length: 60 }).notNull().default(''),
    refundDeliveryRemark: varchar('refund_delivery_remark', { length: 200 }).notNull().default(''),
    isRefundStock: flag('is_refund_stock'),
    applyTime: unixTime('apply_time'),
    /** When the state last changed: the timers count from it. */
    actionTime: unixTime('action_time'),
    refundTime: unixTime('refund_time'),
  },
  (t) => [
    uniqueIndex('order_refund_goods_uq').on(t.orderGoodsId),
    uniqueIndex('order_refund_no_uq').on(t.refundNo),
    index('order_refund_member_idx').on(t.memberId, t.actionTime),
    index('order_refund_site_idx').on(t.siteId, t.actionTime),
    index('order_refund_order_idx').on(t.orderId),
  ],
);

/** The negotiation record (facts §3.1 order_refund_log): action_way 1 buyer, 2 seller, 3 platform. */
export const orderRefundLog = pgTable(
  'order_refund_log',
  {
    id: serial('id').primaryKey(),
    orderGoodsId: integer('order_goods_id').notNull(),
    refundStatus: smallint('refund_status').notNull(),
    /** A message key of the refund module (refundLogApply …), answered in the reader's language. */
    action: varchar('action', { length: 40 }).notNull(),
    actionWay: smallint('action_way').notNull(),
    actionUserid: integer('action_userid').notNull().default(0),
    username: varchar('username', { length: 60 }).notNull().default(''),
    remark: varchar('remark', { length: 255 }).notNull().default(''),
    actionTime: unixTime('action_time'),
  },
  (t) => [index('order_refund_log_goods_idx').on(t.orderGoodsId, t.id)],
);

/**
 * Platform rights protection of one order line (facts §3.2): complain_status 1 applied, 2 agreed (the refund was
 * forced), -1 refused, 0 cancelled. One row per line; re-applying updates it.
 */
export const orderComplain = pgTable(
  'order_complain',
  {
    id: serial('id').primaryKey(),
    orderGoodsId: integer('order_goods_id').notNull(),
    orderId: integer('order_id').notNull(),
    siteId: integer('site_id').notNull(),
    memberId: integer('member_id').notNull(),
    complainNo: varchar('complain_no', { length: 30 }).notNull(),
    complainStatus: smallint('complain_status').notNull().default(1),
    complainReason: varchar('complain_reason', { length: 60 }).notNull().default(''),
    complainRemark: varchar('complain_remark', { length: 500 }).notNull().default(''),
    complainApplyMoney: money('complain_apply_money'),
    complainRealMoney: money('complain_real_money'),
    complainRefuseReason: varchar('complain_refuse_reason', { length: 200 }).notNull().default(''),
    complainApplyTime: unixTime('complain_apply_time'),
    complainTime: unixTime('complain_time'),
  },
  (t) => [
    uniqueIndex('order_complain_goods_uq').on(t.orderGoodsId),
    index('order_complain_status_idx').on(t.complainStatus, t.id),
  ],
);
