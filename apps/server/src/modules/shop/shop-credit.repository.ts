import { eq } from 'drizzle-orm';
import { shop } from '../../db/schema/index.ts';
import type { Tx } from '../../platform/jobs/job-runner.ts';

/** The three shop scores (facts §2.7 shop_desccredit / servicecredit / deliverycredit) as 2-decimal strings. */
export interface ShopCredits {
  desc: string;
  service: string;
  delivery: string;
}

/**
 * Holds the shop row for the rest of the transaction: reviews of one shop written at the same time recompute
 * its scores one after the other, each seeing the scores the other committed. Answers whether the shop exists.
 */
export async function lockShopCredits(tx: Tx, siteId: number): Promise<boolean> {
  const rows = await tx.select({ id: shop.siteId }).from(shop).where(eq(shop.siteId, siteId)).for('update');
  return rows.length > 0;
}

export async function setShopCredits(tx: Tx, siteId: number, c: ShopCredits): Promise<void> {
  await tx
    .update(shop)
    .set({ shopDesccredit: c.desc, shopServicecredit: c.service, shopDeliverycredit: c.delivery })
    .where(eq(shop.siteId, siteId));
}
