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
