import type { Db } from '../../db/client.ts';
import type { Tx } from '../../platform/database.ts';
import { AppError, notFound, quietError } from '../../platform/errors.ts';
import type { OrderCloseHook } from '../order/index.ts';
import type { LineRefundedHook } from '../refund/index.ts';
import { dayKey, daySeconds, runningSlot } from './seckill-clock.ts';
import * as repo from './seckill.repository.ts';
import { forgetSoldOut } from './seckill-sold-out.ts';
import { sameCity } from './seckill.service.ts';

/** The sale and SKU a seckill checkout buys, as read before its transaction. */
export interface SeckillLine {
  sale: repo.SeckillRow;
  sku: repo.SeckillGoodsRow;
  /** What the member already holds today of this SKU. */
  held: number;
}

/**
 * Why the sale refuses now (facts §5.1: running, inside its dates and one of its slots; the spec's 'seckill not
 * started / ended'), or null. A sale whose slots are over for today reads as ended until tomorrow's.
 */
function timeObstacle(sale: repo.SeckillRow, slots: [number, number][], now: number): AppError | null {
  if (sale.status === -1 || sale.status === 2 || now >= sale.endTime)
    return quietError('FAIL', 'SECKILL_ENDED');
  if (sale.status === 0 || now < sale.startTime) return quietError('FAIL', 'SECKILL_NOT_STARTED');
  const times = slots.map(([start, end], i) => ({ id: i + 1, seckillStartTime: start, seckillEndTime: end }));
  if (runningSlot(times, now)) return null;
  const later = times.some((s) => s.seckillStartTime > daySeconds(now));
  return quietError('FAIL', later ? 'SECKILL_NOT_STARTED' : 'SECKILL_ENDED');
}

/** The quantity obstacles of a seckill line: its own stock and the per-member daily limit. */
export function quantityObstacle(line: SeckillLine, num: number): AppError | null {
  const { sku } = line;
  if (sku.stock <= 0) return quietError('FAIL', 'SECKILL_SOLD_OUT');
  if (num > sku.stock) return quietError('FAIL', 'SECKILL_STOCK_SHORT', { params: { stock: sku.stock } });
  if (sku.maxBuy > 0 && line.held + num > sku.maxBuy)
    return quietError('FAIL', 'SECKILL_PURCHASE_LIMIT', { params: { max_buy: sku.maxBuy } });
  return null;
}

/**
 * Reads a seckill line for checkout in one prepared query: an unknown sale or SKU is not found; the first time or
 * quantity obstacle comes back with it (calculate lists it, create refuses with it), and so does the answer of an
 * earlier request with the same idempotency key (`key`), which create gives again before any obstacle.
 */
export async function readSeckillLine(
  db: Db | Tx,
  q: {
    seckillId: number;
    skuId: number;
    memberId: number;
    num: number;
    websiteId: number;
    key?: { scope: string; key: string };
  },
  now: number,
): Promise<{ line: SeckillLine; obstacle: AppError | null; earlier: string | null }> {
  const found = await repo.selectBuyTerms(db, { ...q, day: dayKey(now) });
  if (!found || !sameCity(found.websiteId, q.websiteId)) throw notFound('SECKILL_NOT_FOUND');
  if (!found.sku) throw notFound('SECKILL_SKU_NOT_IN_SALE');
  const line = { sale: found.sale, sku: found.sku, held: found.held };
  const obstacle = timeObstacle(found.sale, found.slots, now) ?? quantityObstacle(line, q.num);
  return { line, obstacle, earlier: found.earlier };
}

/**
 * Takes the member's daily count inside the checkout's transaction, guarded on max_buy: parallel orders of one
 * member wait on their own row and the later ones find the limit reached. Kept without a limit too: the counts
 * say who bought (seckill-sold-out.ts).
 */
export async function takeSeckillQuota(
  tx: Tx,
  line: SeckillLine,
  q: { memberId: number; num: number },
  now: number,
): Promise<void> {
  const { sku } = line;
  const quota = {
    seckillId: sku.seckillId,
    skuId: sku.skuId,
    memberId: q.memberId,
    day: dayKey(now),
    num: q.num,
  };
  if ((sku.maxBuy > 0 && q.num > sku.maxBuy) || !(await repo.takeQuota(tx, quota, sku.maxBuy)))
    throw quietError('FAIL', 'SECKILL_PURCHASE_LIMIT', { params: { max_buy: sku.maxBuy } });
}

/** Takes the sale's own stock, guarded on stock ≥ num: whatever the concurrency, it never goes below zero. */
export async function takeSeckillStock(tx: Tx, line: SeckillLine, num: number): Promise<void> {
  if (!(await repo.takeSaleStock(tx, line.sku.seckillId, line.sku.skuId, num)))
    throw quietError('FAIL', 'SECKILL_SOLD_OUT');
}

/**
 * A closed unpaid seckill order gives back the sale's stock and the member's count of the day it was bought
 * (the SKU stock comes back through the order close itself).
 */
export const giveBackSeckill: OrderCloseHook = async (tx, o, lines) => {
  forgetSoldOut(o.promotionId);
  for (const l of lines) {
    await repo.returnSaleStock(tx, o.promotionId, l.skuId, l.num);
    const quota = {
      seckillId: o.promotionId,
      skuId: l.skuId,
      memberId: o.memberId,
      day: dayKey(o.createTime),
      num: l.num,
    };
    await repo.returnQuota(tx, quota);
  }
};

/**
 * A refunded seckill line (facts §5.1: the daily limit counts non-refunded orders only) gives the member's count
 * of the day it was bought back and leaves the sale's sold count; the sale's own stock comes back together with
 * the SKU's stock, i.e. when the shop took the goods back into stock (virtual goods always).
 */
export const refundSeckillLine: LineRefundedHook = async (tx, o, line) => {
  if (line.stockBack) forgetSoldOut(o.promotionId);
  await repo.refundSaleLine(tx, o.promotionId, line);
  const quota = {
    seckillId: o.promotionId,
    skuId: line.skuId,
    memberId: o.memberId,
    day: dayKey(o.createTime),
    num: line.num,
  };
  await repo.returnQuota(tx, quota);
};
