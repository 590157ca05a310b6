import crypto from 'node:crypto';
import { and, eq, sql } from 'drizzle-orm';
import { centsToMoney } from '@mall/contracts';
import type { Db } from '../../db/client.ts';
import { sandboxTrade } from '../../db/schema/index.ts';
import type { PaymentProvider } from './payment-provider.ts';
import { signedNotification, type SandboxNotification } from './sandbox-sign.ts';

/** Delivers one signed notification to the mall and answers the mall's reply text ("success" or anything else). */
export type NotifySender = (body: SandboxNotification & { sign: string }) => Promise<string>;

export type SandboxTrade = typeof sandboxTrade.$inferSelect;

const NOTIFY_MAX_ATTEMPTS = 10;
/** Like real gateways, retries get further apart: 5 s, 20 s, 80 s, 320 s, … at most an hour. */
export const notifyBackoffSeconds = (attempt: number) => Math.min(5 * 4 ** Math.max(attempt - 1, 0), 3600);
const nowSeconds = () => Math.floor(Date.now() / 1000);

export interface SandboxGateway {
  provider: PaymentProvider;
  findTrade: (tradeNo: string) => Promise<SandboxTrade | undefined>;
  /** The payer's decision on the cashier page; answers the trade, or undefined when it was already decided. */
  decide: (tradeNo: string, approve: boolean, now?: number) => Promise<SandboxTrade | undefined>;
  /** Sends every due notification once (tests and the retry job call it); answers how many were delivered. */
  deliverDue: (now?: number) => Promise<number>;
}

export function createSandboxGateway(opts: {
  db: Db;
  secret: string;
  send: NotifySender;
  onError?: (err: unknown) => void;
}): SandboxGateway {
  const { db, secret, send } = opts;

  /** An undecided trade of the same payment and amount is reused, as gateways do: a double click opens one. */
  const openTrade = async (outTradeNo: string, amount: number) =>
    (
      await db
        .select()
        .from(sandboxTrade)
        .where(
          and(
            eq(sandboxTrade.outTradeNo, outTradeNo),
            eq(sandboxTrade.amount, amount),
            eq(sandboxTrade.status, 0),
          ),
        )
        .limit(1)
    )[0];

  const provider: PaymentProvider = {
    payType: 'sandbox',
    start: async (req) => {
      const cashier = (tradeNo: string) => ({
        type: 'url' as const,
        data: `${req.origin}/sandbox-gateway/cashier/${tradeNo}`,
      });
      const existing = await openTrade(req.outTradeNo, req.amountCents);
      if (existing) return cashier(existing.tradeNo);
      const tradeNo = `SBX${crypto.randomBytes(16).toString('hex')}`;
      await db.insert(sandboxTrade).values({
        tradeNo,
        outTradeNo: req.outTradeNo,
        merchantName: req.merchantName.slice(0, 100),
        subject: req.subject.slice(0, 255),
        amount: req.amountCents,
        returnUrl: req.returnUrl.slice(0, 255),
        createTime: nowSeconds(),
      });
      return cashier(tradeNo);
    },
  };

  /** Claims one due notification by moving its next try forward, so a parallel sender skips it. */
  const claimOne = async (now: number): Promise<SandboxTrade | undefined> => {
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
  };

  const deliverOne = async (trade: SandboxTrade, now: number): Promise<boolean> => {
    const body = signedNotification(
      {
        out_trade_no: trade.outTradeNo,
        trade_no: trade.tradeNo,
        amount: centsToMoney(trade.amount),
        result: trade.status === 1 ? 'approved' : 'declined',
      },
      secret,
      now,
    );
    let reply = '';
    try {
      reply = await send(body);
    } catch (err) {
      opts.onError?.(err);
    }
    const delivered = reply.trim() === 'success';
    const givenUp = !delivered && trade.notifyAttempts >= NOTIFY_MAX_ATTEMPTS;
    if (delivered || givenUp) {
      await db
        .update(sandboxTrade)
        .set({ notifyStatus: delivered ? 2 : 3 })
        .where(eq(sandboxTrade.id, trade.id));
    }
    return delivered;
  };

  let retryTimer: NodeJS.Timeout | undefined;
  const deliverDue = async (now = nowSeconds()): Promise<number> => {
    let delivered = 0;
    for (let trade = await claimOne(now); trade; trade = await claimOne(now)) {
      if (await deliverOne(trade, now)) delivered++;
      else scheduleRetry(notifyBackoffSeconds(trade.notifyAttempts));
    }
    return delivered;
  };
  // A failed delivery is tried again in this process after its backoff; the retry job covers restarts.
  const scheduleRetry = (seconds: number) => {
    if (retryTimer) return;
    retryTimer = setTimeout(() => {
      retryTimer = undefined;
      deliverDue().catch((err: unknown) => opts.onError?.(err));
    }, seconds * 1000);
    retryTimer.unref();
  };

  const decide = async (tradeNo: string, approve: boolean, now = nowSeconds()) => {
    const [trade] = await db
      .update(sandboxTrade)
      .set({ status: approve ? 1 : 2, decideTime: now, notifyStatus: 1, notifyNextTime: now })
      .where(and(eq(sandboxTrade.tradeNo, tradeNo), eq(sandboxTrade.status, 0)))
      .returning();
    // Asynchronous, as a real gateway: the payer's page does not wait for the mall.
    if (trade) setImmediate(() => void deliverDue(now).catch((err: unknown) => opts.onError?.(err)));
    return trade;
  };

  const findTrade = async (tradeNo: string) =>
    (await db.select().from(sandboxTrade).where(eq(sandboxTrade.tradeNo, tradeNo)).limit(1))[0];

  return { provider, findTrade, decide, deliverDue };
}
