import { and, eq, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { sandboxRefund, sandboxTrade } from '../../db/schema/index.ts';

/* The sandbox gateway's side of refunds: what it gave back of each approved trade. */

export type SandboxRefundRow = typeof sandboxRefund.$inferSelect;

/**
 * Refunds `amount` of an approved trade once per refund number, never more than the trade took in total: one
 * statement, so parallel requests cannot together exceed it. Answers the refund row (the earlier one for a
 * repeated number), or undefined when the trade is unknown, not approved or the amount is over what is left.
 */
export async function refundTrade(
  db: Db,
  r: { refundNo: string; tradeNo: string; amount: number },
  now: number,
): Promise<SandboxRefundRow | undefined> {
  return db.transaction(async (tx) => {
    const [existing] = await tx.select().from(sandboxRefund).where(eq(sandboxRefund.refundNo, r.refundNo));
    if (existing)
      return existing.tradeNo === r.tradeNo && existing.amount === r.amount ? existing : undefined;
    const [trade] = await tx
      .select()
      .from(sandboxTrade)
      .where(and(eq(sandboxTrade.tradeNo, r.tradeNo), eq(sandboxTrade.status, 1)))
      .for('update');
    if (!trade) return undefined;
    const [given] = await tx
      .select({ n: sql<number>`coalesce(sum(${sandboxRefund.amount}), 0)::bigint` })
      .from(sandboxRefund)
      .where(eq(sandboxRefund.tradeNo, r.tradeNo));
    if (Number(given?.n ?? 0) + r.amount > trade.amount) return undefined;
    const [row] = await tx
      .insert(sandboxRefund)
      .values({
        refundNo: r.refundNo,
        tradeNo: r.tradeNo,
        outTradeNo: trade.outTradeNo,
        amount: r.amount,
        createTime: now,
      })
      .returning();
    return row;
  });
}

/** The refunds the gateway made of one trade, oldest first (its page shows them under the payment). */
export function selectTradeRefunds(db: Db, tradeNo: string): Promise<SandboxRefundRow[]> {
  return db.select().from(sandboxRefund).where(eq(sandboxRefund.tradeNo, tradeNo)).orderBy(sandboxRefund.id);
}
