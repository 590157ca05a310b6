/**
 * How much a coupon takes off an order (original-system-facts §4.4). Pure functions over integer cents, so the
 * checkout can call them inside its own transaction and the unit tests can pin every rule.
 */

/** One goods line of a shop order: its money is price × quantity after promotions, in cents. */
export interface RuleLine {
  sku_id: number;
  goods_id: number;
  goods_money: number;
}

export interface RuleShop {
  site_id: number;
  lines: RuleLine[];
}

export interface ShopCouponTerms {
  coupon_id: number;
  site_id: number;
  type: string;
  money: number;
  /** 折 in hundredths: 850 means the member pays 85 %. */
  discount: number;
  discount_limit: number;
  at_least: number;
  /** 1 all goods, 2 listed goods, 3 all except listed. */
  goods_type: number;
  goods_ids: number[];
}

export interface PlatformCouponTerms {
  platformcoupon_id: number;
  money: number;
  at_least: number;
  /** 1 all shops, 2 only the shops in site_ids. */
  use_scenario: number;
  site_ids: number[];
}

export interface CouponTake {
  /** What the coupon takes off, in cents. */
  money: number;
  /** The same amount spread over the eligible lines (or shops), summing exactly to `money`. */
  parts: { id: number; money: number }[];
}

/**
 * Splits `total` over weights in proportion, each part floored to cents; the cents lost to flooring go to the
 * largest weights first, so the parts always add up to the total.
 */
export function spread(
  total: number,
  items: { id: number; weight: number }[],
): { id: number; money: number }[] {
  const sum = items.reduce((s, i) => s + i.weight, 0);
  if (sum <= 0 || total <= 0) return items.map((i) => ({ id: i.id, money: 0 }));
  const parts = items.map((i) => ({
    id: i.id,
    money: Number((BigInt(total) * BigInt(i.weight)) / BigInt(sum)),
  }));
  let left = total - parts.reduce((s, p) => s + p.money, 0);
  const byWeight = items.map((i, idx) => ({ idx, weight: i.weight })).sort((a, b) => b.weight - a.weight);
  for (let k = 0; left > 0; k = (k + 1) % byWeight.length, left--) parts[byWeight[k]!.idx]!.money += 1;
  return parts;
}

/** The lines a shop coupon applies to, by its goods scope. */
export function eligibleLines(coupon: Pick<ShopCouponTerms, 'goods_type' | 'goods_ids'>, lines: RuleLine[]) {
  if (coupon.goods_type === 2) return lines.filter((l) => coupon.goods_ids.includes(l.goods_id));
  if (coupon.goods_type === 3) return lines.filter((l) => !coupon.goods_ids.includes(l.goods_id));
  return lines;
}

/** A discount coupon takes (10 − discount)/10 of the money, floored to cents (BigInt: no float, no overflow). */
export const discountTake = (money: number, discountHundredths: number) =>
  Number((BigInt(money) * BigInt(1000 - discountHundredths)) / 1000n);

/** What a shop coupon takes off one shop's order, or null when it cannot be used there. */
export function shopCouponTake(coupon: ShopCouponTerms, shop: RuleShop): CouponTake | null {
  if (coupon.site_id !== shop.site_id) return null;
  const lines = eligibleLines(coupon, shop.lines).filter((l) => l.goods_money > 0);
  const eligible = lines.reduce((s, l) => s + l.goods_money, 0);
  if (eligible <= 0 || eligible < coupon.at_least) return null;
  let money: number;
  if (coupon.type === 'discount') {
    money = discountTake(eligible, coupon.discount);
    if (coupon.discount_limit > 0) money = Math.min(money, coupon.discount_limit);
  } else {
    money = Math.min(coupon.money, eligible);
  }
  if (money <= 0) return null;
  return {
    money,
    parts: spread(
      money,
      lines.map((l) => ({ id: l.sku_id, weight: l.goods_money })),
    ),
  };
}

/**
 * What the platform coupon takes off the whole checkout, given each shop's money after its shop coupon; the
 * parts are per shop (site_id), since one platform coupon is spread over the shop orders.
 */
export function platformCouponTake(
  coupon: PlatformCouponTerms,
  shops: { site_id: number; money: number }[],
): CouponTake | null {
  const eligibleShops = shops.filter(
    (s) => s.money > 0 && (coupon.use_scenario !== 2 || coupon.site_ids.includes(s.site_id)),
  );
  const eligible = eligibleShops.reduce((s, x) => s + x.money, 0);
  if (eligible <= 0 || eligible < coupon.at_least) return null;
  const money = Math.min(coupon.money, eligible);
  if (money <= 0) return null;
  return {
    money,
    parts: spread(
      money,
      eligibleShops.map((s) => ({ id: s.site_id, weight: s.money })),
    ),
  };
}

/** Reads ",1,2," (the original's goods_ids / group_ids form) into numbers. */
export const parseIdList = (text: string): number[] =>
  text
    .split(',')
    .map((x) => Number(x))
    .filter((n) => Number.isInteger(n) && n > 0);

/** "8.50" (two-place 折) into hundredths, 850. */
export const discountHundredths = (text: string): number => Math.round(Number(text) * 100);
