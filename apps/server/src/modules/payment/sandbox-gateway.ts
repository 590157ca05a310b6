import crypto from 'node:crypto';
import { centsToMoney } from '@mall/contracts';
import type { Db } from '../../db/client.ts';
import type { PaymentProvider } from './payment-provider.ts';
import * as repo from './sandbox.repository.ts';
import { selectTradeRefunds, type SandboxRefundRow } from './sandbox-refund.repository.ts';
import { signedNotification, type SandboxNotification } from './sandbox-sign.ts';

/** Delivers one signed notification to the mall and answers the mall's reply text ("success" or anything else). */
export type NotifySender = (body: SandboxNotification & { sign: string }) => Promise<string>;

export type SandboxTrade = repo.SandboxTrade;

const NOTIFY_MAX_ATTEMPTS = 10;
/** Like real gateways, retries get further apart: 5 s, 20 s, 80 s, 320 s, … at most an hour. */
export const notifyBackoffSeconds = (attempt: number) => Math.min(5 * 4 ** Math.max(attempt - 1, 0), 3600);
const nowSeconds = () => Math.floor(Date.now() / 1000);
const FAULT_RETRY_SECONDS = 2;

export interface SandboxGateway {
  provider: PaymentProvider;
  findTrade: (tradeNo: string) => Promise<SandboxTrade | undefined>;
  /** What the gateway gave back of a trade (its own refund records), oldest first. */
  findRefunds: (tradeNo: string) => Promise<SandboxRefundRow[]>;
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

  const provider: PaymentProvider = {
    payType: 'sandbox',
    start: async (req) => {
      const cashier = (tradeNo: string) => ({
        type: 'url' as const,
        data: `${req.origin}/sandbox-gateway/cashier/${tradeNo}`,
      });
      // An undecided trade of the same payment and amount is reused, as gateways do: a double click opens one.
      const existing = await repo.selectOpenTrade(db, req.outTradeNo, req.amountCents);
      if (existing) return cashier(existing.tradeNo);
      const tradeNo = `SBX${crypto.randomBytes(16).toString('hex')}`;
      await repo.insertTrade(db, {
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
      await repo.setNotifyStatus(db, trade.id, delivered ? 2 : 3);
    }
    return delivered;
  };

  let retryTimer: NodeJS.Timeout | undefined;
  const deliverDue = async (now = nowSeconds()): Promise<number> => {
    let delivered = 0;
    const claim = () => repo.claimDueNotification(db, now);
    try {
      for (let trade = await claim(); trade; trade = await claim()) {
        if (await deliverOne(trade, now)) delivered++;
        else scheduleRetry(notifyBackoffSeconds(trade.notifyAttempts));
      }
    } catch (err) {
      // The database failed under us (a restart): look again soon rather than at the next minute's job.
      scheduleRetry(FAULT_RETRY_SECONDS);
      throw err;
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
    const trade = await repo.decideTrade(db, tradeNo, approve, now);
    // Asynchronous, as a real gateway: the payer's page does not wait for the mall.
    if (trade) setImmediate(() => void deliverDue(now).catch((err: unknown) => opts.onError?.(err)));
    return trade;
  };

  const findTrade = (tradeNo: string) => repo.selectTrade(db, tradeNo);

  const findRefunds = (tradeNo: string) => selectTradeRefunds(db, tradeNo);

  return { provider, findTrade, findRefunds, decide, deliverDue };
}
