import { index, integer, pgTable, serial, uniqueIndex } from 'drizzle-orm/pg-core';
import { unixTime } from './common.ts';

/**
 * One row per day a member signed in (facts §4.7), with the streak day and what it gave: the sign-in calendar
 * reads it (a day whose reward is zero has no ledger row). `sign_day` is the local midnight of that day, unique
 * per member, so a day can never be rewarded twice.
 */
export const memberSignin = pgTable(
  'member_signin',
  {
    id: serial('id').primaryKey(),
    memberId: integer('member_id').notNull(),
    signDay: unixTime('sign_day'),
    series: integer('series').notNull().default(1),
    point: integer('point').notNull().default(0),
    growth: integer('growth').notNull().default(0),
    createTime: unixTime('create_time'),
  },
  (t) => [
    uniqueIndex('member_signin_day_uq').on(t.memberId, t.signDay),
    index('member_signin_member_idx').on(t.memberId, t.createTime),
  ],
);
