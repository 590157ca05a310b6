import crypto from 'node:crypto';
import type { coupon } from '@mall/contracts';
import type { Db } from '../../db/client.ts';
import type { Tx } from '../../platform/database.ts';
import { AppError } from '../../platform/errors.ts';
import {
  bumpFetchCount,
  insertMemberPlatformCoupon,
  insertMemberShopCoupon,
  selectPlatformType,
  selectShopType,
  takePlatformType,
  takeShopType,
} from './coupon-receive.repository.ts';
import { KIND_PLATFORM, KIND_SHOP } from './coupon.repository.ts';

const DAY = 86_400;
/** get_type 1: given by a promotion (2 is collected by the member). */
const GET_TYPE_GIFT = 1;
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
    throw new AppError('ERROR', 'COUPON_ENDED');
  if (t.isShow !== 1) throw new AppError('ERROR', 'COUPON_NOT_RECEIVABLE');
}

/** Counts one more coupon of the type for the member, refusing past the type's max_fetch. */
async function bumpMemberCount(tx: Tx, kind: number, typeId: number, memberId: number, maxFetch: number) {
  const n = await bumpFetchCount(tx, { kind, typeId, memberId }, maxFetch);
  if (n === undefined) throw new AppError('ERROR', 'COUPON_LIMIT_REACHED');
  return n;
}

const canCollectMore = (t: TypeTerms, memberCount: number) =>
  (t.maxFetch === 0 || memberCount < t.maxFetch) && (t.count === 0 || t.leadCount < t.count) ? 1 : 0;

/** Collects one shop coupon: type counter, member counter and the new coupon in one transaction. */
export async function receiveShopCoupon(db: Db, memberId: number, typeId: number, now: number) {
  assertCollectable(await selectShopType(db, typeId), now);
  return db.transaction(async (tx): Promise<coupon.ReceiveResult> => {
    const t = await takeShopType(tx, typeId, now);
    // The type was collectable a moment ago, so a refusal here means the last one went to someone else.
    if (!t) throw new AppError('ERROR', 'COUPON_ALL_TAKEN');
    const memberCount = await bumpMemberCount(tx, KIND_SHOP, typeId, memberId, t.maxFetch);
    const endTime = couponEndTime(t, now);
    const couponId = await insertMemberShopCoupon(tx, {
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
    });
    return { coupon_id: couponId, end_time: endTime, is_exist: canCollectMore(t, memberCount) };
  });
}

/** Collects one platform coupon, with the same guarded counters as a shop coupon. */
export async function receivePlatformCoupon(db: Db, memberId: number, typeId: number, now: number) {
  assertCollectable(await selectPlatformType(db, typeId), now);
  return db.transaction(async (tx): Promise<coupon.ReceiveResult> => {
    const t = await takePlatformType(tx, typeId, now);
    if (!t) throw new AppError('ERROR', 'COUPON_ALL_TAKEN');
    const memberCount = await bumpMemberCount(tx, KIND_PLATFORM, typeId, memberId, t.maxFetch);
    const endTime = couponEndTime(t, now);
    const couponId = await insertMemberPlatformCoupon(tx, {
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
    });
    return { coupon_id: couponId, end_time: endTime, is_exist: canCollectMore(t, memberCount) };
  });
}

/**
 * Gives a shop coupon as a reward (a manjian step reached by a paid order, facts §5.5): the type's guarded
 * counter is taken like a collection, but the member's own max_fetch does not apply (nothing was collected).
 * Answers false, giving nothing, when the type is another shop's, has ended or has none left.
 */
export async function giveShopCoupon(
  tx: Tx,
  gift: { memberId: number; typeId: number; siteId: number; orderId?: number },
  now: number,
): Promise<boolean> {
  // A step naming another shop's type gives nothing rather than refusing the payment it rides on.
  if ((await selectShopType(tx, gift.typeId))?.siteId !== gift.siteId) return false;
  const t = await takeShopType(tx, gift.typeId, now);
  if (!t) return false;
  await insertMemberShopCoupon(tx, {
    couponTypeId: t.couponTypeId,
    siteId: t.siteId,
    siteName: t.siteName,
    couponName: t.couponName,
    couponCode: couponCode(),
    memberId: gift.memberId,
    type: t.type,
    money: t.money,
    discount: t.discount,
    discountLimit: t.discountLimit,
    atLeast: t.atLeast,
    goodsType: t.goodsType,
    goodsIds: t.goodsIds,
    state: 1,
    getType: GET_TYPE_GIFT,
    fetchTime: now,
    endTime: couponEndTime(t, now),
    giftOrderId: gift.orderId ?? 0,
  });
  return true;
}
