import { describe, expect, it } from 'vitest';
import {
  discountHundredths,
  discountTake,
  eligibleLines,
  parseIdList,
  platformCouponTake,
  shopCouponTake,
  spread,
  type RuleShop,
  type ShopCouponTerms,
} from './coupon-rules.ts';

const shop: RuleShop = {
  site_id: 3,
  lines: [
    { sku_id: 11, goods_id: 1, goods_money: 6000 },
    { sku_id: 12, goods_id: 2, goods_money: 3000 },
    { sku_id: 13, goods_id: 3, goods_money: 1000 },
  ],
};
const reward = (over: Partial<ShopCouponTerms> = {}): ShopCouponTerms => ({
  coupon_id: 1,
  site_id: 3,
  type: 'reward',
  money: 1000,
  discount: 1000,
  discount_limit: 0,
  at_least: 0,
  goods_type: 1,
  goods_ids: [],
  ...over,
});

describe('spread', () => {
  it('splits in proportion and always adds up to the total', () => {
    expect(
      spread(1000, [
        { id: 1, weight: 1 },
        { id: 2, weight: 1 },
        { id: 3, weight: 1 },
      ]),
    ).toEqual([
      { id: 1, money: 334 },
      { id: 2, money: 333 },
      { id: 3, money: 333 },
    ]);
    const parts = spread(999, [
      { id: 1, weight: 6000 },
      { id: 2, weight: 3000 },
      { id: 3, weight: 1000 },
    ]);
    expect(parts.reduce((s, p) => s + p.money, 0)).toBe(999);
    expect(parts.map((p) => p.money)).toEqual([600, 300, 99]);
  });
  it('gives nothing when there is nothing to spread over', () => {
    expect(spread(500, [{ id: 1, weight: 0 }])).toEqual([{ id: 1, money: 0 }]);
  });
});

describe('shop coupon thresholds', () => {
  it('applies when the eligible money reaches at_least, not a cent below', () => {
    expect(shopCouponTake(reward({ at_least: 10000 }), shop)?.money).toBe(1000);
    expect(shopCouponTake(reward({ at_least: 10001 }), shop)).toBeNull();
  });
  it('caps a reward at the eligible money', () => {
    const take = shopCouponTake(reward({ money: 50000 }), shop);
    expect(take?.money).toBe(10000);
    expect(take?.parts).toEqual([
      { id: 11, money: 6000 },
      { id: 12, money: 3000 },
      { id: 13, money: 1000 },
    ]);
  });
  it('is refused for another shop', () => {
    expect(shopCouponTake(reward({ site_id: 4 }), shop)).toBeNull();
  });
});

describe('goods scopes', () => {
  it('listed goods: only those lines count, for the threshold too', () => {
    const c = reward({ goods_type: 2, goods_ids: [2, 3], at_least: 4000 });
    expect(eligibleLines(c, shop.lines).map((l) => l.sku_id)).toEqual([12, 13]);
    const take = shopCouponTake(c, shop);
    expect(take?.money).toBe(1000);
    expect(take?.parts).toEqual([
      { id: 12, money: 750 },
      { id: 13, money: 250 },
    ]);
    expect(shopCouponTake({ ...c, at_least: 4001 }, shop)).toBeNull();
  });
  it('all except listed: the listed lines do not count', () => {
    const c = reward({ goods_type: 3, goods_ids: [1], money: 5000 });
    expect(shopCouponTake(c, shop)?.money).toBe(4000);
    expect(shopCouponTake(reward({ goods_type: 3, goods_ids: [1, 2, 3] }), shop)).toBeNull();
  });
  it('listed goods none of which is in the order: not usable', () => {
    expect(shopCouponTake(reward({ goods_type: 2, goods_ids: [99] }), shop)).toBeNull();
  });
});

describe('discount coupons', () => {
  it('takes (10 − discount)/10 of the eligible money, floored to cents', () => {
    expect(discountTake(10000, 850)).toBe(1500);
    expect(discountTake(999, 850)).toBe(149); // 149.85 → 149
    expect(discountTake(1, 950)).toBe(0);
    expect(shopCouponTake(reward({ type: 'discount', discount: 850 }), shop)?.money).toBe(1500);
  });
  it('is capped by discount_limit, 0 meaning no cap', () => {
    expect(
      shopCouponTake(reward({ type: 'discount', discount: 500, discount_limit: 2000 }), shop)?.money,
    ).toBe(2000);
    expect(shopCouponTake(reward({ type: 'discount', discount: 500, discount_limit: 0 }), shop)?.money).toBe(
      5000,
    );
  });
  it('is not usable when it would take nothing', () => {
    const tiny: RuleShop = { site_id: 3, lines: [{ sku_id: 1, goods_id: 1, goods_money: 5 }] };
    expect(shopCouponTake(reward({ type: 'discount', discount: 990 }), tiny)).toBeNull();
  });
  it('does not lose precision on large amounts', () => {
    expect(discountTake(9_000_000_000_000, 850)).toBe(1_350_000_000_000);
  });
});

describe('platform coupon', () => {
  const shops = [
    { site_id: 2, money: 30000 },
    { site_id: 9, money: 10000 },
    { site_id: 5, money: 0 },
  ];
  const base = { platformcoupon_id: 1, money: 2000, at_least: 40000, use_scenario: 1, site_ids: [] };
  it('needs the threshold over all shops and spreads over them', () => {
    const take = platformCouponTake(base, shops);
    expect(take?.money).toBe(2000);
    expect(take?.parts).toEqual([
      { id: 2, money: 1500 },
      { id: 9, money: 500 },
    ]);
    expect(platformCouponTake({ ...base, at_least: 40001 }, shops)).toBeNull();
  });
  it('scenario 2 counts only the listed shops', () => {
    const listed = { ...base, use_scenario: 2, site_ids: [9], at_least: 10000 };
    expect(platformCouponTake(listed, shops)?.parts).toEqual([{ id: 9, money: 2000 }]);
    expect(platformCouponTake({ ...listed, at_least: 10001 }, shops)).toBeNull();
  });
  it('is capped at the eligible money', () => {
    expect(platformCouponTake({ ...base, money: 99999, at_least: 0 }, shops)?.money).toBe(40000);
  });
});

describe('parsing stored terms', () => {
  it('reads id lists and two-place discounts', () => {
    expect(parseIdList(',1,22,,x,3,')).toEqual([1, 22, 3]);
    expect(parseIdList('')).toEqual([]);
    expect(discountHundredths('8.50')).toBe(850);
    expect(discountHundredths('9.95')).toBe(995);
  });
});
