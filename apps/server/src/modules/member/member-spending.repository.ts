import { eq, sql } from 'drizzle-orm';
import { member } from '../../db/schema/index.ts';
import type { Tx } from '../../platform/jobs/job-runner.ts';

/*
 * The member's consumption totals (facts §2.5 pay: order_money and order_num go up; §3.1 transfer: order_money
 * goes down by the refund). Each is one relative update in the caller's transaction, so parallel payments and
 * refunds never lose a change.
 */

/** Paid orders of one member count their money and themselves: one update for all of a checkout's orders. */
export async function countPaidOrders(
  tx: Tx,
  memberId: number,
  paid: { cents: number; orders: number },
): Promise<void> {
  await tx
    .update(member)
    .set({
      orderMoney: sql`${member.orderMoney} + ${paid.cents}`,
      orderNum: sql`${member.orderNum} + ${paid.orders}`,
    })
    .where(eq(member.memberId, memberId));
}

/**
 * A refund takes its money back off the total. Never below zero: orders paid before the totals were kept
 * (older data) are not in them.
 */
export async function takeBackRefund(tx: Tx, memberId: number, cents: number): Promise<void> {
  await tx
    .update(member)
    .set({ orderMoney: sql`greatest(${member.orderMoney} - ${cents}, 0)` })
    .where(eq(member.memberId, memberId));
}
