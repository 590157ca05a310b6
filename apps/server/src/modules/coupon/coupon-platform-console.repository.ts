import { and, count, desc, eq, ilike, inArray, type SQL } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { pageOffset, pageWithTotal } from '../../db/paging.ts';
import { platformCouponType, shop } from '../../db/schema/index.ts';
import type { Tx } from '../../platform/database.ts';

/* The platform's coupon types, for the operator console. */

export type PlatformCouponTypeRow = typeof platformCouponType.$inferSelect;

const likePattern = (keyword: string) => `%${keyword.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;

export function selectPlatformCouponTypes(
  db: Db,
  q: { page: number; page_size: number; status?: number; keyword?: string },
) {
  const where: SQL | undefined = and(
    q.status === undefined ? undefined : eq(platformCouponType.status, q.status),
    q.keyword ? ilike(platformCouponType.platformcouponName, likePattern(q.keyword)) : undefined,
  );
  return pageWithTotal(
    db
      .select()
      .from(platformCouponType)
      .where(where)
      .orderBy(desc(platformCouponType.platformcouponTypeId))
      .limit(q.page_size)
      .offset(pageOffset(q.page, q.page_size)),
    db.select({ n: count() }).from(platformCouponType).where(where),
  );
}

/** How many of these shop ids name existing shops. */
export async function countShops(db: Db, siteIds: number[]): Promise<number> {
  const [row] = await db.select({ n: count() }).from(shop).where(inArray(shop.siteId, siteIds));
  return row?.n ?? 0;
}

export async function insertPlatformCouponType(tx: Tx, values: typeof platformCouponType.$inferInsert) {
  const [row] = await tx.insert(platformCouponType).values(values).returning();
  return row!;
}

export async function lockPlatformCouponType(tx: Tx, id: number) {
  const [row] = await tx
    .select()
    .from(platformCouponType)
    .where(eq(platformCouponType.platformcouponTypeId, id))
    .for('update');
  return row;
}

/** Stops a running type; answers the row, or nothing when it was not running. */
export async function stopPlatformCouponType(tx: Tx, id: number) {
  const [row] = await tx
    .update(platformCouponType)
    .set({ status: -1 })
    .where(and(eq(platformCouponType.platformcouponTypeId, id), eq(platformCouponType.status, 1)))
    .returning();
  return row;
}
