import { z } from './zod.ts';
import { idInput, textInput } from './input.ts';
import { pagingSchema } from './paging.ts';
import { flagSchema } from './request.ts';
import { SHOP_PAGE_ORDERS, SHOP_SERVICE_FLAGS } from './shop-terms.ts';

// Kept apart so the storefront can read them without this file's schemas (and zod) in its bundle.
export { SHOP_PAGE_ORDERS, SHOP_SERVICE_FLAGS };

/** A search keyword as a shopper types it: trimmed, at most 50 characters, empty means none. */
export const keywordSchema = textInput(50).optional();

export const hotShopSchema = z.object({
  site_id: z.number(),
  site_name: z.string(),
  logo: z.string(),
  avatar: z.string(),
  banner: z.string(),
  seo_description: z.string(),
  is_own: flagSchema,
  shop_desccredit: z.string(),
  shop_servicecredit: z.string(),
  shop_deliverycredit: z.string(),
  shop_sales: z.number(),
  sub_num: z.number(),
  telephone: z.string(),
  full_address: z.string(),
});
export type HotShop = z.infer<typeof hotShopSchema>;
export const hotShopListSchema = z.array(hotShopSchema);

// ---- requests -------------------------------------------------------------------------------------
/** detail, terms, issubscribe, add, delete: one open shop by its id. */
export const shopIdRequest = z.object({ site_id: idInput });
/** /api/shop/info: site_id is optional in the spec; without it the call answers REQUEST_SITE_ID ('missing shop id'). */
export const shopInfoRequest = z.object({ site_id: idInput.optional() });
/** The shop street. Shops of the chosen city (website_id) come first; closed shops never show. */
export const shopPageRequest = pagingSchema.extend({
  keyword: keywordSchema,
  order: z.enum(SHOP_PAGE_ORDERS).default(''),
  sort: z.enum(['asc', 'desc']).default('desc'),
});
export const memberShopPageRequest = pagingSchema;

// ---- responses ------------------------------------------------------------------------------------
/** /api/shop/info: the profile the shop layouts show in their header. */
export const shopInfoSchema = z.object({
  site_id: z.number(),
  site_name: z.string(),
  website_id: z.number(),
  logo: z.string(),
  avatar: z.string(),
  banner: z.string(),
  seo_description: z.string(),
  seo_keywords: z.string(),
  is_own: flagSchema,
  shop_status: flagSchema,
  category_name: z.string(),
  group_name: z.string(),
  telephone: z.string(),
  email: z.string(),
  address: z.string(),
  full_address: z.string(),
  longitude: z.string(),
  latitude: z.string(),
  workingtime: z.string(),
  shop_desccredit: z.string(),
  shop_servicecredit: z.string(),
  shop_deliverycredit: z.string(),
  shop_sales: z.number(),
  /** Followers (the original's name); shop_collect is the same number under the newer name. */
  sub_num: z.number(),
  shop_collect: z.number(),
  create_time: z.number(),
});
export type ShopInfo = z.infer<typeof shopInfoSchema>;

/** /api/shop/detail: the profile plus deposit, service guarantee flags and main categories. */
export const shopDetailSchema = shopInfoSchema.extend({
  shop_baozh: flagSchema,
  shop_baozhopen: flagSchema,
  /** Deposit paid, money string. */
  shop_baozhrmb: z.string(),
  ...(Object.fromEntries(SHOP_SERVICE_FLAGS.map((k) => [k, flagSchema])) as Record<
    (typeof SHOP_SERVICE_FLAGS)[number],
    typeof flagSchema
  >),
  main_categories: z.array(z.object({ category_id: z.number(), category_name: z.string() })),
});
export type ShopDetail = z.infer<typeof shopDetailSchema>;

/** /api/shop/getShopTermsAndPolicy: the shop's own terms, HTML sanitised by the server. */
export const shopTermsSchema = z.object({
  site_id: z.number(),
  site_name: z.string(),
  title: z.string(),
  content: z.string(),
  modify_time: z.number(),
});
export type ShopTerms = z.infer<typeof shopTermsSchema>;

/** A shop street row. is_subscribe is 1 when the caller is logged in and follows the shop. */
export const shopPageItemSchema = hotShopSchema.extend({
  website_id: z.number(),
  category_name: z.string(),
  group_name: z.string(),
  address: z.string(),
  shop_collect: z.number(),
  main_categories: z.array(z.object({ category_id: z.number(), category_name: z.string() })),
  is_subscribe: flagSchema,
});
export type ShopPageItem = z.infer<typeof shopPageItemSchema>;

/** A followed shop in the member centre; create_time is when it was followed. */
export const memberShopSchema = z.object({
  id: z.number(),
  site_id: z.number(),
  site_name: z.string(),
  logo: z.string(),
  avatar: z.string(),
  is_own: flagSchema,
  shop_desccredit: z.string(),
  shop_servicecredit: z.string(),
  shop_deliverycredit: z.string(),
  shop_sales: z.number(),
  sub_num: z.number(),
  create_time: z.number(),
});
export type MemberShop = z.infer<typeof memberShopSchema>;

/** issubscribe / add / delete answer 0|1: whether the caller follows the shop afterwards. */
export const subscribeStateSchema = flagSchema;
