import { and, count, desc, eq, inArray, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { pageOffset, pageWithTotal } from '../../db/paging.ts';
import { shop, shopMember } from '../../db/schema/index.ts';

type Tx = Parameters<Parameters<Db['transaction']>[0]>[0];

export async function selectIsFollowing(db: Db, memberId: number, siteId: number): Promise<boolean> {
  const rows = await db
    .select({ id: shopMember.id })
    .from(shopMember)
    .where(and(eq(shopMember.memberId, memberId), eq(shopMember.siteId, siteId)))
    .limit(1);
  return rows.length > 0;
}

/** Which of these shops the member follows: one query for a whole street page. */
export async function selectFollowedSiteIds(
  db: Db,
  memberId: number,
  siteIds: number[],
): Promise<Set<number>> {
  if (siteIds.length === 0) return new Set();
  const rows = await db
    .select({ siteId: shopMember.siteId })
    .from(shopMember)
    .where(and(eq(shopMember.memberId, memberId), inArray(shopMember.siteId, siteIds)));
  return new Set(rows.map((r) => r.siteId));
}

/**
 * Follows a shop and counts the follower in one transaction. The unique index turns a repeated or parallel
 * follow into a no-op, and only a row actually inserted moves the count.
 */
export function insertFollow(db: Db, memberId: number, siteId: number, now: number): Promise<boolean> {
  return db.transaction(async (tx: Tx) => {
    const inserted = await tx
      .insert(shopMember)
      .values({ memberId, siteId, createTime: now })
      .onConflictDoNothing({ target: [shopMember.memberId, shopMember.siteId] })
      .returning({ id: shopMember.id });
    if (inserted.length === 0) return false;
    await tx
      .update(shop)
      .set({ subNum: sql`${shop.subNum} + 1` })
      .where(eq(shop.siteId, siteId));
    return true;
  });
}

/** Unfollows; the count only moves when this member's row was really there. */
export function deleteFollow(db: Db, memberId: number, siteId: number): Promise<boolean> {
  return db.transaction(async (tx: Tx) => {
    const deleted = await tx
      .delete(shopMember)
      .where(and(eq(shopMember.memberId, memberId), eq(shopMember.siteId, siteId)))
      .returning({ id: shopMember.id });
    if (deleted.length === 0) return false;
    await tx
      .update(shop)
      .set({ subNum: sql`greatest(${shop.subNum} - 1, 0)` })
      .where(eq(shop.siteId, siteId));
    return true;
  });
}

/** The member's followed open shops, newest follow first (shop_member_member_time_idx). */
export function selectFollowedShopPage(db: Db, memberId: number, page: number, pageSize: number) {
  const where = and(eq(shopMember.memberId, memberId), eq(shop.shopStatus, 1));
  return pageWithTotal(
    db
      .select({ id: shopMember.id, followTime: shopMember.createTime, shop })
      .from(shopMember)
      .innerJoin(shop, eq(shop.siteId, shopMember.siteId))
      .where(where)
      .orderBy(desc(shopMember.createTime), desc(shopMember.id))
      .limit(pageSize)
      .offset(pageOffset(page, pageSize)),
    db
      .select({ n: count() })
      .from(shopMember)
      .innerJoin(shop, eq(shop.siteId, shopMember.siteId))
      .where(where),
  );
}
