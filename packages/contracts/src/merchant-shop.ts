import { z } from './zod.ts';
import { flagInput, idInput, intInput, multilineTextInput, textInput } from './input.ts';
import { moneyToCents } from './money.ts';
import { pagingSchema } from './paging.ts';
import { optionalInput } from './wire.ts';

/*
 * The merchant console's shop settings (issue 11): the shop's profile, its delivery settings and freight
 * templates, its pickup stores and its coupon types. The shop is always the session's; ids name rows of it.
 */

/** Money as typed ("12", "12.5", 12.5) into integer cents, within [0, max] yuan. */
export const moneyInput = (maxYuan: number) =>
  z.union([z.string(), z.number()]).transform((v, ctx) => {
    const cents = moneyToCents(String(v));
    if (cents === null || cents < 0 || cents > maxYuan * 100) {
      ctx.addIssue({ code: 'custom', message: `must be money between 0 and ${maxYuan}` });
      return z.NEVER;
    }
    return cents;
  });

/** A stored picture path the upload call answered ("upload/shop/…"), or empty for none. */
const picturePath = z
  .string()
  .trim()
  .max(255)
  .regex(/^(|upload\/[\w/-]{1,200}\.(jpg|png))$/, 'must be an uploaded picture');

const phone = z
  .string()
  .trim()
  .regex(/^(|\+?[0-9 -]{3,30})$/, 'must be a phone number');

// ---- shop profile ----------------------------------------------------------------------------------------

export const shopEditRequest = z.object({
  site_name: textInput(60).min(1),
  logo: picturePath.default(''),
  avatar: picturePath.default(''),
  banner: picturePath.default(''),
  seo_description: multilineTextInput(500).default(''),
  seo_keywords: textInput(255).default(''),
  telephone: phone.default(''),
  qq: textInput(50).default(''),
  email: z
    .string()
    .trim()
    .max(100)
    .regex(/^(|[^\s@]+@[^\s@]+\.[^\s@]+)$/, 'must be an e-mail address')
    .default(''),
  province: intInput(0, 2_147_483_647).default(0),
  city: intInput(0, 2_147_483_647).default(0),
  district: intInput(0, 2_147_483_647).default(0),
  address: textInput(255).default(''),
  workingtime: textInput(60).default(''),
  terms_title: textInput(120).default(''),
  terms_content: multilineTextInput(50_000).default(''),
});
export type ShopEditInput = z.infer<typeof shopEditRequest>;

export interface ShopSettings {
  site_id: number;
  site_name: string;
  logo: string;
  avatar: string;
  banner: string;
  seo_description: string;
  seo_keywords: string;
  telephone: string;
  qq: string;
  email: string;
  province: number;
  city: number;
  district: number;
  address: string;
  full_address: string;
  workingtime: string;
  terms_title: string;
  terms_content: string;
}

/** Which of the shop's pictures an upload is for (decides its size). */
export const SHOP_PICTURE_KINDS = ['logo', 'avatar', 'banner'] as const;
export const SHOP_PICTURE_MAX_BYTES = 3 * 1024 * 1024;

export interface UploadedPicture {
  path: string;
}

// ---- delivery settings -----------------------------------------------------------------------------------

const timeOfDay = z
  .string()
  .trim()
  .regex(/^([01]\d|2[0-3]):[0-5]\d$/, 'must be HH:MM')
  .transform((t) => Number(t.slice(0, 2)) * 3600 + Number(t.slice(3, 5)) * 60);

export const deliverySettingRequest = z
  .object({
    express_is_use: flagInput,
    store_is_use: flagInput,
    local_is_use: flagInput,
    local_delivery_money: moneyInput(10_000).default(0),
    local_start_money: moneyInput(100_000).default(0),
    local_time_start: timeOfDay.default(9 * 3600),
    local_time_end: timeOfDay.default(21 * 3600),
  })
  .refine((s) => s.local_time_start < s.local_time_end, {
    message: 'the delivery time must end after it starts',
    path: ['local_time_end'],
  });
export type DeliverySettingInput = z.infer<typeof deliverySettingRequest>;

export interface DeliverySetting {
  express_is_use: number;
  store_is_use: number;
  local_is_use: number;
  local_delivery_money: string;
  local_start_money: string;
  /** HH:MM */
  local_time_start: string;
  local_time_end: string;
}

// ---- freight templates -----------------------------------------------------------------------------------

const provinceIds = z.array(idInput).max(40).default([]);

const templateItem = z.object({
  province_ids: provinceIds,
  first_num: intInput(1, 9999).default(1),
  first_fee: moneyInput(10_000),
  continue_num: intInput(1, 9999).default(1),
  continue_fee: moneyInput(10_000).default(0),
});

/** A template by piece: fee rules per province (one rule without provinces for the rest), free from an amount. */
export const templateSaveRequest = z.object({
  template_id: optionalInput(idInput),
  template_name: textInput(60).min(1),
  free_threshold: moneyInput(1_000_000).default(0),
  unavailable_province_ids: provinceIds,
  is_default: flagInput.default(0),
  items: z.array(templateItem).min(1).max(40),
});
export type TemplateSaveInput = z.infer<typeof templateSaveRequest>;

export const templateIdRequest = z.object({ template_id: idInput });
export const templateListRequest = pagingSchema.extend({});

export interface TemplateItem {
  province_ids: number[];
  first_num: number;
  first_fee: string;
  continue_num: number;
  continue_fee: string;
}

export interface FreightTemplate {
  template_id: number;
  template_name: string;
  free_threshold: string;
  unavailable_province_ids: number[];
  is_default: number;
  create_time: number;
  items: TemplateItem[];
}

// ---- pickup stores ---------------------------------------------------------------------------------------

export const storeListRequest = pagingSchema.extend({
  status: optionalInput(flagInput),
  keyword: optionalInput(textInput(60).min(1)),
});

export const storeSaveRequest = z.object({
  store_id: optionalInput(idInput),
  store_name: textInput(60).min(1),
  telphone: phone.default(''),
  open_date: textInput(60).default(''),
  province: idInput,
  city: idInput,
  district: idInput,
  address: textInput(150).min(1),
  status: flagInput.default(1),
  sort: intInput(0, 9999).default(0),
});
export type StoreSaveInput = z.infer<typeof storeSaveRequest>;

export const storeIdRequest = z.object({ store_id: idInput });
export const storeStatusRequest = z.object({ store_id: idInput, status: flagInput });

export interface PickupStore {
  store_id: number;
  store_name: string;
  telphone: string;
  open_date: string;
  full_address: string;
  status: number;
  sort: number;
}

// ---- coupon types ----------------------------------------------------------------------------------------

export const COUPON_KINDS = ['reward', 'discount'] as const;

/**
 * A shop coupon type (facts §4.4): money off or a discount (1–9.9 折, optional cap), a minimum spend, how many
 * in all and per member, valid until a date or for some days from receipt, for all goods or listed goods.
 */
export const couponAddRequest = z
  .object({
    coupon_name: textInput(60).min(1),
    type: z.enum(COUPON_KINDS).default('reward'),
    money: moneyInput(100_000).default(0),
    discount: z
      .union([z.string(), z.number()])
      .transform((v) => String(v).trim())
      .pipe(z.string().regex(/^\d(\.\d{1,2})?$/, 'must be a discount like 8.5'))
      .refine((d) => Number(d) >= 1 && Number(d) <= 9.9, 'must be between 1 and 9.9')
      .optional(),
    discount_limit: moneyInput(100_000).default(0),
    at_least: moneyInput(1_000_000).default(0),
    count: intInput(1, 1_000_000),
    max_fetch: intInput(0, 1000).default(1),
    validity_type: intInput(0, 1).default(0),
    end_time: optionalInput(intInput(1, 4_102_444_800)),
    fixed_term: optionalInput(intInput(1, 3650)),
    goods_type: intInput(1, 3).default(1),
    goods_ids: z.array(idInput).max(200).default([]),
    is_show: flagInput.default(1),
  })
  .superRefine((c, ctx) => {
    if (c.type === 'reward' && c.money <= 0)
      ctx.addIssue({ code: 'custom', path: ['money'], message: 'must be more than 0' });
    if (c.type === 'discount' && c.discount === undefined)
      ctx.addIssue({ code: 'custom', path: ['discount'], message: 'is required' });
    if (c.validity_type === 0 && c.end_time === undefined)
      ctx.addIssue({ code: 'custom', path: ['end_time'], message: 'is required' });
    if (c.validity_type === 1 && c.fixed_term === undefined)
      ctx.addIssue({ code: 'custom', path: ['fixed_term'], message: 'is required' });
    if (c.goods_type !== 1 && c.goods_ids.length === 0)
      ctx.addIssue({ code: 'custom', path: ['goods_ids'], message: 'name at least one goods' });
  });
export type CouponAddInput = z.infer<typeof couponAddRequest>;

/** 1 running, 2 ended (its date passed), -1 stopped by the shop. */
export const couponListRequest = pagingSchema.extend({
  status: optionalInput(z.union([z.literal(1), z.literal(-1), z.literal('1'), z.literal('-1')])),
  keyword: optionalInput(textInput(60).min(1)),
});

export const couponTypeIdRequest = z.object({ coupon_type_id: idInput });

export interface ShopCouponType {
  coupon_type_id: number;
  coupon_name: string;
  type: string;
  money: string;
  discount: string;
  discount_limit: string;
  at_least: string;
  count: number;
  lead_count: number;
  max_fetch: number;
  validity_type: number;
  fixed_term: number;
  end_time: number;
  goods_type: number;
  goods_ids: number[];
  is_show: number;
  status: number;
  create_time: number;
}

/** The fields of the upload form besides its file. */
export const uploadKindRequest = z.object({ kind: z.enum(SHOP_PICTURE_KINDS) });
