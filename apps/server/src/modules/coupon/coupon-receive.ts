import crypto from 'node:crypto';
import type { coupon } from '@mall/contracts';
import { and, eq, gt, ne, or, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import {
  couponFetchCount,
  couponType,
  memberCoupon,
  memberPlatformCoupon,
  platformCouponType,
} from '../../db/schema/index.ts';
import { AppError } from '../../platform/errors.ts';
import type { Tx } from '../../platform/jobs/job-runner.ts';
import { KIND_PLATFORM, KIND_SHOP } from './coupon.repository.ts';

const DAY = 86_400;
const CODE_ALPHABET = 'ABCDEFGHJKLMNPQRSTUVWXYZ23456789';

/** An 8-character code printed on the coupon (original coupon_code). */
export const couponCode = () =>
  Array.from(crypto.randomBytes(8), (b) => CODE_ALPHABET[b % CODE_ALPHABET.length]).join('');

interface TypeTerms {
  status: number;
  isShow: number;
  validityType: number;
  fixedTerm: number;
  endTime: number;
  count: number;
  leadCount: number;
  maxFetch: number;
}

/** validity_type 0: the type's end date; otherwise fixed_term days from now. */
export const couponEndTime = (t: Pick<TypeTerms, 'validityType' | 'fixedTerm' | 'endTime'>, now: number) =>
  t.validityType === 0 ? t.endTime : now + t.fixedTerm * DAY;

/** Refuses a type that cannot be collected at all, before any counter is touched. */
function assertCollectable(t: TypeTerms | undefined, now: number): asserts t is TypeTerms {
  if (!t) throw new AppError('NOT_FOUND', 'COUPON_NOT_FOUND');
  if (t.status !== 1 || (t.validityType === 0 && t.endTime <= now))
    throw new AppError('ERROR', 'COUPON_ENDED', { status: 409 });
  if (t.isShow !== 1) throw new AppError('ERROR', 'COUPON_NOT_RECEIVABLE', { status: 409 });
}

/**
 * Counts one more coupon of the type for the member unless max_fetch is reached. The upsert's WHERE is checked
 * on the row as it stands after any concurrent collect commits, so parallel collects cannot pass the cap.
 */
async function bumpMemberCount(tx: Tx, kind: number, typeId: number, memberId: number, maxFetch: number) {
  const rows = await tx
    .insert(couponFetchCount)
    .values({ kind, typeId, memberId, fetchCount: 1 })
    .onConflictDoUpdate({
      target: [couponFetchCount.kind, couponFetchCount.typeId, couponFetchCount.memberId],
      set: { fetchCount: sql`${couponFetchCount.fetchCount} + 1` },
      setWhere: sql`${maxFetch} = 0 or ${couponFetchCount.fetchCount} < ${maxFetch}`,
    })
    .returning({ n: couponFetchCount.fetchCount });
  if (!rows[0]) throw new AppError('ERROR', 'COUPON_LIMIT_REACHED', { status: 409 });
  return rows[0].n;
}

const canCollectMore = (t: TypeTerms, memberCount: number) =>
  (t.maxFetch === 0 || memberCount < t.maxFetch) && (t.count === 0 || t.leadCount < t.count) ? 1 : 0;

/** Collects one shop coupon: type counter, member counter and the new coupon in one transaction. */
export async function receiveShopCoupon(db: Db, memberId: number, typeId: number, now: number) {
  const [current] = await db.select().from(couponType).where(eq(couponType.couponTypeId, typeId));
  assertCollectable(current, now);
  return db.transaction(async (tx): Promise<coupon.ReceiveResult> => {
    const [t] = await tx
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
    // The type was collectable a moment ago, so a refusal here means the last one went to someone else.
    if (!t) throw new AppError('ERROR', 'COUPON_ALL_TAKEN', { status: 409 });
    const memberCount = await bumpMemberCount(tx, KIND_SHOP, typeId, memberId, t.maxFetch);
    const endTime = couponEndTime(t, now);
    const [row] = await tx
      .insert(memberCoupon)
      .values({
        couponTypeId: t.couponTypeId,
        siteId: t.siteId,
        siteName: t.siteName,
        couponName: t.couponName,
        couponCode: couponCode(),
        memberId,
        type: t.type,
        money: t.money,
        discount: t.discount,
        discountLimit: t.discountLimit,
        atLeast: t.atLeast,
        goodsType: t.goodsType,
        goodsIds: t.goodsIds,
        state: 1,
        getType: 2,
        fetchTime: now,
        endTime,
      })
      .returning({ id: memberCoupon.couponId });
    return { coupon_id: row!.id, end_time: endTime, is_exist: canCollectMore(t, memberCount) };
  });
}

/** Collects one platform coupon, with the same guarded counters as a shop coupon. */
export async function receivePlatformCoupon(db: Db, memberId: number, typeId: number, now: number) {
  const [current] = await db
    .select()
    .from(platformCouponType)
    .where(eq(platformCouponType.platformcouponTypeId, typeId));
  assertCollectable(current, now);
  return db.transaction(async (tx): Promise<coupon.ReceiveResult> => {
    const [t] = await tx
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
    if (!t) throw new AppError('ERROR', 'COUPON_ALL_TAKEN', { status: 409 });
    const memberCount = await bumpMemberCount(tx, KIND_PLATFORM, typeId, memberId, t.maxFetch);
    const endTime = couponEndTime(t, now);
    const [row] = await tx
      .insert(memberPlatformCoupon)
      .values({
        platformcouponTypeId: t.platformcouponTypeId,
        platformcouponName: t.platformcouponName,
        platformcouponCode: couponCode(),
        memberId,
        money: t.money,
        atLeast: t.atLeast,
        useScenario: t.useScenario,
        groupIds: t.groupIds,
        state: 1,
        getType: 2,
        fetchTime: now,
        endTime,
      })
      .returning({ id: memberPlatformCoupon.platformcouponId });
    return { coupon_id: row!.id, end_time: endTime, is_exist: canCollectMore(t, memberCount) };
  });
}
