import { and, eq, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { goods, goodsSku } from '../../db/schema/index.ts';
import type { Tx } from '../../platform/jobs/job-runner.ts';

/*
 * The catalog owns stock and sales counts (goods_sku.stock, goods_sku.sale_num, goods.goods_stock): orders take
 * and give back stock and count sales only through these functions, each a guarded or relative UPDATE so
 * parallel orders never lose or invent a unit.
 */

type DbOrTx = Db | Tx;
export interface StockLine {
  skuId: number;
  goodsId: number;
  num: number;
}

/** Takes num units of a SKU if that many are left (never below zero); answers false when they are not. */
export async function takeSkuStock(tx: DbOrTx, line: StockLine): Promise<boolean> {
  const rows = await tx
    .update(goodsSku)
    .set({ stock: sql`${goodsSku.stock} - ${line.num}` })
    .where(and(eq(goodsSku.skuId, line.skuId), sql`${goodsSku.stock} >= ${line.num}`))
    .returning({ stock: goodsSku.stock });
  if (rows.length === 0) return false;
  await tx
    .update(goods)
    .set({ goodsStock: sql`greatest(${goods.goodsStock} - ${line.num}, 0)` })
    .where(eq(goods.goodsId, line.goodsId));
  return true;
}

/** Puts the units of closed order lines back on their SKUs and goods. */
export async function returnStock(tx: DbOrTx, lines: StockLine[]): Promise<void> {
  for (const l of lines) {
    await tx
      .update(goodsSku)
      .set({ stock: sql`${goodsSku.stock} + ${l.num}` })
      .where(eq(goodsSku.skuId, l.skuId));
    await tx
      .update(goods)
      .set({ goodsStock: sql`${goods.goodsStock} + ${l.num}` })
      .where(eq(goods.goodsId, l.goodsId));
  }
}

/** Counts paid units as sales (facts §2.5 pay: SKU sale_num increased), SKU by SKU in id order. */
export async function addSales(tx: DbOrTx, lines: { skuId: number; num: number }[]): Promise<void> {
  const bySku = new Map<number, number>();
  for (const l of lines) bySku.set(l.skuId, (bySku.get(l.skuId) ?? 0) + l.num);
  for (const [skuId, num] of [...bySku].sort((a, b) => a[0] - b[0])) {
    await tx
      .update(goodsSku)
      .set({ saleNum: sql`${goodsSku.saleNum} + ${num}` })
      .where(eq(goodsSku.skuId, skuId));
  }
}
