import { centsToMoney } from '@mall/contracts';
import type { Db } from '../../db/client.ts';
import { AppError } from '../../platform/errors.ts';
import type { Tx } from '../../platform/jobs/job-runner.ts';
import * as repo from './pay-refund.repository.ts';
import { signedRefundRequest, type SandboxRefundRequest } from './sandbox-sign.ts';

/*
 * Money back through the payment provider (facts §8 PayRefund): the refund's transaction records a pay_refund
 * row; after it commits the row is sent to the provider, signed, with the refund number as its idempotency key,
 * and retried with backoff until the provider confirms (10 tries, then it is left for the operator).
 */

export type RefundReply = { result: string; reason?: string };
export type RefundSend = (body: SandboxRefundRequest & { sign: string }) => Promise<RefundReply>;
const MAX_ATTEMPTS = 10;

/** Providers whose money can go back by refund call (balance and offline payments have none, facts §8). */
const REFUNDABLE_PROVIDERS = new Set(['sandbox']);

/**
 * Records a refund of `amount` cents of a payment number through its provider, in the caller's transaction.
 * Refuses (FAIL) when the payment was not made through a provider or when the provider's refunds would exceed
 * what was paid through it. A repeated refund number records nothing again.
 */
export async function requestProviderRefund(
  tx: Tx,
  r: { refundNo: string; outTradeNo: string; amount: number; siteId: number; detail: string },
  now: number,
): Promise<void> {
  if (r.amount <= 0) return;
  const paid = await repo.selectPaidPay(tx, r.outTradeNo);
  if (!paid || !REFUNDABLE_PROVIDERS.has(paid.payType) || !paid.tradeNo) {
    throw new AppError('FAIL', 'PAY_REFUND_NO_ROUTE');
  }
  if ((await repo.sumRefunded(tx, r.outTradeNo)) + r.amount > paid.payMoney) {
    throw new AppError('FAIL', 'PAY_REFUND_OVER_PAID');
  }
  await repo.insertPayRefund(
    tx,
    {
      refundNo: r.refundNo,
      outTradeNo: r.outTradeNo,
      tradeNo: paid.tradeNo,
      payType: paid.payType,
      siteId: r.siteId,
      refundFee: r.amount,
      totalMoney: paid.payMoney,
      refundDetail: r.detail.slice(0, 255),
    },
    now,
  );
}

/**
 * Money that arrived for a payment whose orders were already closed (pay_notify result 'refund') is given back
 * the same way: one pay_refund row per notification, named after it. Runs in the caller's transaction.
 */
export async function refundStrayPayments(tx: Tx, now: number, limit = 50): Promise<number> {
  let n = 0;
  for (const p of await repo.selectNotifiesToRefund(tx, limit)) {
    await repo.insertPayRefund(
      tx,
      {
        refundNo: `RN${p.id}`,
        outTradeNo: p.outTradeNo,
        tradeNo: p.tradeNo,
        payType: p.provider,
        siteId: 0,
        refundFee: p.amount,
        totalMoney: p.amount,
        refundDetail: 'payment arrived for a closed order',
      },
      now,
    );
    await repo.markNotifyRefunded(tx, p.id);
    n++;
  }
  return n;
}

/** Sends every due refund once; answers how many the provider confirmed. */
export async function sendDueRefunds(db: Db, send: RefundSend, secret: string, now: number): Promise<number> {
  let done = 0;
  for (let r = await repo.claimDueRefund(db, now); r; r = await repo.claimDueRefund(db, now)) {
    const body = signedRefundRequest(
      {
        out_trade_no: r.outTradeNo,
        trade_no: r.tradeNo,
        refund_no: r.refundNo,
        amount: centsToMoney(r.refundFee),
      },
      secret,
      now,
    );
    let reply: RefundReply = { result: 'fail' };
    try {
      reply = await send(body);
    } catch {
      // Unreachable provider: the row stays due and is tried again after its backoff.
    }
    if (reply.result === 'success') {
      await repo.finishPayRefund(db, r.id, 1, now);
      done++;
    } else if (r.attempts >= MAX_ATTEMPTS) {
      await repo.finishPayRefund(db, r.id, 2, now);
    }
  }
  return done;
}

const senders = new WeakMap<Db, (now?: number) => Promise<number>>();

/** The app wires its sender once (payment.routes.ts); refunds and the retry job use it. */
export function registerRefundSender(db: Db, deliver: (now?: number) => Promise<number>): void {
  senders.set(db, deliver);
}

/** Sends started by sendRefundsSoon that have not finished, per database. */
const sending = new WeakMap<Db, Set<Promise<void>>>();

/** Sends due refunds after the caller's transaction committed (PGlite has one connection: never inside it). */
export function sendRefundsSoon(db: Db, onError?: (err: unknown) => void): void {
  const deliver = senders.get(db);
  if (!deliver) return;
  const started = sending.get(db) ?? new Set<Promise<void>>();
  sending.set(db, started);
  const send: Promise<void> = new Promise<void>((resolve) =>
    setImmediate(
      () =>
        void deliver()
          .catch((err: unknown) => onError?.(err))
          .finally(resolve),
    ),
  ).finally(() => started.delete(send));
  started.add(send);
}

/**
 * Waits for the due refunds to be sent now (tests, and the retry job outside its transaction). A send that
 * sendRefundsSoon started holds its row (claimed, so not due) until the provider answers: without waiting for it,
 * this found nothing due and returned while that refund was still on its way.
 */
export async function sendRefundsNow(db: Db, now?: number): Promise<number> {
  await Promise.all([...(sending.get(db) ?? [])]);
  return (await senders.get(db)?.(now)) ?? 0;
}
