import { asc, desc, eq } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { shop, shopService } from '../../db/schema/index.ts';

export function selectHotShops(db: Db, limit: number) {
  return db
    .select()
    .from(shop)
    .where(eq(shop.shopStatus, 1))
    .orderBy(desc(shop.shopSales), asc(shop.siteId))
    .limit(limit);
}

export function selectShopServices(db: Db) {
  return db.select().from(shopService).orderBy(asc(shopService.sort), asc(shopService.id));
}
