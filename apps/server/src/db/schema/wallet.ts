import { sql } from 'drizzle-orm';
import { bigint, index, integer, pgTable, serial, uniqueIndex, varchar } from 'drizzle-orm/pg-core';
import { flag, money, unixTime } from './common.ts';

/*
 * Member money (facts §4.1, §4.2). The amounts themselves sit on the member row (balance, balance_money,
 * point, growth); these are their ledger, the members' withdrawal accounts and their withdrawal requests.
 */

/** Member account ledger (facts §4.1 `member_account`): one signed row per balance change, with its cause. */
export const memberAccount = pgTable(
  'member_account',
  {
    id: serial('id').primaryKey(),
    memberId: integer('member_id').notNull(),
    /** balance | balance_money | point | growth */
    accountType: varchar('account_type', { length: 20 }).notNull(),
    accountData: bigint('account_data', { mode: 'number' }).notNull(),
    /** order (spent on an order), refund (given back), withdraw, adjust … */
    fromType: varchar('from_type', { length: 30 }).notNull(),
    typeTag: varchar('type_tag', { length: 60 }).notNull().default(''),
    remark: varchar('remark', { length: 255 }).notNull().default(''),
    createTime: unixTime('create_time'),
  },
  (t) => [index('member_account_member_idx').on(t.memberId, t.accountType, t.id)],
);

/** Where a member's withdrawals go (facts §4.2 `member_bank_account`): a bank card or an Alipay account. */
export const memberBankAccount = pgTable(
  'member_bank_account',
  {
    id: serial('id').primaryKey(),
    memberId: integer('member_id').notNull(),
    realname: varchar('realname', { length: 50 }).notNull(),
    mobile: varchar('mobile', { length: 20 }).notNull(),
    /** bank | alipay */
    withdrawType: varchar('withdraw_type', { length: 20 }).notNull(),
    branchBankName: varchar('branch_bank_name', { length: 60 }).notNull().default(''),
    bankAccount: varchar('bank_account', { length: 40 }).notNull(),
    isDefault: flag('is_default'),
    createTime: unixTime('create_time'),
    modifyTime: unixTime('modify_time'),
  },
  (t) => [index('member_bank_account_member_idx').on(t.memberId, t.id)],
);

/**
 * A withdrawal request (facts §4.2 `member_withdraw`): 0 pending audit → 1 approved, to transfer → 2
 * transferred; -1 refused. The account it goes to is copied in, so editing the account later changes nothing.
 */
export const memberWithdraw = pgTable(
  'member_withdraw',
  {
    id: serial('id').primaryKey(),
    withdrawNo: varchar('withdraw_no', { length: 40 }).notNull(),
    memberId: integer('member_id').notNull(),
    memberName: varchar('member_name', { length: 60 }).notNull().default(''),
    transferType: varchar('transfer_type', { length: 20 }).notNull(),
    realname: varchar('realname', { length: 50 }).notNull(),
    mobile: varchar('mobile', { length: 20 }).notNull(),
    bankName: varchar('bank_name', { length: 60 }).notNull().default(''),
    accountNumber: varchar('account_number', { length: 40 }).notNull(),
    applyMoney: money('apply_money'),
    /** The fee rate in hundredths of a percent (150 = 1.5 %), as it was when the request was made. */
    rate: integer('rate').notNull().default(0),
    serviceMoney: money('service_money'),
    /** What reaches the account: apply_money − service_money. */
    money: money('money'),
    status: integer('status').notNull().default(0),
    applyTime: unixTime('apply_time'),
    auditTime: unixTime('audit_time'),
    paymentTime: unixTime('payment_time'),
    refuseReason: varchar('refuse_reason', { length: 200 }).notNull().default(''),
    certificateRemark: varchar('certificate_remark', { length: 200 }).notNull().default(''),
    /** The client's idempotency key ('' when none): a retried apply with the same key finds this row. */
    idemKey: varchar('idem_key', { length: 64 }).notNull().default(''),
  },
  (t) => [
    uniqueIndex('member_withdraw_no_uq').on(t.withdrawNo),
    uniqueIndex('member_withdraw_idem_uq')
      .on(t.memberId, t.idemKey)
      .where(sql`${t.idemKey} <> ''`),
    index('member_withdraw_member_idx').on(t.memberId, t.id),
    index('member_withdraw_status_idx').on(t.status, t.id),
  ],
);
