import { and, asc, count, desc, eq, gt, inArray, lte, ne, or, sql, type SQL } from 'drizzle-orm';
import type { AnyPgColumn } from 'drizzle-orm/pg-core';
import type { Db } from '../../db/client.ts';
import { pageOffset, pageWithTotal } from '../../db/paging.ts';
import {
  couponFetchCount,
  couponType,
  memberCoupon,
  memberPlatformCoupon,
  platformCouponType,
} from '../../db/schema/index.ts';

/** Which kind of coupon a fetch counter row counts. */
export const KIND_SHOP = 1;
export const KIND_PLATFORM = 2;

/** A type can be collected while it runs, is offered directly and (when valid until a date) has not ended. */
const collectableShopType = (now: number) =>
  and(
    eq(couponType.status, 1),
    eq(couponType.isShow, 1),
    or(ne(couponType.validityType, 0), gt(couponType.endTime, now)),
  );
const collectablePlatformType = (now: number) =>
  and(
    eq(platformCouponType.status, 1),
    eq(platformCouponType.isShow, 1),
    or(ne(platformCouponType.validityType, 0), gt(platformCouponType.endTime, now)),
  );

export function selectShopTypePage(db: Db, now: number, page: number, pageSize: number, siteId?: number) {
  const where = and(collectableShopType(now), siteId ? eq(couponType.siteId, siteId) : undefined);
  return pageWithTotal(
    db
      .select()
      .from(couponType)
      .where(where)
      .orderBy(desc(couponType.couponTypeId))
      .limit(pageSize)
      .offset(pageOffset(page, pageSize)),
    db.select({ n: count() }).from(couponType).where(where),
  );
}

/** The collectable types of one shop that apply to one goods (goods detail's coupon row). */
export function selectShopTypesForGoods(db: Db, now: number, siteId: number, goodsId?: number) {
  const listed = goodsId ? sql`position(${`,${goodsId},`} in ${couponType.goodsIds}) > 0` : undefined;
  const scope = listed
    ? or(
        eq(couponType.goodsType, 1),
        and(eq(couponType.goodsType, 2), listed),
        and(eq(couponType.goodsType, 3), sql`not (${listed})`),
      )
    : undefined;
  return db
    .select()
    .from(couponType)
    .where(and(collectableShopType(now), eq(couponType.siteId, siteId), scope))
    .orderBy(desc(couponType.money), desc(couponType.couponTypeId))
    .limit(50);
}

export function selectPlatformTypePage(
  db: Db,
  now: number,
  page: number,
  pageSize: number,
  onlyLeft: boolean,
) {
  const left = or(
    eq(platformCouponType.count, 0),
    sql`${platformCouponType.leadCount} < ${platformCouponType.count}`,
  );
  const where = and(collectablePlatformType(now), onlyLeft ? left : undefined);
  return pageWithTotal(
    db
      .select()
      .from(platformCouponType)
      .where(where)
      .orderBy(desc(platformCouponType.platformcouponTypeId))
      .limit(pageSize)
      .offset(pageOffset(page, pageSize)),
    db.select({ n: count() }).from(platformCouponType).where(where),
  );
}

/** How many of each listed type the member has collected, as a map type id → count. */
export async function selectFetchCounts(
  db: Db,
  kind: number,
  memberId: number | undefined,
  typeIds: number[],
) {
  if (!memberId || typeIds.length === 0) return new Map<number, number>();
  const rows = await db
    .select({ typeId: couponFetchCount.typeId, n: couponFetchCount.fetchCount })
    .from(couponFetchCount)
    .where(
      and(
        eq(couponFetchCount.kind, kind),
        eq(couponFetchCount.memberId, memberId),
        inArray(couponFetchCount.typeId, typeIds),
      ),
    );
  return new Map(rows.map((r) => [r.typeId, r.n]));
}

type StateColumns = { state: AnyPgColumn; endTime: AnyPgColumn };

/**
 * A member's coupons in one state. An unused coupon past its end_time is expired even before the expiry job
 * has marked it, so the filter compares end_time with now.
 */
export function stateFilter(cols: StateColumns, state: number, now: number): SQL | undefined {
  if (state === 1) return and(eq(cols.state, 1), gt(cols.endTime, now));
  if (state === 3) return or(eq(cols.state, 3), and(eq(cols.state, 1), lte(cols.endTime, now)));
  return eq(cols.state, 2);
}

function stateOrder(cols: StateColumns & { useTime: AnyPgColumn }, state: number) {
  if (state === 1) return [asc(cols.endTime)];
  if (state === 2) return [desc(cols.useTime)];
  return [desc(cols.endTime)];
}

export function selectMemberShopCoupons(
  db: Db,
  memberId: number,
  state: number,
  now: number,
  page: number,
  size: number,
) {
  const where = and(eq(memberCoupon.memberId, memberId), stateFilter(memberCoupon, state, now));
  return pageWithTotal(
    db
      .select()
      .from(memberCoupon)
      .where(where)
      .orderBy(...stateOrder(memberCoupon, state), desc(memberCoupon.couponId))
      .limit(size)
      .offset(pageOffset(page, size)),
    db.select({ n: count() }).from(memberCoupon).where(where),
  );
}

export function selectMemberPlatformCoupons(
  db: Db,
  memberId: number,
  state: number,
  now: number,
  page: number,
  size: number,
) {
  const where = and(
    eq(memberPlatformCoupon.memberId, memberId),
    stateFilter(memberPlatformCoupon, state, now),
  );
  return pageWithTotal(
    db
      .select({ coupon: memberPlatformCoupon, i18n: platformCouponType.i18n })
      .from(memberPlatformCoupon)
      .leftJoin(
        platformCouponType,
        eq(platformCouponType.platformcouponTypeId, memberPlatformCoupon.platformcouponTypeId),
      )
      .where(where)
      .orderBy(...stateOrder(memberPlatformCoupon, state), desc(memberPlatformCoupon.platformcouponId))
      .limit(size)
      .offset(pageOffset(page, size)),
    db.select({ n: count() }).from(memberPlatformCoupon).where(where),
  );
}

export async function countMemberShopCoupons(db: Db, memberId: number, state: number, now: number) {
  const where = and(eq(memberCoupon.memberId, memberId), stateFilter(memberCoupon, state, now));
  const [row] = await db.select({ n: count() }).from(memberCoupon).where(where);
  return row?.n ?? 0;
}

export async function countMemberPlatformCoupons(db: Db, memberId: number, state: number, now: number) {
  const where = and(
    eq(memberPlatformCoupon.memberId, memberId),
    stateFilter(memberPlatformCoupon, state, now),
  );
  const [row] = await db.select({ n: count() }).from(memberPlatformCoupon).where(where);
  return row?.n ?? 0;
}

/** What a shop coupon type applies to (goods list filter). */
export async function selectShopTypeScope(db: Db, couponTypeId: number) {
  const [row] = await db
    .select({ siteId: couponType.siteId, goodsType: couponType.goodsType, goodsIds: couponType.goodsIds })
    .from(couponType)
    .where(eq(couponType.couponTypeId, couponTypeId));
  return row;
}

/** What a platform coupon type applies to (goods list filter). */
export async function selectPlatformTypeScope(db: Db, platformCouponTypeId: number) {
  const [row] = await db
    .select({ useScenario: platformCouponType.useScenario, groupIds: platformCouponType.groupIds })
    .from(platformCouponType)
    .where(eq(platformCouponType.platformcouponTypeId, platformCouponTypeId));
  return row;
}
