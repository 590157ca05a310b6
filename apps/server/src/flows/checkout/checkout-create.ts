import type { checkout } from '@mall/contracts';
import { passwordMatches } from '../../modules/account/index.ts';
import type { SaleLine } from '../../modules/catalog/index.ts';
import type { loyalty } from '@mall/contracts';
import { spendPlatformCoupon, spendShopCoupon } from '../../modules/coupon/index.ts';
import { cachedConsumeRules } from '../../modules/loyalty/index.ts';
import { createOrders, reserveOrderIds } from '../../modules/order/index.ts';
import { newOutTradeNo } from '../../modules/payment/index.ts';
import { guardedCheck, PAY_PASSWORD_RULE, type LimitStore } from '../../platform/auth/throttle.ts';
import { AppError } from '../../platform/errors.ts';
import type { Tx } from '../../platform/jobs/job-runner.ts';
import { payOrdersOfPaidTradeNo } from '../pay/index.ts';
import { buildCheckout, type CheckoutBuild } from './checkout-build.ts';
import { sumOf, type ShopPlan } from './checkout-plan.ts';
import * as write from './checkout-write.ts';
import { orderGoodsRows, orderRow } from './checkout-order-row.ts';
import type { CheckoutSource } from './checkout-shop-terms.ts';
import type { CheckoutVariant } from './checkout-variant.ts';
import { claimKey, storedAnswer } from './idempotency.repository.ts';

/** The payment password guards balance spending; a try is taken from the shared limit before the check. */
export async function checkPayPassword(
  limits: LimitStore,
  memberId: number,
  build: Pick<CheckoutBuild, 'isBalance' | 'shops' | 'terms'>,
  given?: string,
) {
  if (!build.isBalance || sumOf(build.shops, (s) => s.balanceMoney) === 0) return;
  const guard = { rule: PAY_PASSWORD_RULE, subject: String(memberId), onSuccess: 'forget' } as const;
  const check = async () => !!given && (await passwordMatches(build.terms.payPassword, given));
  if (!(await guardedCheck(limits, [guard], check)))
    throw new AppError('FAIL', 'CHECKOUT_PAY_PASSWORD_WRONG');
}

async function spendCoupons(tx: Tx, memberId: number, b: CheckoutBuild, orderIds: number[], now: number) {
  for (const [i, s] of b.shops.entries()) {
    if (s.couponId && !(await spendShopCoupon(tx, memberId, s.couponId, orderIds[i]!, now))) {
      throw new AppError('FAIL', 'CHECKOUT_COUPON_USED');
    }
  }
  const pid = b.coupons.platform.id;
  if (
    pid &&
    b.coupons.platform.money > 0 &&
    !(await spendPlatformCoupon(tx, memberId, pid, orderIds[0]!, now))
  ) {
    throw new AppError('FAIL', 'CHECKOUT_COUPON_USED');
  }
}

/** The numbers a checkout's rows carry, drawn before anything is written: order ids and payment numbers. */
interface CheckoutNumbers {
  ids: number[];
  nos: string[];
  /** What the member still pays ('' when every order is paid in full by balance or costs nothing). */
  payNo: string;
  /** The payment number of the orders paid at once ('' when there are none). */
  freeNo: string;
}

async function drawNumbers(tx: Tx, b: CheckoutBuild, now: number): Promise<CheckoutNumbers> {
  const ids = await reserveOrderIds(tx, b.shops.length);
  const noOf = (s: ShopPlan | undefined) => (s ? newOutTradeNo(now, ids[b.shops.indexOf(s)]!) : '');
  return {
    ids,
    nos: ids.map((id) => write.orderNo(id, now)),
    payNo: noOf(b.shops.find((s) => !paidAtOnce(s))),
    freeNo: noOf(b.shops.find(paidAtOnce)),
  };
}

const paidAtOnce = (s: ShopPlan) => s.orderMoney - s.balanceMoney === 0;

/**
 * Writes the checkout in the caller's transaction: orders, lines, coupons, balance, cart, pay rows, log, and
 * stock last, with the sales of the orders paid at once (the contended SKU rows are updated once and stay locked
 * only until the commit). Orders with nothing left to pay get their own out_trade_no that is paid at once
 * (facts §8).
 */
async function writeCheckout(
  tx: Tx,
  memberId: number,
  b: CheckoutBuild,
  n: CheckoutNumbers,
  meta: { ip: string; now: number },
  consume?: loyalty.ConsumeRules,
): Promise<void> {
  const { now } = meta;
  const toPay = b.shops.filter((s) => !paidAtOnce(s));
  const free = b.shops.filter(paidAtOnce);
  // Units of the orders paid at once: counted as sales by the stock's statement, the SKU rows' one update.
  const sold: SaleLine[] = [];
  const orders = b.shops.map((s, i) => {
    const m = {
      memberId,
      orderId: n.ids[i]!,
      no: n.nos[i]!,
      tradeNo: paidAtOnce(s) ? n.freeNo : n.payNo,
      ...meta,
    };
    return { order: orderRow(s, b, m), lines: orderGoodsRows(s, m.orderId, m.no, memberId) };
  });
  await createOrders(tx, orders, { role: 'member', uid: memberId }, now);
  await b.variant?.afterWrite(tx);
  await spendCoupons(tx, memberId, b, n.ids, now);
  await write.takeBalance(tx, memberId, b.shops, n.nos, now);
  await write.deleteBoughtCartLines(tx, memberId, b.shops);
  if (n.payNo) await write.insertShopsPay(tx, memberId, n.payNo, toPay, now);
  if (n.freeNo) {
    const payType = sumOf(free, (s) => s.balanceMoney) > 0 ? 'BALANCE' : 'ONLINE_PAY';
    // Written paid: its orders are written in this transaction and nothing else can pay this number.
    await write.insertShopsPay(tx, memberId, n.freeNo, free, now, payType);
    // The orders just written are the unpaid ones of freeNo: no need to read them back.
    const unpaid = orders
      .filter((o) => o.order.outTradeNo === n.freeNo)
      .map((o) => ({
        orderId: o.order.orderId!,
        orderStatus: 0,
        orderType: o.order.orderType ?? 1,
        isLock: 0,
        sold: o.lines.map((l) => ({ skuId: l.skuId!, num: l.num! })),
      }));
    await payOrdersOfPaidTradeNo(tx, { outTradeNo: n.freeNo, payType }, now, {
      unpaid,
      salesLater: sold,
      consume,
    });
  }
  await write.takeStock(tx, b.shops, sold);
}

/**
 * Builds the checkout and checks the payment password: the first obstacle refuses. A refused request may be the
 * repeat of one that went through (its cart lines bought, its stock or balance spent since): then it answers
 * that first result. The key is looked up only on a refusal, so a first request sends no statement for it; a
 * repeat that is not refused meets the key in the transaction (claimKey) instead.
 */
async function buildOrAnswerEarlier(
  src: CheckoutSource,
  memberId: number,
  input: checkout.CheckoutRequest & { idempotency_key: string },
  meta: { limits: LimitStore; now: number },
  variant?: CheckoutVariant,
): Promise<CheckoutBuild | string> {
  try {
    const build = await buildCheckout(src, memberId, input, meta.now, variant);
    const first = build.obstacles[0];
    if (first) throw first.error;
    await checkPayPassword(meta.limits, memberId, build, input.pay_password);
    return build;
  } catch (refusal) {
    const earlier = await storedAnswer(src.db, memberId, input.idempotency_key);
    if (earlier) return earlier;
    throw refusal;
  }
}

/**
 * /api/ordercreate/simpleCreate: the first obstacle refuses; a repeated idempotency_key answers the first result.
 * The answer is the out_trade_no the member still pays, or the paid one when nothing is left. The payment
 * password's argon2id check runs before the transaction, so no connection waits on it.
 */
export async function createCheckout(
  src: CheckoutSource,
  memberId: number,
  input: checkout.CheckoutRequest,
  meta: { ip: string; limits: LimitStore },
  variant?: CheckoutVariant,
): Promise<string> {
  const key = input.idempotency_key;
  if (!key) throw new AppError('PARAMETER_ERROR', 'CHECKOUT_IDEMPOTENCY_REQUIRED');
  const { db } = src;
  const now = Math.floor(Date.now() / 1000);
  const built = await buildOrAnswerEarlier(
    src,
    memberId,
    { ...input, idempotency_key: key },
    { limits: meta.limits, now },
    variant,
  );
  if (typeof built === 'string') return built;
  const build = built;
  // Orders paid at once get their consumption reward now: its rules from the read cache, not a statement.
  const consume = build.shops.some(paidAtOnce) ? await cachedConsumeRules(src.cache, db) : undefined;
  return db.transaction(async (tx) => {
    const numbers = await drawNumbers(tx, build, now);
    const answer = numbers.payNo || numbers.freeNo;
    // The key is stored with its answer; a repeat waits on the unique index until this commits or rolls back.
    if (!(await claimKey(tx, memberId, key, Math.floor(Date.now() / 1000), answer))) {
      const stored = await storedAnswer(tx, memberId, key);
      if (stored) return stored;
      throw new AppError('FAIL', 'ORDER_STATE_CHANGED');
    }
    await write.recheckPurchaseLimits(tx, memberId, build.shops);
    await writeCheckout(tx, memberId, build, numbers, { ip: meta.ip, now }, consume);
    return answer;
  });
}
