import { index, integer, pgTable, serial, text, uniqueIndex, varchar } from 'drizzle-orm/pg-core';
import { flag, i18nColumn, money, unixTime } from './common.ts';

export const memberLevel = pgTable('member_level', {
  levelId: serial('level_id').primaryKey(),
  levelName: varchar('level_name', { length: 60 }).notNull(),
  growth: integer('growth').notNull().default(0),
  remark: varchar('remark', { length: 255 }).notNull().default(''),
  isDefault: flag('is_default'),
  sort: integer('sort').notNull().default(0),
  /** Discount on goods for this level, in percent (100 = none). */
  consumeDiscount: integer('consume_discount').notNull().default(100),
  isFreeShipping: flag('is_free_shipping'),
  pointFeedback: integer('point_feedback').notNull().default(0),
  sendPoint: integer('send_point').notNull().default(0),
  sendBalance: money('send_balance'),
  i18n: i18nColumn(),
});

export const member = pgTable(
  'member',
  {
    memberId: serial('member_id').primaryKey(),
    username: varchar('username', { length: 60 }),
    nickname: varchar('nickname', { length: 60 }).notNull().default(''),
    mobile: varchar('mobile', { length: 20 }),
    email: varchar('email', { length: 100 }),
    password: text('password').notNull().default(''),
    payPassword: text('pay_password').notNull().default(''),
    status: flag('status', 1),
    headimg: varchar('headimg', { length: 255 }).notNull().default(''),
    memberLevel: integer('member_level').notNull().default(0),
    memberLevelName: varchar('member_level_name', { length: 60 }).notNull().default(''),
    sex: integer('sex').notNull().default(0),
    birthday: unixTime('birthday'),
    point: integer('point').notNull().default(0),
    balance: money('balance'),
    balanceMoney: money('balance_money'),
    growth: integer('growth').notNull().default(0),
    signDaysSeries: integer('sign_days_series').notNull().default(0),
    /** What the member has spent on paid orders, less what came back by refund (facts §2.5 pay, §3.1). */
    orderMoney: money('order_money'),
    orderNum: integer('order_num').notNull().default(0),
    /** When the member last signed in (facts §4.7); the streak continues only from yesterday. */
    signTime: unixTime('sign_time'),
    regTime: unixTime('reg_time'),
    loginTime: unixTime('login_time'),
    lastLoginIp: varchar('last_login_ip', { length: 60 }).notNull().default(''),
  },
  (t) => [
    uniqueIndex('member_username_uq').on(t.username),
    uniqueIndex('member_mobile_uq').on(t.mobile),
    uniqueIndex('member_email_uq').on(t.email),
    index('member_reg_idx').on(t.regTime),
    // The operator's member search: a prefix of username, mobile or nickname (modules/member/member-admin).
    index('member_username_prefix_idx').on(t.username.op('varchar_pattern_ops')),
    index('member_mobile_prefix_idx').on(t.mobile.op('varchar_pattern_ops')),
    index('member_nickname_prefix_idx').on(t.nickname.op('varchar_pattern_ops')),
  ],
);
