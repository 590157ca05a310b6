import type { checkout } from '@mall/contracts';
import type { Db } from '../../db/client.ts';
import { passwordMatches } from '../../modules/account/index.ts';
import { spendPlatformCoupon, spendShopCoupon } from '../../modules/coupon/index.ts';
import { createOrders, reserveOrderIds } from '../../modules/order/index.ts';
import { newOutTradeNo } from '../../modules/payment/index.ts';
import { guardedCheck, PAY_PASSWORD_RULE, type LimitStore } from '../../platform/auth/throttle.ts';
import { AppError } from '../../platform/errors.ts';
import type { Tx } from '../../platform/jobs/job-runner.ts';
import { markOutTradeNoPaid } from '../pay/index.ts';
import { buildCheckout, type CheckoutBuild } from './checkout-build.ts';
import { sumOf } from './checkout-plan.ts';
import * as write from './checkout-write.ts';
import { orderGoodsRows, orderRow } from './checkout-order-row.ts';
import type { CheckoutVariant } from './checkout-variant.ts';
import { claimKey, storeAnswer, storedAnswer } from './idempotency.repository.ts';

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

/**
 * Writes the checkout in one transaction: orders, lines, stock, coupons, balance, cart, pay rows, log. Orders
 * with nothing left to pay get their own out_trade_no that is paid at once (facts §8); the answer is the
 * out_trade_no the member still pays, or the paid one when nothing is left.
 */
async function writeCheckout(
  tx: Tx,
  memberId: number,
  b: CheckoutBuild,
  ip: string,
  now: number,
): Promise<string> {
  const ids = await reserveOrderIds(tx, b.shops.length);
  const nos = ids.map((id) => write.orderNo(id, now));
  const toPay = b.shops.filter((s) => s.orderMoney - s.balanceMoney > 0);
  const free = b.shops.filter((s) => s.orderMoney - s.balanceMoney === 0);
  const payNo = toPay.length ? newOutTradeNo(now, ids[b.shops.indexOf(toPay[0]!)]!) : '';
  const freeNo = free.length ? newOutTradeNo(now, ids[b.shops.indexOf(free[0]!)]!) : '';
  await write.takeStock(tx, b.shops);
  const orders = b.shops.map((s, i) => {
    const tradeNo = free.includes(s) ? freeNo : payNo;
    const m = { memberId, orderId: ids[i]!, no: nos[i]!, tradeNo, ip, now };
    return { order: orderRow(s, b, m), lines: orderGoodsRows(s, m.orderId, m.no, memberId) };
  });
  await createOrders(tx, orders, { role: 'member', uid: memberId }, now);
  await b.variant?.afterWrite(tx);
  await spendCoupons(tx, memberId, b, ids, now);
  await write.takeBalance(tx, memberId, b.shops, nos, now);
  await write.deleteBoughtCartLines(tx, memberId, b.shops);
  if (payNo) await write.insertShopsPay(tx, memberId, payNo, toPay, now);
  if (freeNo) {
    await write.insertShopsPay(tx, memberId, freeNo, free, now);
    const payType = sumOf(free, (s) => s.balanceMoney) > 0 ? 'BALANCE' : 'ONLINE_PAY';
    await markOutTradeNoPaid(tx, { outTradeNo: freeNo, payType }, now);
  }
  return payNo || freeNo;
}

/** /api/ordercreate/simpleCreate: the first obstacle refuses; a repeated idempotency_key answers the first result. */
export async function createCheckout(
  db: Db,
  memberId: number,
  input: checkout.CheckoutRequest,
  meta: { ip: string; limits: LimitStore },
  variant?: CheckoutVariant,
): Promise<string> {
  const key = input.idempotency_key;
  if (!key) throw new AppError('PARAMETER_ERROR', 'CHECKOUT_IDEMPOTENCY_REQUIRED');
  const earlier = await storedAnswer(db, memberId, key);
  if (earlier) return earlier;
  const now = Math.floor(Date.now() / 1000);
  const build = await buildCheckout(db, memberId, input, now, variant);
  const first = build.obstacles[0];
  if (first) throw first.error;
  await checkPayPassword(meta.limits, memberId, build, input.pay_password);
  return db.transaction(async (tx) => {
    if (!(await claimKey(tx, memberId, key, Math.floor(Date.now() / 1000)))) {
      const answer = await storedAnswer(tx, memberId, key);
      if (answer) return answer;
      throw new AppError('FAIL', 'ORDER_STATE_CHANGED');
    }
    await write.recheckPurchaseLimits(tx, memberId, build.shops);
    const result = await writeCheckout(tx, memberId, build, meta.ip, now);
    await storeAnswer(tx, memberId, key, result);
    return result;
  });
}
