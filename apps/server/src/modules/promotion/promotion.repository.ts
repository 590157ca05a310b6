import { and, asc, eq, gt, inArray, lte } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import type { Tx } from '../../platform/jobs/job-runner.ts';
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

/**
 * Offers of several open shops (the checkout's) that have not ended, those still to start included, so a
 * cached copy stays true until a merchant changes one: `runningAt` picks the running ones at the caller's time.
 */
export function selectUnendedManjianOfShops(db: Db | Tx, siteIds: number[], now: number) {
  if (siteIds.length === 0) return Promise.resolve([]);
  return db
    .select({ offer: promotionManjian })
    .from(promotionManjian)
    .innerJoin(shop, eq(shop.siteId, promotionManjian.siteId))
    .where(
      and(
        inArray(promotionManjian.siteId, siteIds),
        eq(promotionManjian.status, 1),
        gt(promotionManjian.endTime, now),
        eq(shop.shopStatus, 1),
      ),
    )
    .orderBy(asc(promotionManjian.manjianId))
    .then((rows) => rows.map((r) => r.offer));
}

/** The offers inside their window at `now` (unix seconds), in the order given. */
export const runningAt = <T extends { startTime: number; endTime: number }>(offers: T[], now: number): T[] =>
  offers.filter((o) => o.startTime <= now && o.endTime > now);
