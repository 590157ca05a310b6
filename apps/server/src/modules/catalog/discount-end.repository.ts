import { and, eq, lte, ne, sql } from 'drizzle-orm';
import type { Tx } from '../../platform/jobs/job-runner.ts';
import { goodsSku } from '../../db/schema/index.ts';

/**
 * Puts the price back into discount_price of the limited-time discounts that ended by `now`. Lists sort and
 * filter on discount_price through their indexes, so it must hold the price paid; goods cards and checkout
 * already compare the dates themselves, so the job's lag never changes what a shopper pays.
 */
export async function endDueDiscounts(tx: Tx, now: number): Promise<number> {
  const ended = await tx
    .update(goodsSku)
    .set({ discountPrice: sql`${goodsSku.price}` })
    .where(
      and(
        eq(goodsSku.promotionType, 1),
        ne(goodsSku.discountPrice, goodsSku.price),
        lte(goodsSku.endTime, now),
      ),
    )
    .returning({ skuId: goodsSku.skuId });
  return ended.length;
}
