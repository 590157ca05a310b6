import { and, asc, eq, gt, lte } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { goods, promotionManjian, shop } from '../../db/schema/index.ts';

/** Running threshold offers of an open shop (status 1, inside their window), oldest first. */
export function selectRunningManjian(db: Db, siteId: number, now: number) {
  return db
    .select({ offer: promotionManjian })
    .from(promotionManjian)
    .innerJoin(shop, eq(shop.siteId, promotionManjian.siteId))
    .where(
      and(
        eq(promotionManjian.siteId, siteId),
        eq(promotionManjian.status, 1),
        lte(promotionManjian.startTime, now),
        gt(promotionManjian.endTime, now),
        eq(shop.shopStatus, 1),
      ),
    )
    .orderBy(asc(promotionManjian.manjianId))
    .then((rows) => rows.map((r) => r.offer));
}

export async function selectGoodsSite(db: Db, goodsId: number) {
  const [row] = await db
    .select({ siteId: goods.siteId })
    .from(goods)
    .where(and(eq(goods.goodsId, goodsId), eq(goods.isDelete, 0)));
  return row?.siteId;
}
