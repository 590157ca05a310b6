import { and, eq } from 'drizzle-orm';
import type { checkout } from '@mall/contracts';
import type { Db } from '../../db/client.ts';
import { idempotencyKey, order, orderGoods } from '../../db/schema/index.ts';
import { passwordMatches } from '../../modules/account/index.ts';
import { spendPlatformCoupon, spendShopCoupon } from '../../modules/coupon/index.ts';
import { markOutTradeNoPaid, writeLog } from '../../modules/order/index.ts';
import {
  assertNotThrottled,
  clearFailures,
  PAY_PASSWORD_RULE,
  recordFailure,
} from '../../platform/auth/throttle.ts';
import { AppError } from '../../platform/errors.ts';
import type { Tx } from '../../platform/jobs/job-runner.ts';
import { buildCheckout, type CheckoutBuild } from './checkout-build.ts';
import { sumOf } from './checkout-plan.ts';
import * as write from './checkout-write.ts';
import { orderRow } from './checkout-order-row.ts';

const SCOPE = 'order_create';

/** The payment password guards balance spending; wrong tries count towards the shared throttle. */
async function checkPayPassword(db: Db, memberId: number, build: CheckoutBuild, given: string | undefined) {
  if (!build.isBalance || sumOf(build.shops, (s) => s.balanceMoney) === 0) return;
  await assertNotThrottled(db, PAY_PASSWORD_RULE, String(memberId));
  if (!given || !(await passwordMatches(build.terms.payPassword, given))) {
    await recordFailure(db, PAY_PASSWORD_RULE, String(memberId));
    throw new AppError('FAIL', 'CHECKOUT_PAY_PASSWORD_WRONG');
  }
  await clearFailures(db, PAY_PASSWORD_RULE, String(memberId));
}

/** Claims the key inside the transaction; a repeat waits for the first to commit and gets its answer. */
async function claimKey(tx: Tx, memberId: number, key: string): Promise<boolean> {
  const rows = await tx
    .insert(idempotencyKey)
    .values({ memberId, scope: SCOPE, idemKey: key, createTime: Math.floor(Date.now() / 1000) })
    .onConflictDoNothing()
    .returning({ id: idempotencyKey.id });
  return rows.length === 1;
}

async function storedAnswer(db: Db | Tx, memberId: number, key: string): Promise<string | null> {
  const [row] = await db
    .select({ result: idempotencyKey.result })
    .from(idempotencyKey)
    .where(
      and(
        eq(idempotencyKey.memberId, memberId),
        eq(idempotencyKey.scope, SCOPE),
        eq(idempotencyKey.idemKey, key),
      ),
    );
  // Kept as an object: a bare JSON string would come back parsed as a number by the jsonb mapping.
  const stored = row?.result as { out_trade_no?: unknown } | null | undefined;
  return typeof stored?.out_trade_no === 'string' ? stored.out_trade_no : null;
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
  const ids = await write.reserveOrderIds(tx, b.shops.length);
  const nos = ids.map((id) => write.orderNo(id, now));
  const toPay = b.shops.filter((s) => s.orderMoney - s.balanceMoney > 0);
  const free = b.shops.filter((s) => s.orderMoney - s.balanceMoney === 0);
  const payNo = toPay.length ? write.outTradeNo(now, ids[b.shops.indexOf(toPay[0]!)]!) : '';
  const freeNo = free.length ? write.outTradeNo(now, ids[b.shops.indexOf(free[0]!)]!) : '';
  await write.takeStock(tx, b.shops);
  for (const [i, s] of b.shops.entries()) {
    const m = {
      memberId,
      orderId: ids[i]!,
      no: nos[i]!,
      tradeNo: free.includes(s) ? freeNo : payNo,
      ip,
      now,
    };
    await tx.insert(order).values(orderRow(s, b, m));
    await tx.insert(orderGoods).values(write.orderGoodsRows(s, m.orderId, m.no, memberId));
  }
  await spendCoupons(tx, memberId, b, ids, now);
  await write.takeBalance(tx, memberId, b.shops, nos, now);
  await write.deleteBoughtCartLines(tx, memberId, b.shops);
  const actor = { module: 'member' as const, uid: memberId };
  await writeLog(
    tx,
    ids.map((orderId) => ({ orderId, actionWay: 'orderCreate', fromStatus: 0, toStatus: 0 })),
    actor,
    now,
  );
  if (payNo) await write.insertPay(tx, memberId, payNo, toPay, now);
  if (freeNo) {
    await write.insertPay(tx, memberId, freeNo, free, now);
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
  meta: { ip: string },
): Promise<string> {
  const key = input.idempotency_key;
  if (!key) throw new AppError('PARAMETER_ERROR', 'CHECKOUT_IDEMPOTENCY_REQUIRED');
  const earlier = await storedAnswer(db, memberId, key);
  if (earlier) return earlier;
  const now = Math.floor(Date.now() / 1000);
  const build = await buildCheckout(db, memberId, input, now);
  const first = build.obstacles[0];
  if (first) throw first.error;
  await checkPayPassword(db, memberId, build, input.pay_password);
  return db.transaction(async (tx) => {
    if (!(await claimKey(tx, memberId, key))) {
      const answer = await storedAnswer(tx, memberId, key);
      if (answer) return answer;
      throw new AppError('FAIL', 'ORDER_STATE_CHANGED');
    }
    await write.recheckPurchaseLimits(tx, memberId, build.shops);
    const result = await writeCheckout(tx, memberId, build, meta.ip, now);
    await tx
      .update(idempotencyKey)
      .set({ result: { out_trade_no: result } })
      .where(
        and(
          eq(idempotencyKey.memberId, memberId),
          eq(idempotencyKey.scope, SCOPE),
          eq(idempotencyKey.idemKey, key),
        ),
      );
    return result;
  });
}
