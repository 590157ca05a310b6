import type { loyalty } from '@mall/contracts';
import { addSales, type SaleLine } from '../../modules/catalog/index.ts';
import { cachedConsumeRules } from '../../modules/loyalty/index.ts';
import { payOrdersOfTradeNo, selectUnpaidOrders, type UnpaidOrder } from '../../modules/order/index.ts';
import {
  insertNotifyOnce,
  lockPay,
  markPayPaid,
  settleNotify,
  type PaymentResult,
} from '../../modules/payment/index.ts';
import {
  hasUnpaidRechargeOrder,
  payRechargeOrder,
  RECHARGE_PAY_EVENT,
} from '../../modules/recharge/index.ts';
import type { Db } from '../../db/client.ts';
import type { ReadCache } from '../../platform/read-cache.ts';
import { giveManjianRewards } from './pay-gifts.ts';
import type { Tx } from '../../platform/jobs/job-runner.ts';

/** What a notification came to: refusals the provider sees as "fail" (it tries again later), or "success". */
export type NotifyOutcome =
  'success' | 'bad_request' | 'bad_signature' | 'stale' | 'unknown_payment' | 'wrong_amount';

/** What a caller of the paying functions may already have at hand, to spare their reads. */
export interface PayingWith {
  /** The unpaid orders of the payment number, just read or just written. */
  unpaid?: UnpaidOrder[];
  /** Where the units sold go for the caller to count as its last write (a checkout counts them with its stock). */
  salesLater?: SaleLine[];
  /** The consumption rules, read through the read cache before the transaction. */
  consume?: loyalty.ConsumeRules;
}

/**
 * Marks a payment number paid (facts §8 onlinePay): its pay row moves to paid once (payment module), then every
 * unpaid order carrying it is paid (order module). Answers false when it was already paid or is unknown, so a
 * replayed notification changes nothing. Runs inside the caller's transaction.
 */
export async function markOutTradeNoPaid(
  tx: Tx,
  input: { outTradeNo: string; payType: string; tradeNo?: string },
  now: number,
  having: PayingWith = {},
): Promise<boolean> {
  if (!(await markPayPaid(tx, input, now))) return false;
  await payOrdersOfPaidTradeNo(tx, input, now, having);
  return true;
}

/**
 * Pays the orders of a payment number whose pay row is paid: after markOutTradeNoPaid moved it, or as a checkout
 * with nothing left to pay wrote it (already paid, in the same transaction as its orders).
 */
export async function payOrdersOfPaidTradeNo(
  tx: Tx,
  input: { outTradeNo: string; payType: string },
  now: number,
  having: PayingWith = {},
): Promise<void> {
  const { unpaid, salesLater, consume } = having;
  const paid = await payOrdersOfTradeNo(tx, input.outTradeNo, input.payType, now, unpaid, salesLater);
  await giveManjianRewards(tx, paid, now, consume);
}

/** Facts §4.3: a top-up payment pays its top-up order (pay row 0 → 2 once, then the order 1 → 2 once). */
async function markRechargePaid(
  tx: Tx,
  input: { outTradeNo: string; payType: string; tradeNo?: string },
  now: number,
): Promise<boolean> {
  if (!(await markPayPaid(tx, input, now))) return false;
  return payRechargeOrder(tx, input.outTradeNo, input.payType, now);
}

/**
 * Applies a verified provider result, idempotently: the pay row is locked, the decision is recorded once, and
 * only an approval of a waiting payment with open orders pays them (pay_status 0 → 2 once). Money that arrives
 * for a payment already paid (by another trade) or cancelled (orders closed) is recorded and flagged for refund,
 * never applied. Declines and replays change nothing.
 */
export async function applyPaymentResult(
  src: { db: Db; cache: ReadCache },
  r: PaymentResult,
  now: number,
): Promise<Exclude<NotifyOutcome, 'bad_request' | 'bad_signature' | 'stale'>> {
  const { db } = src;
  // Read before the transaction, from the read cache: no statement on the pay row's lock for a setting.
  const consume = r.approved ? await cachedConsumeRules(src.cache, db) : undefined;
  return db.transaction(async (tx) => {
    const payRow = await lockPay(tx, r.outTradeNo);
    if (!payRow) return 'unknown_payment';
    if (payRow.payMoney !== r.amountCents) return 'wrong_amount';
    const recordId = await insertNotifyOnce(tx, r, now);
    if (!recordId || !r.approved) return 'success';
    const waiting = payRow.payStatus === 0 || payRow.payStatus === 1;
    const topUp = payRow.event === RECHARGE_PAY_EVENT;
    // Read once under the pay row's lock: whether anything is left to pay, and then what to pay.
    const unpaid = waiting && !topUp ? await selectUnpaidOrders(tx, r.outTradeNo) : [];
    const payable = waiting && (topUp ? await hasUnpaidRechargeOrder(tx, r.outTradeNo) : unpaid.length > 0);
    const input = { outTradeNo: r.outTradeNo, payType: r.provider, tradeNo: r.tradeNo };
    const sold: SaleLine[] = [];
    const applied =
      payable &&
      (topUp
        ? await markRechargePaid(tx, input, now)
        : await markOutTradeNoPaid(tx, input, now, { unpaid, salesLater: sold, consume }));
    await settleNotify(tx, recordId, applied);
    // The sales last: the SKU rows every buyer of a hot item updates stay locked only until the commit.
    await addSales(tx, sold);
    return 'success';
  });
}
