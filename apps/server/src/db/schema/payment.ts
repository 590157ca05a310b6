import { index, integer, pgTable, serial, smallint, uniqueIndex, varchar } from 'drizzle-orm/pg-core';
import { money, unixTime } from './common.ts';

/**
 * The sandbox gateway's own ledger: one row per payment the payer is asked to approve or decline on the
 * gateway's cashier page. It stands for the provider's side (a real gateway keeps this at the provider), and its
 * notify_* columns are the provider's outbox: a decision is sent to the mall, signed, until it answers "success".
 */
export const sandboxTrade = pgTable(
  'sandbox_trade',
  {
    id: serial('id').primaryKey(),
    /** The gateway's transaction number (also the cashier page's unguessable address). */
    tradeNo: varchar('trade_no', { length: 40 }).notNull(),
    outTradeNo: varchar('out_trade_no', { length: 40 }).notNull(),
    merchantName: varchar('merchant_name', { length: 100 }).notNull().default(''),
    subject: varchar('subject', { length: 255 }).notNull().default(''),
    amount: money('amount'),
    returnUrl: varchar('return_url', { length: 255 }).notNull().default(''),
    /** 0 waiting for the payer, 1 approved, 2 declined. */
    status: smallint('status').notNull().default(0),
    decideTime: unixTime('decide_time'),
    /** 0 nothing to send, 1 to send, 2 delivered (mall said "success"), 3 given up. */
    notifyStatus: smallint('notify_status').notNull().default(0),
    notifyAttempts: integer('notify_attempts').notNull().default(0),
    notifyNextTime: unixTime('notify_next_time'),
    createTime: unixTime('create_time'),
  },
  (t) => [
    uniqueIndex('sandbox_trade_no_uq').on(t.tradeNo),
    index('sandbox_trade_out_trade_no_idx').on(t.outTradeNo),
    index('sandbox_trade_notify_idx').on(t.notifyStatus, t.notifyNextTime),
  ],
);

/**
 * Every payment decision the mall accepted from a provider, once per provider transaction (replays hit the
 * unique key). result: 'applied' paid the orders; 'declined'; 'refund' money arrived for a payment number that
 * was already paid or cancelled (orders closed) and must be given back; refund_status 0 none, 1 to refund.
 */
export const payNotify = pgTable(
  'pay_notify',
  {
    id: serial('id').primaryKey(),
    provider: varchar('provider', { length: 20 }).notNull(),
    tradeNo: varchar('trade_no', { length: 100 }).notNull(),
    outTradeNo: varchar('out_trade_no', { length: 40 }).notNull(),
    amount: money('amount'),
    result: varchar('result', { length: 20 }).notNull(),
    refundStatus: smallint('refund_status').notNull().default(0),
    createTime: unixTime('create_time'),
  },
  (t) => [
    uniqueIndex('pay_notify_trade_uq').on(t.provider, t.tradeNo),
    index('pay_notify_out_trade_no_idx').on(t.outTradeNo),
    index('pay_notify_refund_idx').on(t.refundStatus, t.id),
  ],
);

/**
 * Money given back through a payment provider (facts §8 pay_refund): one row per refund number, written in the
 * refund's transaction and then sent to the provider (signed, idempotent on refund_no) until it confirms.
 * status 0 to send, 1 refunded at the provider, 2 given up (the operator must act). refund_type 1 original route.
 */
export const payRefund = pgTable(
  'pay_refund',
  {
    id: serial('id').primaryKey(),
    refundNo: varchar('refund_no', { length: 40 }).notNull(),
    outTradeNo: varchar('out_trade_no', { length: 40 }).notNull(),
    /** The provider's transaction the money came in with (what its refund call names). */
    tradeNo: varchar('trade_no', { length: 100 }).notNull().default(''),
    payType: varchar('pay_type', { length: 20 }).notNull().default(''),
    siteId: integer('site_id').notNull().default(0),
    refundFee: money('refund_fee'),
    totalMoney: money('total_money'),
    refundType: smallint('refund_type').notNull().default(1),
    refundDetail: varchar('refund_detail', { length: 255 }).notNull().default(''),
    status: smallint('status').notNull().default(0),
    attempts: integer('attempts').notNull().default(0),
    nextTime: unixTime('next_time'),
    createTime: unixTime('create_time'),
    finishTime: unixTime('finish_time'),
  },
  (t) => [
    uniqueIndex('pay_refund_no_uq').on(t.refundNo),
    index('pay_refund_due_idx').on(t.status, t.nextTime),
    index('pay_refund_out_trade_no_idx').on(t.outTradeNo),
  ],
);

/** The sandbox gateway's own record of refunds it made (the provider's side), once per refund_no. */
export const sandboxRefund = pgTable(
  'sandbox_refund',
  {
    id: serial('id').primaryKey(),
    refundNo: varchar('refund_no', { length: 40 }).notNull(),
    tradeNo: varchar('trade_no', { length: 100 }).notNull(),
    outTradeNo: varchar('out_trade_no', { length: 40 }).notNull(),
    amount: money('amount'),
    createTime: unixTime('create_time'),
  },
  (t) => [
    uniqueIndex('sandbox_refund_no_uq').on(t.refundNo),
    index('sandbox_refund_trade_idx').on(t.tradeNo),
  ],
);
