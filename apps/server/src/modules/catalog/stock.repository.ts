import { eq, sql } from 'drizzle-orm';
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
/** Units of a SKU counted as sold. */
export interface SaleLine {
  skuId: number;
  num: number;
}

const rowsOf = <T>(result: unknown) => (result as { rows: T[] }).rows;

/** Units per SKU, summed (a checkout may carry one SKU twice), in id order: row locks are then taken in that order. */
function summed(lines: { skuId: number; num: number }[]): [number, number][] {
  const by = new Map<number, number>();
  for (const l of lines) by.set(l.skuId, (by.get(l.skuId) ?? 0) + l.num);
  return [...by].sort((a, b) => a[0] - b[0]);
}

/**
 * Takes the lines' units from their SKUs (and goods) in one statement: each SKU row is guarded, so it never goes
 * below zero; the goods rows follow only for SKUs that were taken. Answers the SKU ids that were short (none:
 * all taken). The caller rolls back on any short SKU, so a partly taken checkout never commits.
 *
 * `sold` counts units as sales in the same statement, for orders paid in the transaction that takes their stock
 * (a checkout paid by balance): the hot SKU rows are then updated, and locked, once, right before the commit,
 * instead of once for the sales and again for the stock.
 */
export async function takeStock(tx: DbOrTx, lines: StockLine[], sold: SaleLine[] = []): Promise<number[]> {
  const skus = summed(lines);
  if (skus.length === 0 && sold.length === 0) return [];
  const goodsOf = new Map(lines.map((l) => [l.skuId, l.goodsId]));
  const soldOf = new Map(summed(sold));
  const taken = new Map(skus);
  // A sold SKU this checkout does not take (none today) still gets its count, with nothing taken.
  const ids = [...new Set([...taken.keys(), ...soldOf.keys()])].sort((a, b) => a - b);
  const wanted = sql.join(
    ids.map(
      (skuId) =>
        sql`(${skuId}::int, ${goodsOf.get(skuId) ?? 0}::int, ${taken.get(skuId) ?? 0}::int, ${soldOf.get(skuId) ?? 0}::int)`,
    ),
    sql`, `,
  );
  const result = await tx.execute(sql`
    with wanted (sku_id, goods_id, num, sold) as (values ${wanted}),
    taken as (
      update ${goodsSku} s set stock = s.stock - w.num, sale_num = s.sale_num + w.sold from wanted w
      where s.sku_id = w.sku_id and s.stock >= w.num
      returning s.sku_id
    ),
    goods_taken as (
      update ${goods} g set goods_stock = greatest(g.goods_stock - t.num, 0)
      from (select w.goods_id, sum(w.num)::int as num from wanted w join taken using (sku_id)
        where w.num > 0 group by w.goods_id) t
      where g.goods_id = t.goods_id
    )
    select sku_id from taken`);
  const done = new Set(rowsOf<{ sku_id: number }>(result).map((r) => Number(r.sku_id)));
  return skus.map(([skuId]) => skuId).filter((id) => !done.has(id));
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

/** Counts paid units as sales (facts §2.5 pay: SKU sale_num increased): one statement for all the SKUs. */
export async function addSales(tx: DbOrTx, lines: SaleLine[]): Promise<void> {
  const bySku = summed(lines);
  if (bySku.length === 0) return;
  const values = sql.join(
    bySku.map(([skuId, num]) => sql`(${skuId}::int, ${num}::int)`),
    sql`, `,
  );
  await tx.execute(sql`
    update ${goodsSku} s set sale_num = s.sale_num + v.num
    from (values ${values}) as v (sku_id, num) where s.sku_id = v.sku_id`);
}
