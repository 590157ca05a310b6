import { and, count, desc, eq, ilike, inArray, type SQL } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { pageOffset, pageWithTotal } from '../../db/paging.ts';
import { couponType, goods, shop } from '../../db/schema/index.ts';
import type { Tx } from '../../platform/database.ts';

/* A shop's coupon types, for the merchant console: every statement carries the session's shop. */

export type CouponTypeRow = typeof couponType.$inferSelect;

const likePattern = (keyword: string) => `%${keyword.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;

export function selectShopCouponTypes(
  db: Db,
  siteId: number,
  q: { page: number; page_size: number; status?: number; keyword?: string },
) {
  const where: SQL | undefined = and(
    eq(couponType.siteId, siteId),
    q.status === undefined ? undefined : eq(couponType.status, q.status),
    q.keyword ? ilike(couponType.couponName, likePattern(q.keyword)) : undefined,
  );
  return pageWithTotal(
    db
      .select()
      .from(couponType)
      .where(where)
      .orderBy(desc(couponType.couponTypeId))
      .limit(q.page_size)
      .offset(pageOffset(q.page, q.page_size)),
    db.select({ n: count() }).from(couponType).where(where),
  );
}

/** How many of these goods ids are the shop's own, undeleted goods. */
export async function countShopGoods(db: Db, siteId: number, goodsIds: number[]): Promise<number> {
  const [row] = await db
    .select({ n: count() })
    .from(goods)
    .where(and(eq(goods.siteId, siteId), eq(goods.isDelete, 0), inArray(goods.goodsId, goodsIds)));
  return row?.n ?? 0;
}

export async function selectShopName(db: Db | Tx, siteId: number): Promise<string> {
  const [row] = await db.select({ name: shop.siteName }).from(shop).where(eq(shop.siteId, siteId));
  return row?.name ?? '';
}

export async function insertCouponType(tx: Tx, values: typeof couponType.$inferInsert) {
  const [row] = await tx.insert(couponType).values(values).returning();
  return row!;
}

export async function lockCouponType(tx: Tx, siteId: number, couponTypeId: number) {
  const [row] = await tx
    .select()
    .from(couponType)
    .where(and(eq(couponType.couponTypeId, couponTypeId), eq(couponType.siteId, siteId)))
    .for('update');
  return row;
}

/** Stops a running type; answers the row, or nothing when it was not running (already stopped or ended). */
export async function stopCouponType(tx: Tx, siteId: number, couponTypeId: number) {
  const [row] = await tx
    .update(couponType)
    .set({ status: -1 })
    .where(
      and(eq(couponType.couponTypeId, couponTypeId), eq(couponType.siteId, siteId), eq(couponType.status, 1)),
    )
    .returning();
  return row;
}

/** A renamed shop's types carry its new name (collected coupons keep the name they were issued under). */
export async function renameShopCouponTypes(tx: Tx, siteId: number, siteName: string): Promise<void> {
  await tx.update(couponType).set({ siteName }).where(eq(couponType.siteId, siteId));
}
