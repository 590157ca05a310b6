import { and, eq, gt, ne, or, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import {
  couponFetchCount,
  couponType,
  memberCoupon,
  memberPlatformCoupon,
  platformCouponType,
} from '../../db/schema/index.ts';
import type { Tx } from '../../platform/database.ts';

export async function selectShopType(db: Db | Tx, typeId: number) {
  const [row] = await db.select().from(couponType).where(eq(couponType.couponTypeId, typeId));
  return row;
}

export async function selectPlatformType(db: Db, typeId: number) {
  const [row] = await db
    .select()
    .from(platformCouponType)
    .where(eq(platformCouponType.platformcouponTypeId, typeId));
  return row;
}

/**
 * Takes one coupon of a shop type (lead_count + 1) while the type runs, has not ended and has some left; the
 * type row as it stands after, or undefined when it could not be taken.
 */
export async function takeShopType(tx: Tx, typeId: number, now: number) {
  const [row] = await tx
    .update(couponType)
    .set({ leadCount: sql`${couponType.leadCount} + 1` })
    .where(
      and(
        eq(couponType.couponTypeId, typeId),
        eq(couponType.status, 1),
        or(ne(couponType.validityType, 0), gt(couponType.endTime, now)),
        or(eq(couponType.count, 0), sql`${couponType.leadCount} < ${couponType.count}`),
      ),
    )
    .returning();
  return row;
}

/** The same guarded take for a platform coupon type. */
export async function takePlatformType(tx: Tx, typeId: number, now: number) {
  const [row] = await tx
    .update(platformCouponType)
    .set({ leadCount: sql`${platformCouponType.leadCount} + 1` })
    .where(
      and(
        eq(platformCouponType.platformcouponTypeId, typeId),
        eq(platformCouponType.status, 1),
        or(ne(platformCouponType.validityType, 0), gt(platformCouponType.endTime, now)),
        or(
          eq(platformCouponType.count, 0),
          sql`${platformCouponType.leadCount} < ${platformCouponType.count}`,
        ),
      ),
    )
    .returning();
  return row;
}

/**
 * Counts one more coupon of the type for the member unless max_fetch is reached (then undefined). The upsert's
 * WHERE is checked on the row as it stands after any concurrent collect commits, so parallel collects cannot
 * pass the cap.
 */
export async function bumpFetchCount(
  tx: Tx,
  key: { kind: number; typeId: number; memberId: number },
  maxFetch: number,
): Promise<number | undefined> {
  const rows = await tx
    .insert(couponFetchCount)
    .values({ ...key, fetchCount: 1 })
    .onConflictDoUpdate({
      target: [couponFetchCount.kind, couponFetchCount.typeId, couponFetchCount.memberId],
      set: { fetchCount: sql`${couponFetchCount.fetchCount} + 1` },
      setWhere: sql`${maxFetch} = 0 or ${couponFetchCount.fetchCount} < ${maxFetch}`,
    })
    .returning({ n: couponFetchCount.fetchCount });
  return rows[0]?.n;
}

export async function insertMemberShopCoupon(tx: Tx, values: typeof memberCoupon.$inferInsert) {
  const [row] = await tx.insert(memberCoupon).values(values).returning({ id: memberCoupon.couponId });
  return row!.id;
}

export async function insertMemberPlatformCoupon(tx: Tx, values: typeof memberPlatformCoupon.$inferInsert) {
  const [row] = await tx
    .insert(memberPlatformCoupon)
    .values(values)
    .returning({ id: memberPlatformCoupon.platformcouponId });
  return row!.id;
}
