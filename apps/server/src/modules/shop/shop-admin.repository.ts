import { and, count, desc, eq, ilike, inArray, type SQL } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { pageOffset, pageWithTotal } from '../../db/paging.ts';
import { goods, shop } from '../../db/schema/index.ts';
import type { Tx } from '../../platform/database.ts';
import { likePattern } from './shop.repository.ts';

/** The operator's shop list: every shop, open or closed, newest first (primary key order). */
export function selectAdminShopPage(
  db: Db,
  q: { search?: string; status?: number; page: number; pageSize: number },
) {
  const where: SQL[] = [];
  if (q.search) where.push(ilike(shop.siteName, likePattern(q.search)));
  if (q.status !== undefined) where.push(eq(shop.shopStatus, q.status));
  const cond = where.length ? and(...where) : undefined;
  return pageWithTotal(
    db
      .select()
      .from(shop)
      .where(cond)
      .orderBy(desc(shop.siteId))
      .limit(q.pageSize)
      .offset(pageOffset(q.page, q.pageSize)),
    db.select({ n: count() }).from(shop).where(cond),
  );
}

/** Goods counts of many shops in one query (not deleted), by site id. */
export async function selectGoodsCounts(db: Db, siteIds: number[]): Promise<Map<number, number>> {
  if (siteIds.length === 0) return new Map();
  const rows = await db
    .select({ siteId: goods.siteId, n: count() })
    .from(goods)
    .where(and(inArray(goods.siteId, siteIds), eq(goods.isDelete, 0)))
    .groupBy(goods.siteId);
  return new Map(rows.map((r) => [r.siteId, r.n]));
}

export async function lockShop(tx: Tx, siteId: number) {
  const [row] = await tx.select().from(shop).where(eq(shop.siteId, siteId)).for('update').limit(1);
  return row;
}

export async function updateShopStatus(tx: Tx, siteId: number, status: number): Promise<void> {
  await tx.update(shop).set({ shopStatus: status }).where(eq(shop.siteId, siteId));
}
