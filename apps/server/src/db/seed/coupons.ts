import type { couponFetchCount, memberCoupon, memberPlatformCoupon } from '../schema/index.ts';
import {
  HELD,
  HELD_PLATFORM,
  PLATFORM_TYPE_DEFAULTS,
  PLATFORM_TYPES,
  SHOP_TYPES,
  TYPE_DEFAULTS,
  type PlatformTypeRow,
  type TypeRow,
} from './coupons-data.ts';
import { BASE_TIME, DAY } from './random.ts';

type CouponRow = typeof memberCoupon.$inferInsert;
type PlatformCouponRow = typeof memberPlatformCoupon.$inferInsert;
type FetchRow = typeof couponFetchCount.$inferInsert;
const code = (prefix: string, i: number) => `${prefix}${String(7301 + i * 37).padStart(7, '0')}`.slice(0, 8);

/** Demo coupons: offers of several shops and the platform, and coupons demo and alice hold in every state. */
export function couponSeed(goods: { goodsId?: number; siteId: number }[]) {
  const goodsOf = (siteId: number, n: number) =>
    `,${goods
      .filter((g) => g.siteId === siteId)
      .slice(0, n)
      .map((g) => g.goodsId)
      .join(',')},`;
  // insertAll writes the columns of the first row, so every row names every column.
  const types: TypeRow[] = SHOP_TYPES(goodsOf).map((t, i) => ({
    ...TYPE_DEFAULTS,
    createTime: BASE_TIME - (60 - i) * DAY,
    ...t,
  }));
  const byId = new Map(types.map((t) => [t.couponTypeId!, t]));
  const coupons: CouponRow[] = HELD.map(([typeId, memberId, state, daysAgo, endTime], i) => {
    const t = byId.get(typeId)!;
    const fetchTime = BASE_TIME - daysAgo * DAY;
    return {
      couponId: i + 1,
      couponTypeId: typeId,
      siteId: t.siteId,
      siteName: t.siteName,
      couponName: t.couponName,
      couponCode: code('S', i),
      memberId,
      type: t.type ?? 'reward',
      money: t.money ?? 0,
      discount: t.discount ?? '10.00',
      discountLimit: t.discountLimit ?? 0,
      atLeast: t.atLeast ?? 0,
      goodsType: t.goodsType ?? 1,
      goodsIds: t.goodsIds ?? '',
      state,
      getType: 2,
      fetchTime,
      useTime: state === 2 ? fetchTime + 2 * DAY : 0,
      endTime,
    };
  });
  const platformTypes: PlatformTypeRow[] = PLATFORM_TYPES.map(({ id, label, ...t }, i) => ({
    ...PLATFORM_TYPE_DEFAULTS,
    platformcouponTypeId: id,
    platformcouponName: label.name,
    i18n: label.i18n,
    createTime: BASE_TIME - (50 - i) * DAY,
    ...t,
  }));
  const platformById = new Map(platformTypes.map((t) => [t.platformcouponTypeId!, t]));
  const platformCoupons: PlatformCouponRow[] = HELD_PLATFORM.map(
    ([typeId, memberId, state, daysAgo, endTime], i) => {
      const t = platformById.get(typeId)!;
      const fetchTime = BASE_TIME - daysAgo * DAY;
      return {
        platformcouponId: i + 1,
        platformcouponTypeId: typeId,
        platformcouponName: t.platformcouponName,
        platformcouponCode: code('P', i),
        memberId,
        money: t.money ?? 0,
        atLeast: t.atLeast ?? 0,
        useScenario: t.useScenario ?? 1,
        groupIds: t.groupIds ?? '',
        state,
        getType: 2,
        fetchTime,
        useTime: state === 2 ? fetchTime + DAY : 0,
        endTime,
      };
    },
  );
  return {
    types,
    coupons,
    platformTypes,
    platformCoupons,
    fetchCounts: fetchCountRows(coupons, platformCoupons),
  };
}

/** The per-member collect counters that match the coupons held, so max_fetch holds from the first collect. */
function fetchCountRows(coupons: CouponRow[], platformCoupons: PlatformCouponRow[]): FetchRow[] {
  const counts = new Map<string, FetchRow>();
  const add = (kind: number, typeId: number, memberId: number) => {
    const key = `${kind}:${typeId}:${memberId}`;
    const row = counts.get(key) ?? { kind, typeId, memberId, fetchCount: 0 };
    row.fetchCount = (row.fetchCount ?? 0) + 1;
    counts.set(key, row);
  };
  for (const c of coupons) add(1, c.couponTypeId, c.memberId);
  for (const c of platformCoupons) add(2, c.platformcouponTypeId, c.memberId);
  return [...counts.values()];
}
