import { and, eq, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { sandboxTrade } from '../../db/schema/index.ts';

/* The sandbox gateway's own book of trades (it stands in for a provider's systems, inside this process). */

export type SandboxTrade = typeof sandboxTrade.$inferSelect;

/** An undecided trade of the payment number for this amount, if one is open. */
export async function selectOpenTrade(db: Db, outTradeNo: string, amount: number) {
  const [row] = await db
    .select()
    .from(sandboxTrade)
    .where(
      and(
        eq(sandboxTrade.outTradeNo, outTradeNo),
        eq(sandboxTrade.amount, amount),
        eq(sandboxTrade.status, 0),
      ),
    )
    .limit(1);
  return row;
}

export async function insertTrade(db: Db, row: typeof sandboxTrade.$inferInsert): Promise<void> {
  await db.insert(sandboxTrade).values(row);
}

export async function selectTrade(db: Db, tradeNo: string) {
  const [row] = await db.select().from(sandboxTrade).where(eq(sandboxTrade.tradeNo, tradeNo)).limit(1);
  return row;
}

/** Records the payer's decision on an undecided trade and makes its notification due now. */
export async function decideTrade(db: Db, tradeNo: string, approve: boolean, now: number) {
  const [trade] = await db
    .update(sandboxTrade)
    .set({ status: approve ? 1 : 2, decideTime: now, notifyStatus: 1, notifyNextTime: now })
    .where(and(eq(sandboxTrade.tradeNo, tradeNo), eq(sandboxTrade.status, 0)))
    .returning();
  return trade;
}

/** Claims one due notification by moving its next try forward, so a parallel sender skips it. */
export async function claimDueNotification(db: Db, now: number): Promise<SandboxTrade | undefined> {
  const result = (await db.execute(sql`
    update ${sandboxTrade} set notify_attempts = notify_attempts + 1,
      notify_next_time = ${now} + least(5 * power(4, notify_attempts), 3600)::bigint
    where id = (select id from ${sandboxTrade} where notify_status = 1 and notify_next_time <= ${now}
      order by notify_next_time, id limit 1 for update skip locked)
    returning id, trade_no, out_trade_no, amount, status, notify_attempts`)) as unknown as {
    rows: {
      id: number;
      trade_no: string;
      out_trade_no: string;
      amount: number | string;
      status: number;
      notify_attempts: number;
    }[];
  };
  const r = result.rows[0];
  if (!r) return undefined;
  return {
    id: r.id,
    tradeNo: r.trade_no,
    outTradeNo: r.out_trade_no,
    amount: Number(r.amount),
    status: r.status,
    notifyAttempts: r.notify_attempts,
  } as SandboxTrade;
}

/** 2 delivered, 3 given up. */
export async function setNotifyStatus(db: Db, id: number, notifyStatus: 2 | 3): Promise<void> {
  await db.update(sandboxTrade).set({ notifyStatus }).where(eq(sandboxTrade.id, id));
}
