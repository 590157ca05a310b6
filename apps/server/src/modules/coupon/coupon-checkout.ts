import type { Db } from '../../db/client.ts';
import type { Tx } from '../../platform/database.ts';
import { selectUsablePlatformCoupons, selectUsableShopCoupons } from './coupon-wallet.repository.ts';
import {
  discountHundredths,
  parseIdList,
  platformCouponTake,
  shopCouponTake,
  type CouponTake,
  type PlatformCouponTerms,
  type RuleShop,
  type ShopCouponTerms,
} from './coupon-rules.ts';

export interface CheckoutCouponInput {
  memberId: number;
  shops: RuleShop[];
  /** Chosen shop coupon per site_id: a site left out gets the best usable coupon, 0 means none. */
  chosen?: Record<number, number>;
  /** The chosen platform coupon: undefined gets the best usable one, 0 means none. */
  platformCouponId?: number;
  now?: number;
}

export interface UsableCoupon {
  id: number;
  name: string;
  /** What it would take off, in cents. */
  money: number;
  end_time: number;
}

export interface CouponChoice {
  /** Usable coupons, the largest saving first. */
  usable: UsableCoupon[];
  /** The coupon applied (0 = none) and what it takes off, spread over sku_id (shop) or site_id (platform). */
  id: number;
  money: number;
  parts: CouponTake['parts'];
  /** A chosen id that cannot be used here (not the member's, used, expired, other shop, threshold not met). */
  rejected_id: number;
}

export interface CheckoutCoupons {
  shops: (CouponChoice & { site_id: number })[];
  platform: CouponChoice;
}

type Candidate<T> = { terms: T; id: number; name: string; end_time: number };

/** Applies the chosen id (or the best one when none was chosen) from the usable takes. */
function choose<T>(
  cands: Candidate<T>[],
  take: (t: T) => CouponTake | null,
  wanted: number | undefined,
): CouponChoice {
  const usable = cands
    .map((c) => ({ c, take: take(c.terms) }))
    .filter((x): x is { c: Candidate<T>; take: CouponTake } => x.take !== null)
    .sort((a, b) => b.take.money - a.take.money || a.c.end_time - b.c.end_time);
  const pick = wanted === undefined ? usable[0] : usable.find((u) => u.c.id === wanted);
  return {
    usable: usable.map((u) => ({ id: u.c.id, name: u.c.name, money: u.take.money, end_time: u.c.end_time })),
    id: pick?.c.id ?? 0,
    money: pick?.take.money ?? 0,
    parts: pick?.take.parts ?? [],
    rejected_id: wanted && !pick ? wanted : 0,
  };
}

/**
 * The coupon rules a checkout uses: for each shop its usable coupons and what the chosen (or best) one takes
 * off, then the platform coupon over the shops' money after their shop coupons. Reads only unused, unexpired
 * coupons of this member, so another member's coupon id is simply rejected.
 */
export async function checkoutCoupons(db: Db | Tx, input: CheckoutCouponInput): Promise<CheckoutCoupons> {
  const now = input.now ?? Math.floor(Date.now() / 1000);
  const siteIds = input.shops.map((s) => s.site_id);
  const [shopRows, platformRows] = await Promise.all([
    selectUsableShopCoupons(db, input.memberId, siteIds, now),
    selectUsablePlatformCoupons(db, input.memberId, now),
  ]);
  const shops = input.shops.map((shop) => {
    const cands: Candidate<ShopCouponTerms>[] = shopRows
      .filter((r) => r.siteId === shop.site_id)
      .map((r) => ({
        id: r.couponId,
        name: r.couponName,
        end_time: r.endTime,
        terms: {
          coupon_id: r.couponId,
          site_id: r.siteId,
          type: r.type,
          money: r.money,
          discount: discountHundredths(r.discount),
          discount_limit: r.discountLimit,
          at_least: r.atLeast,
          goods_type: r.goodsType,
          goods_ids: parseIdList(r.goodsIds),
        },
      }));
    return {
      site_id: shop.site_id,
      ...choose(cands, (t) => shopCouponTake(t, shop), input.chosen?.[shop.site_id]),
    };
  });
  const afterShopCoupons = input.shops.map((s, i) => ({
    site_id: s.site_id,
    money: s.lines.reduce((sum, l) => sum + l.goods_money, 0) - shops[i]!.money,
  }));
  const platformCands: Candidate<PlatformCouponTerms>[] = platformRows.map((r) => ({
    id: r.platformcouponId,
    name: r.platformcouponName,
    end_time: r.endTime,
    terms: {
      platformcoupon_id: r.platformcouponId,
      money: r.money,
      at_least: r.atLeast,
      use_scenario: r.useScenario,
      site_ids: parseIdList(r.groupIds),
    },
  }));
  const platform = choose(
    platformCands,
    (t) => platformCouponTake(t, afterShopCoupons),
    input.platformCouponId,
  );
  return { shops, platform };
}
