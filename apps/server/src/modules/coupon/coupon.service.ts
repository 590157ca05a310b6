import { centsToMoney, toPaged, type coupon, type Lang, type Paged } from '@mall/contracts';
import type { Db } from '../../db/client.ts';
import type { couponType, memberCoupon, platformCouponType } from '../../db/schema/index.ts';
import { pickI18n } from '../../platform/i18n/translate.ts';
import * as repo from './coupon.repository.ts';

type ShopTypeRow = typeof couponType.$inferSelect;
type PlatformTypeRow = typeof platformCouponType.$inferSelect;
type MemberCouponRow = typeof memberCoupon.$inferSelect;

export const nowSeconds = () => Math.floor(Date.now() / 1000);

/** Whether the member may collect: all taken wins over the member's own limit. */
function fetchState(
  t: { count: number; leadCount: number; maxFetch: number },
  mine: number,
): coupon.FetchState {
  if (t.count > 0 && t.leadCount >= t.count) return 2;
  if (t.maxFetch > 0 && mine >= t.maxFetch) return 1;
  return 0;
}

const typeCommon = (t: ShopTypeRow | PlatformTypeRow, mine: number) => ({
  money: centsToMoney(t.money),
  at_least: centsToMoney(t.atLeast),
  count: t.count,
  lead_count: t.leadCount,
  max_fetch: t.maxFetch,
  validity_type: t.validityType,
  fixed_term: t.fixedTerm,
  end_time: t.endTime,
  status: t.status,
  member_lead_count: mine,
  fetch_state: fetchState(t, mine),
});

/** A fixed-amount coupon has no 折: '0.00', as the original answers (its pages show money when discount is 0). */
const wireDiscount = (c: { type: string; discount: string }) => (c.type === 'discount' ? c.discount : '0.00');

function shopTypeOut(t: ShopTypeRow, mine: number): coupon.CouponType {
  return {
    coupon_type_id: t.couponTypeId,
    site_id: t.siteId,
    site_name: t.siteName,
    coupon_name: t.couponName,
    image: t.image,
    type: t.type === 'discount' ? 'discount' : 'reward',
    discount: wireDiscount(t),
    discount_limit: centsToMoney(t.discountLimit),
    goods_type: t.goodsType,
    ...typeCommon(t, mine),
  };
}

async function withShopCounts(db: Db, rows: ShopTypeRow[], memberId?: number) {
  const mine = await repo.selectFetchCounts(
    db,
    repo.KIND_SHOP,
    memberId,
    rows.map((r) => r.couponTypeId),
  );
  return rows.map((r) => shopTypeOut(r, mine.get(r.couponTypeId) ?? 0));
}

export async function shopTypeLists(db: Db, siteId: number, goodsId: number | undefined, memberId?: number) {
  return withShopCounts(db, await repo.selectShopTypesForGoods(db, nowSeconds(), siteId, goodsId), memberId);
}

export async function shopTypePage(
  db: Db,
  q: { page: number; page_size: number; site_id?: number },
  memberId?: number,
): Promise<Paged<coupon.CouponType>> {
  const { rows, total } = await repo.selectShopTypePage(db, nowSeconds(), q.page, q.page_size, q.site_id);
  return toPaged(await withShopCounts(db, rows, memberId), total, q.page_size);
}

export async function platformTypePage(
  db: Db,
  q: { page: number; page_size: number; can_receive?: number },
  lang: Lang,
  memberId?: number,
): Promise<Paged<coupon.PlatformCouponType>> {
  const { rows, total } = await repo.selectPlatformTypePage(
    db,
    nowSeconds(),
    q.page,
    q.page_size,
    q.can_receive === 1,
  );
  const ids = rows.map((r) => r.platformcouponTypeId);
  const mine = await repo.selectFetchCounts(db, repo.KIND_PLATFORM, memberId, ids);
  const list = rows.map((t) => ({
    platformcoupon_type_id: t.platformcouponTypeId,
    platformcoupon_name: pickI18n(t.i18n, lang, 'platformcoupon_name', t.platformcouponName),
    use_scenario: t.useScenario,
    ...typeCommon(t, mine.get(t.platformcouponTypeId) ?? 0),
  }));
  return toPaged(list, total, q.page_size);
}

/** The state a member sees: unused past its end_time is already expired. */
const shownState = (state: number, endTime: number, now: number) =>
  state === 1 && endTime <= now ? 3 : state;

type HeldTerms = Pick<
  MemberCouponRow,
  'money' | 'atLeast' | 'state' | 'getType' | 'fetchTime' | 'useTime' | 'endTime' | 'useOrderId'
>;

const memberCommon = (c: HeldTerms, now: number) => ({
  money: centsToMoney(c.money),
  at_least: centsToMoney(c.atLeast),
  state: shownState(c.state, c.endTime, now),
  get_type: c.getType,
  fetch_time: c.fetchTime,
  use_time: c.useTime,
  end_time: c.endTime,
  use_order_id: c.useOrderId,
});

type Query = { state: number; page: number; page_size: number };

export async function memberShopCoupons(
  db: Db,
  memberId: number,
  q: Query,
): Promise<Paged<coupon.MemberCoupon>> {
  const now = nowSeconds();
  const { rows, total } = await repo.selectMemberShopCoupons(db, memberId, q.state, now, q.page, q.page_size);
  const list = rows.map((c) => ({
    coupon_id: c.couponId,
    coupon_type_id: c.couponTypeId,
    site_id: c.siteId,
    site_name: c.siteName,
    coupon_name: c.couponName,
    coupon_code: c.couponCode,
    type: c.type === 'discount' ? ('discount' as const) : ('reward' as const),
    discount: wireDiscount(c),
    discount_limit: centsToMoney(c.discountLimit),
    goods_type: c.goodsType,
    ...memberCommon(c, now),
  }));
  return toPaged(list, total, q.page_size);
}

export async function memberPlatformCoupons(
  db: Db,
  memberId: number,
  q: Query,
  lang: Lang,
): Promise<Paged<coupon.MemberPlatformCoupon>> {
  const now = nowSeconds();
  const { rows, total } = await repo.selectMemberPlatformCoupons(
    db,
    memberId,
    q.state,
    now,
    q.page,
    q.page_size,
  );
  const list = rows.map(({ coupon: c, i18n }) => ({
    platformcoupon_id: c.platformcouponId,
    platformcoupon_type_id: c.platformcouponTypeId,
    platformcoupon_name: pickI18n(i18n, lang, 'platformcoupon_name', c.platformcouponName),
    platformcoupon_code: c.platformcouponCode,
    use_scenario: c.useScenario,
    ...memberCommon(c, now),
  }));
  return toPaged(list, total, q.page_size);
}
