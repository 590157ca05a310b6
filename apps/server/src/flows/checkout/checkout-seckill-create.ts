import type { seckill } from '@mall/contracts';
import type { Db } from '../../db/client.ts';
import type { SaleLine } from '../../modules/catalog/index.ts';
import { createOrders, reserveOrderIds } from '../../modules/order/index.ts';
import { newOutTradeNo } from '../../modules/payment/index.ts';
import {
  noteSoldOut,
  rememberedSoldOut,
  takeSeckillQuota,
  takeSeckillStock,
  type SeckillGate,
} from '../../modules/seckill/index.ts';
import type { LimitStore } from '../../platform/auth/throttle.ts';
import { AppError, quietError } from '../../platform/errors.ts';
import type { Tx } from '../../platform/jobs/job-runner.ts';
import { payOrdersOfPaidTradeNo } from '../pay/index.ts';
import { checkPayPassword } from './checkout-create.ts';
import { orderGoodsRows, orderRow } from './checkout-order-row.ts';
import { inSaleLane, laneDrained } from './checkout-seckill-lane.ts';
import { buildSeckillCheckout, readSeckill, type SeckillBuild } from './checkout-seckill.ts';
import * as write from './checkout-write.ts';
import { claimKey, storedAnswer } from './idempotency.repository.ts';

/**
 * Writes a seckill order in one transaction. The member's daily count is taken first (guarded, the member's own
 * row), then the order, its log, balance and pay row are written, and the two contended rows come last: the
 * sale's stock and the SKU's stock (guarded), so the lock every buyer queues for is held only until the commit
 * right after. Any refusal rolls everything back. The order id and out_trade_no are drawn by the caller.
 */
async function writeSeckill(
  tx: Tx,
  memberId: number,
  b: SeckillBuild,
  n: { orderId: number; tradeNo: string; ip: string; now: number },
) {
  const { orderId, tradeNo, now } = n;
  const shop = b.shops[0]!;
  const num = shop.lines[0]!.num;
  await takeSeckillQuota(tx, b.line, { memberId, num }, now);
  const no = write.orderNo(orderId, now);
  const m = { memberId, orderId, no, tradeNo, ip: n.ip, now };
  // orderRow reads the plain build's coupons only for the platform coupon, which a seckill order never has.
  const order = {
    ...orderRow(shop, { ...b, coupons: { platform: { id: 0 } } } as never, m),
    promotionType: 'seckill',
    promotionId: b.line.sale.id,
  };
  await createOrders(
    tx,
    [{ order, lines: orderGoodsRows(shop, orderId, no, memberId) }],
    { role: 'member', uid: memberId },
    now,
  );
  await write.takeBalance(tx, memberId, b.shops, [no], now);
  const paidAtOnce = shop.orderMoney - shop.balanceMoney === 0;
  const payType = shop.balanceMoney > 0 ? 'BALANCE' : 'ONLINE_PAY';
  await write.insertShopsPay(tx, memberId, tradeNo, b.shops, now, paidAtOnce ? payType : undefined);
  // Paid at once: its units count as sales in the SKU's stock update, the last statement.
  const sold: SaleLine[] = [];
  if (paidAtOnce)
    await payOrdersOfPaidTradeNo(tx, { outTradeNo: tradeNo, payType }, now, { salesLater: sold });
  await takeSeckillStock(tx, b.line, num);
  await write.takeStock(tx, b.shops, sold);
}

/**
 * /seckill/api/ordercreate/create. The stampede path is short: a sale this process saw sold out a moment ago
 * refuses from memory (but for its buyers); the Redis gate (when configured) turns buyers away once its count
 * is out; otherwise one prepared read of the sale with the key's stored answer answers a repeat, and refuses a
 * sold-out, closed or out-of-slot buy before the rest of the checkout is read. Refusals carry no stack. The
 * transaction's guarded updates decide.
 */
export async function createSeckillCheckout(
  db: Db,
  gate: SeckillGate,
  memberId: number,
  input: seckill.CheckoutRequest,
  meta: { ip: string; limits: LimitStore; websiteId: number },
): Promise<string> {
  const key = input.idempotency_key;
  if (!key) throw new AppError('PARAMETER_ERROR', 'CHECKOUT_IDEMPOTENCY_REQUIRED');
  const now = Math.floor(Date.now() / 1000);
  const { seckill_id: seckillId, sku_id: skuId, num } = input;
  // A sale seen sold out a moment ago refuses at once (seckill-sold-out.ts); its buyers take the normal path.
  if (rememberedSoldOut(db, seckillId, skuId, memberId)) throw quietError('FAIL', 'SECKILL_SOLD_OUT');
  const read = async () => {
    const readAt = performance.now();
    const seen = await readSeckill(db, memberId, input, now, meta.websiteId);
    if (seen.line.sku.stock <= 0 && !seen.earlier) noteSoldOut(db, seckillId, skuId, readAt);
    return seen;
  };
  if (
    gate.kind !== 'none' &&
    !(await gate.enter(seckillId, skuId, num, async () => (await read()).line.sku.stock))
  ) {
    // Turned away by the gate. Once this process's writers of the sale are done (waiting holds nothing), the same
    // one read as below answers a repeat of a buy that went through, and a sale the database shows sold out is
    // remembered for the buyers after.
    await laneDrained(seckillId, skuId);
    const seen = rememberedSoldOut(db, seckillId, skuId, memberId) ? null : await read();
    if (seen?.earlier) return seen.earlier;
    throw quietError('FAIL', 'SECKILL_SOLD_OUT');
  }
  try {
    const seen = await read();
    if (seen.earlier) {
      await gate.leave(seckillId, skuId, num);
      return seen.earlier;
    }
    if (seen.obstacle) throw seen.obstacle;
    return await inSaleLane(seckillId, skuId, async () => {
      // Read again once it is this buyer's turn: the stock may have run out while it waited.
      const again = await read();
      if (again.obstacle) throw again.obstacle;
      const build = await buildSeckillCheckout(db, memberId, input, again);
      const first = build.obstacles[0];
      if (first) throw first.error;
      await checkPayPassword(meta.limits, memberId, build, input.pay_password);
      return db.transaction(async (tx) => {
        const [orderId] = await reserveOrderIds(tx, 1);
        const tradeNo = newOutTradeNo(now, orderId!);
        // The key is stored with its answer; a repeat waits on the unique index until this commits.
        if (!(await claimKey(tx, memberId, key, Math.floor(Date.now() / 1000), tradeNo))) {
          const answer = await storedAnswer(tx, memberId, key);
          if (answer) return answer;
          throw new AppError('FAIL', 'ORDER_STATE_CHANGED');
        }
        await writeSeckill(tx, memberId, build, { orderId: orderId!, tradeNo, ip: meta.ip, now });
        return tradeNo;
      });
    });
  } catch (err) {
    // The unit the gate let through was not sold: the next buyer may have it.
    await gate.leave(seckillId, skuId, num);
    throw err;
  }
}
