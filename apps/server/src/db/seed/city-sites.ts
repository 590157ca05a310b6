import { sql } from 'drizzle-orm';
import type { Tx } from './insert.ts';

/**
 * Shops that trade from a city sub-site (website rows in site.ts), by site_id → website_id, beyond those
 * SHOPS already places there. Applied after the catalogue and floors are written, so the nationwide home
 * floors keep the goods they were built from while the city lists get shops of their own.
 */
export const CITY_SHOP_SITES: [siteId: number, websiteId: number][] = [
  [3, 5], // Urban Thread Apparel → Hangzhou
  [4, 4], // Stride & Carry → Guangzhou
  [6, 6], // Peak Outdoor Sports → Chengdu
  [7, 7], // Little Sprout Kids → Nanjing
];

/** Moves each shop, its listings and their SKUs to its city sub-site (goods carry website_id like shops). */
export async function assignCityShops(tx: Tx): Promise<void> {
  for (const [siteId, websiteId] of CITY_SHOP_SITES) {
    for (const table of ['shop', 'goods', 'goods_sku']) {
      await tx.execute(
        sql`update ${sql.identifier(table)} set website_id = ${websiteId} where site_id = ${siteId}`,
      );
    }
  }
}
