import { z } from './zod.ts';
import { pagedSchema, pagingSchema } from './paging.ts';
import { flagInput, idInput, intInput } from './input.ts';
import { filterId, optionalInput } from './wire.ts';

/** Member coupon states (original-system-facts §4.4): 1 unused, 2 used, 3 expired. */
export const COUPON_STATE = { unused: 1, used: 2, expired: 3 } as const;
export const couponStateSchema = intInput(1, 3);
export type CouponState = 1 | 2 | 3;

/** Coupon type status: 1 running, 2 ended, -1 closed. */
export const COUPON_TYPE_STATUS = { running: 1, ended: 2, closed: -1 } as const;

/** How a member got a coupon: 1 order, 2 direct (collected), 3 activity, 4 gift, 5 share. */
export const COUPON_GET_TYPE = { order: 1, direct: 2, activity: 3, gift: 4, share: 5 } as const;

/** What the member may do with a coupon type right now: collect it, or why not. */
export const FETCH_STATE = { canCollect: 0, limitReached: 1, allTaken: 2 } as const;
export type FetchState = 0 | 1 | 2;

/** My-coupons tab source (`couponsource`): 1 shop coupons, 2 platform coupons. */
export const COUPON_SOURCE = { shop: 1, platform: 2 } as const;

// ---- requests -------------------------------------------------------------------------------------
export const typeListsRequest = z.object({ site_id: idInput, goods_id: idInput.optional() });
/** The original coupon centre says which tab asked: 'first' shop coupons, 'second' platform coupons. */
const activeName = optionalInput(z.enum(['first', 'second']));
/** site_id 0 (or "") lists the coupons of every shop. */
export const typePageRequest = pagingSchema.extend({ site_id: filterId, activeName });
export const platformTypePageRequest = pagingSchema.extend({
  can_receive: flagInput.optional(),
  site_id: filterId,
  activeName,
});
/** site_id and activeName, which the original coupon centre sends along, are read and not needed. */
export const receiveRequest = z.object({
  coupon_type_id: idInput,
  get_type: intInput(2, 2).default(2),
  site_id: filterId,
  activeName,
});
export const platformReceiveRequest = z.object({
  platformcoupon_type_id: idInput,
  site_id: filterId,
  activeName,
});
/**
 * My coupons. The original's page also sends couponsource ('1' shop, '2' platform: it already chose the path
 * by it) and is_own ('' from its page): both are read and filter nothing.
 */
export const memberPageRequest = pagingSchema.extend({
  state: couponStateSchema.default(1),
  couponsource: optionalInput(z.enum(['1', '2']).or(z.literal(1)).or(z.literal(2))),
  is_own: optionalInput(z.union([z.literal(0), z.literal(1), z.enum(['0', '1'])])),
});
export const numRequest = z.object({ state: couponStateSchema.default(1) });

// ---- responses ------------------------------------------------------------------------------------
const money = z.string().regex(/^-?\d+\.\d{2}$/);

/** Shared fields of a coupon type the storefront shows (shop and platform). */
const typeBase = {
  money,
  at_least: money,
  count: z.number(),
  lead_count: z.number(),
  max_fetch: z.number(),
  validity_type: z.number(),
  fixed_term: z.number(),
  end_time: z.number(),
  status: z.number(),
  /** How many of this type the calling member holds (0 for a visitor). */
  member_lead_count: z.number(),
  fetch_state: z.union([z.literal(0), z.literal(1), z.literal(2)]),
};

export const couponTypeSchema = z.object({
  coupon_type_id: z.number(),
  site_id: z.number(),
  site_name: z.string(),
  coupon_name: z.string(),
  image: z.string(),
  type: z.enum(['reward', 'discount']),
  /** "8.50" = 8.5 折: the member pays 85 %; "0.00" on a fixed-amount (reward) coupon, as the original. */
  discount: z.string(),
  discount_limit: money,
  goods_type: z.number(),
  ...typeBase,
});
export type CouponType = z.infer<typeof couponTypeSchema>;
export const couponTypePageSchema = pagedSchema(couponTypeSchema);

export const platformCouponTypeSchema = z.object({
  platformcoupon_type_id: z.number(),
  platformcoupon_name: z.string(),
  use_scenario: z.number(),
  ...typeBase,
});
export type PlatformCouponType = z.infer<typeof platformCouponTypeSchema>;
export const platformCouponTypePageSchema = pagedSchema(platformCouponTypeSchema);

const memberCouponBase = {
  money,
  at_least: money,
  state: z.number(),
  get_type: z.number(),
  fetch_time: z.number(),
  use_time: z.number(),
  end_time: z.number(),
  use_order_id: z.number(),
};

export const memberCouponSchema = z.object({
  coupon_id: z.number(),
  coupon_type_id: z.number(),
  site_id: z.number(),
  site_name: z.string(),
  coupon_name: z.string(),
  coupon_code: z.string(),
  type: z.enum(['reward', 'discount']),
  discount: z.string(),
  discount_limit: money,
  goods_type: z.number(),
  ...memberCouponBase,
});
export type MemberCoupon = z.infer<typeof memberCouponSchema>;
export const memberCouponPageSchema = pagedSchema(memberCouponSchema);

export const memberPlatformCouponSchema = z.object({
  platformcoupon_id: z.number(),
  platformcoupon_type_id: z.number(),
  platformcoupon_name: z.string(),
  platformcoupon_code: z.string(),
  use_scenario: z.number(),
  ...memberCouponBase,
});
export type MemberPlatformCoupon = z.infer<typeof memberPlatformCouponSchema>;
export const memberPlatformCouponPageSchema = pagedSchema(memberPlatformCouponSchema);

/** Answer of a collect: the new coupon and whether the member may still collect another (1) or not (0). */
export const receiveResultSchema = z.object({
  coupon_id: z.number(),
  end_time: z.number(),
  is_exist: z.union([z.literal(0), z.literal(1)]),
});
export type ReceiveResult = z.infer<typeof receiveResultSchema>;
