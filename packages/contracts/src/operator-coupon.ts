import { z } from './zod.ts';
import { flagInput, idInput, intInput, textInput } from './input.ts';
import { moneyInput } from './merchant-shop.ts';
import { pagingSchema } from './paging.ts';
import { translationsInput, type Translations } from './translations.ts';
import { optionalInput } from './wire.ts';

/*
 * Platform coupon types as the operator sets them up (facts §4.4, platformcoupon plugin): a sum off an order of
 * at least some amount, for every shop (use_scenario 1) or for the shops listed (2), valid until a date or for
 * some days after collection. The platform pays `platform_split_rare` per cent of the discount, the shop the rest.
 */

export const platformCouponListRequest = pagingSchema.extend({
  status: optionalInput(z.union([z.literal(1), z.literal(-1), z.literal('1'), z.literal('-1')])),
  keyword: optionalInput(textInput(60).min(1)),
});
export type PlatformCouponListInput = z.infer<typeof platformCouponListRequest>;

export const platformCouponAddRequest = z
  .object({
    platformcoupon_name: textInput(60).min(1),
    money: moneyInput(100_000),
    at_least: moneyInput(1_000_000).default(0),
    count: intInput(1, 1_000_000),
    max_fetch: intInput(0, 1000).default(1),
    validity_type: intInput(0, 1).default(0),
    end_time: optionalInput(intInput(1, 4_102_444_800)),
    fixed_term: optionalInput(intInput(1, 3650)),
    use_scenario: intInput(1, 2).default(1),
    site_ids: z.array(idInput).max(200).default([]),
    platform_split_rare: intInput(0, 100).default(100),
    is_show: flagInput.default(1),
    i18n: translationsInput({ platformcoupon_name: textInput(60) }),
  })
  .superRefine((c, ctx) => {
    if (c.money <= 0) ctx.addIssue({ code: 'custom', path: ['money'], message: 'must be more than 0' });
    if (c.at_least > 0 && c.money > c.at_least)
      ctx.addIssue({ code: 'custom', path: ['money'], message: 'must not be more than the threshold' });
    if (c.validity_type === 0 && c.end_time === undefined)
      ctx.addIssue({ code: 'custom', path: ['end_time'], message: 'is required' });
    if (c.validity_type === 1 && c.fixed_term === undefined)
      ctx.addIssue({ code: 'custom', path: ['fixed_term'], message: 'is required' });
    if (c.use_scenario === 2 && c.site_ids.length === 0)
      ctx.addIssue({ code: 'custom', path: ['site_ids'], message: 'name at least one shop' });
  });
export type PlatformCouponAddInput = z.infer<typeof platformCouponAddRequest>;

export const platformCouponIdRequest = z.object({ platformcoupon_type_id: idInput });

export interface AdminPlatformCouponType {
  platformcoupon_type_id: number;
  platformcoupon_name: string;
  money: string;
  at_least: string;
  count: number;
  lead_count: number;
  max_fetch: number;
  validity_type: number;
  fixed_term: number;
  end_time: number;
  use_scenario: number;
  site_ids: number[];
  platform_split_rare: number;
  shop_split_rare: number;
  is_show: number;
  /** 1 running, 2 ended (its date passed), -1 stopped by the operator. */
  status: number;
  create_time: number;
  i18n: Translations;
}
