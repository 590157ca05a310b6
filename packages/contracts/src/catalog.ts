import { z } from './zod.ts';
import { SEARCH_KEYWORD_MAX } from './constants.ts';
import { idInput, intInput, jsonTextInput, textInput } from './input.ts';
import { flagSchema, linkSchema } from './request.ts';
import { filterId, jsonText, optionalInput, zeroOrId } from './wire.ts';

export const categoryTreeRequest = z.object({
  level: intInput(1, 3).default(3),
  /** 1 no image, 2 with image, 3 with goods (template 3 is answered like 2 until goods previews exist). */
  template: intInput(1, 3).default(2),
});

export interface CategoryNode {
  category_id: number;
  category_name: string;
  short_name: string;
  pid: number;
  level: number;
  image: string;
  image_adv: string;
  category_id_1: number;
  category_id_2: number;
  category_id_3: number;
  child_list: CategoryNode[];
}
export const categoryNodeSchema: z.ZodType<CategoryNode> = z.lazy(() =>
  z.object({
    category_id: z.number(),
    category_name: z.string(),
    short_name: z.string(),
    pid: z.number(),
    level: z.number(),
    image: z.string(),
    image_adv: z.string(),
    category_id_1: z.number(),
    category_id_2: z.number(),
    category_id_3: z.number(),
    child_list: z.array(categoryNodeSchema),
  }),
);
export const categoryTreeSchema = z.array(categoryNodeSchema);

/** The goods card row shared by floors, lists and recommendations (money as "0.00" strings). */
export const skuCardSchema = z.object({
  goods_id: z.number(),
  sku_id: z.number(),
  sku_name: z.string(),
  goods_name: z.string(),
  price: z.string(),
  market_price: z.string(),
  discount_price: z.string(),
  stock: z.number(),
  sale_num: z.number(),
  sku_image: z.string(),
  goods_image: z.string(),
  site_id: z.number(),
  site_name: z.string(),
  website_id: z.number(),
  is_own: flagSchema,
  is_free_shipping: flagSchema,
  is_virtual: flagSchema,
  introduction: z.string(),
  promotion_type: z.number(),
});
export type SkuCard = z.infer<typeof skuCardSchema>;

export const brandCardSchema = z.object({
  brand_id: z.number(),
  brand_name: z.string(),
  brand_initial: z.string(),
  image_url: z.string(),
});
export type BrandCard = z.infer<typeof brandCardSchema>;

export const categoryCardSchema = z.object({
  category_id: z.number(),
  category_name: z.string(),
  short_name: z.string(),
  level: z.number(),
  image: z.string(),
  image_adv: z.string(),
});
export type CategoryCard = z.infer<typeof categoryCardSchema>;

const textSlot = z.object({
  type: z.literal('text'),
  value: z.object({ text: z.string(), color: z.string(), link: linkSchema }),
});
const imgSlot = z.object({ type: z.literal('img'), value: z.object({ url: z.string(), link: linkSchema }) });
const goodsSlot = z.object({
  type: z.literal('goods'),
  value: z.object({ sku_ids: z.array(z.number()), list: z.array(skuCardSchema) }),
});
const brandSlot = z.object({
  type: z.literal('brand'),
  value: z.object({ brand_ids: z.array(z.number()), list: z.array(brandCardSchema) }),
});
const categorySlot = z.object({
  type: z.literal('category'),
  value: z.object({ category_ids: z.array(z.number()), list: z.array(categoryCardSchema) }),
});
export const floorSlotSchema = z.discriminatedUnion('type', [
  textSlot,
  imgSlot,
  goodsSlot,
  brandSlot,
  categorySlot,
]);
export type FloorSlot = z.infer<typeof floorSlotSchema>;

export const FLOOR_BLOCKS = ['floor-style-1', 'floor-style-2', 'floor-style-3'] as const;
export const floorSchema = z.object({
  id: z.number(),
  title: z.string(),
  block_name: z.enum(FLOOR_BLOCKS),
  block_title: z.string(),
  value: z.record(z.string(), floorSlotSchema),
});
export type Floor = z.infer<typeof floorSchema>;
export const floorListSchema = z.array(floorSchema);

/**
 * Slots as stored: the same as above but goods/brand/category slots hold only ids; the server fills `list`
 * with live rows so a floor never shows an off-shelf item.
 */
export const storedFloorSlotSchema = z.discriminatedUnion('type', [
  textSlot,
  imgSlot,
  z.object({ type: z.literal('goods'), value: z.object({ sku_ids: z.array(z.number()) }) }),
  z.object({ type: z.literal('brand'), value: z.object({ brand_ids: z.array(z.number()) }) }),
  z.object({ type: z.literal('category'), value: z.object({ category_ids: z.array(z.number()) }) }),
]);
export const storedFloorValueSchema = z.record(z.string(), storedFloorSlotSchema);
export type StoredFloorValue = z.infer<typeof storedFloorValueSchema>;

// ==== goods discovery (issue 4) ======================================================================

const pageFields = {
  page: z
    .union([
      z.number(),
      z
        .string()
        .regex(/^\d{1,6}$/)
        .transform(Number),
    ])
    .pipe(z.number().int().min(1).max(100_000))
    .default(1),
  page_size: z
    .union([
      z.number(),
      z
        .string()
        .regex(/^\d{1,3}$/)
        .transform(Number),
    ])
    .pipe(z.number().int().min(1).max(100))
    .default(10),
};
/** A money amount as a shopper types it into a price filter: "12", "12.5", "12.50". */
export const moneyInputSchema = z
  .union([z.number().nonnegative().transform(String), z.string().trim()])
  .pipe(z.string().regex(/^\d{1,9}(\.\d{1,2})?$/, 'must be an amount like 12.50'));
const flagInput = z.union([z.literal(0), z.literal(1), z.enum(['0', '1']).transform(Number)]);

export const CATEGORY_LEVELS = [1, 2, 3] as const;
const levelInput = z
  .union([z.number(), z.enum(['1', '2', '3']).transform(Number)])
  .pipe(z.number().int().min(1).max(3));

/** An attribute filter of the list: goods whose attribute attr_id has the value attr_value_id. */
export const attrFilterSchema = z.object({ attr_id: idInput, attr_value_id: idInput });
/** attr arrives as an array, or as its JSON text (GET query / the original's form posts). */
export const attrFilterListSchema = jsonTextInput(z.array(attrFilterSchema).max(10), { maxLength: 2000 });

export const GOODS_ORDERS = ['', 'sale_num', 'discount_price'] as const;

/**
 * /api/goodssku/page: one card per goods (its default SKU), only on-sale, approved goods of open shops.
 * keyword matches substrings of the goods name and keywords in any script (each space-separated word must
 * occur); order '' is comprehensive (popularity), 'sale_num' sales volume, 'discount_price' the price paid.
 * min_price/max_price filter on discount_price. Follows the request's website_id (city) when non-zero.
 * As the original client sends them: "" (or 0) in a filter means not given, site_id 0 means every shop,
 * attr is an array or its JSON text ("" = none), coupon_type / platform_coupon_type (0 = none) keep the goods
 * that coupon type can be used on. Keys of no meaning here are dropped.
 */
export const goodsPageRequest = z.object({
  ...pageFields,
  /**
   * Taken up to the request's size limit, so an overlong keyword gets the search box's limit
   * (SEARCH_KEYWORD_MAX) in the shopper's language from the service instead of a generic parameter error.
   */
  keyword: optionalInput(textInput(SEARCH_KEYWORD_MAX * 1000)),
  category_id: filterId,
  /** The level of category_id; taken from the category itself when left out. */
  category_level: optionalInput(levelInput),
  brand_id: filterId,
  min_price: optionalInput(moneyInputSchema),
  max_price: optionalInput(moneyInputSchema),
  attr: optionalInput(attrFilterListSchema),
  order: optionalInput(z.enum(GOODS_ORDERS)).transform((v) => v ?? ''),
  sort: optionalInput(z.enum(['asc', 'desc'])).transform((v) => v ?? 'desc'),
  site_id: filterId,
  shop_category_id: filterId,
  is_free_shipping: optionalInput(flagInput),
  is_own: optionalInput(flagInput),
  coupon_type: filterId,
  platform_coupon_type: filterId,
});
export type GoodsPageRequest = z.infer<typeof goodsPageRequest>;
export const goodsPageSchema = z.object({
  count: z.number(),
  page_count: z.number(),
  list: z.array(skuCardSchema),
});
export type GoodsPage = z.infer<typeof goodsPageSchema>;

export const skuIdRequest = z.object({ sku_id: idInput });
/** modifyclicks: the original goods page sends the shop's site_id along; it is read and not needed. */
export const modifyClicksRequest = z.object({ sku_id: idInput, site_id: filterId });
export const goodsIdRequest = z.object({ goods_id: idInput });
export const categoryIdRequest = z.object({ category_id: idInput });
export const relevanceRequest = z.object({ category_id: idInput, category_level: levelInput.optional() });
export const brandPageRequest = z.object({
  ...pageFields,
  page_size: pageFields.page_size.unwrap().default(30),
  /** Brands that lead goods of this level-1 category. */
  category_id: idInput.optional(),
  brand_initial: optionalInput(z.string().regex(/^[A-Za-z]$/)),
  /** 0: the platform's brands, which are all of them; shops have no brands of their own here. */
  site_id: zeroOrId.optional(),
});
export const recommendRequest = z.object({
  ...pageFields,
  page_size: pageFields.page_size.unwrap().default(5),
  /** The goods being viewed: recommendations come from its category and leave it out. */
  sku_id: idInput.optional(),
});
export const shopCategoryTreeRequest = z.object({ site_id: idInput });
export const emptyRequest = z.object({});

/** One value of a spec in the picker; sku_id is the SKU that this value leads to from the current one. */
export const specValueSchema = z.object({
  spec_id: z.number(),
  spec_name: z.string(),
  spec_value_id: z.number(),
  spec_value_name: z.string(),
  image: z.string(),
  /** 1 on the current SKU's own value. */
  selected: flagSchema,
  /** 1 when no SKU has this value combined with the other current values (or it is off sale). */
  disabled: flagSchema,
  /** The SKU to switch to (0 when disabled). */
  sku_id: z.number(),
});
export const goodsSpecSchema = z.object({
  spec_id: z.number(),
  spec_name: z.string(),
  value: z.array(specValueSchema),
});
export const skuSpecValueSchema = z.object({
  spec_id: z.number(),
  spec_name: z.string(),
  spec_value_id: z.number(),
  spec_value_name: z.string(),
  image: z.string(),
});
export type GoodsSpec = z.infer<typeof goodsSpecSchema>;
export type SkuSpecValue = z.infer<typeof skuSpecValueSchema>;
export const goodsAttrSchema = z.object({
  attr_class_id: z.number(),
  attr_id: z.number(),
  attr_name: z.string(),
  attr_value_id: z.number(),
  attr_value_name: z.string(),
});

export type GoodsAttr = z.infer<typeof goodsAttrSchema>;

/** Review counts of a goods by kind (also answered alone by /api/goodsevaluate/count). */
export const evaluateCountSchema = z.object({
  total: z.number(),
  good: z.number(),
  medium: z.number(),
  bad: z.number(),
  with_image: z.number(),
});
export type EvaluateCount = z.infer<typeof evaluateCountSchema>;

/**
 * The goods detail of one SKU (facts §6). sku_spec_format, goods_spec_format and goods_attr_format are JSON
 * text, as the original sends them (its client JSON.parses them); read them with fromJsonText. Pictures
 * are comma lists like the original.
 * discount_price is the price paid now: below price while a limited-time discount (promotion_type 1) runs,
 * which then ends at end_time (unix seconds; count down against the envelope's timestamp).
 * member_price is answered only to a logged-in member whose level has a discount, else ''.
 * goods_content is merchant HTML already sanitised by the server (no scripts, handlers or javascript: URLs).
 */
export const goodsSkuDetailSchema = z.object({
  goods_id: z.number(),
  sku_id: z.number(),
  goods_name: z.string(),
  sku_name: z.string(),
  sku_no: z.string(),
  sku_spec_format: jsonText(z.array(skuSpecValueSchema)),
  goods_spec_format: jsonText(z.array(goodsSpecSchema)),
  goods_attr_format: jsonText(z.array(goodsAttrSchema)),
  price: z.string(),
  market_price: z.string(),
  discount_price: z.string(),
  member_price: z.string(),
  promotion_type: z.number(),
  start_time: z.number(),
  end_time: z.number(),
  stock: z.number(),
  goods_stock: z.number(),
  click_num: z.number(),
  sale_num: z.number(),
  collect_num: z.number(),
  sku_image: z.string(),
  sku_images: z.string(),
  goods_image: z.string(),
  video_url: z.string(),
  goods_content: z.string(),
  introduction: z.string(),
  keywords: z.string(),
  unit: z.string(),
  weight: z.number(),
  goods_state: z.number(),
  verify_state: z.number(),
  is_virtual: flagSchema,
  is_free_shipping: flagSchema,
  is_own: flagSchema,
  /** Smallest quantity per order (0 or 1 = no minimum). */
  min_buy: z.number(),
  /** Most a member may buy of this goods over all orders (0 = no limit). */
  max_buy: z.number(),
  site_id: z.number(),
  website_id: z.number(),
  category_id: z.number(),
  category_id_1: z.number(),
  category_id_2: z.number(),
  category_id_3: z.number(),
  brand_id: z.number(),
  brand_name: z.string(),
  evaluate: z.number(),
  evaluate_count: evaluateCountSchema,
});
export type GoodsSkuDetail = z.infer<typeof goodsSkuDetailSchema>;

/** The shop card of the goods detail: ratings, self-operated flag and the seven service guarantees. */
export const detailShopSchema = z.object({
  site_id: z.number(),
  site_name: z.string(),
  website_id: z.number(),
  is_own: flagSchema,
  logo: z.string(),
  avatar: z.string(),
  banner: z.string(),
  seo_description: z.string(),
  telephone: z.string(),
  shop_desccredit: z.string(),
  shop_servicecredit: z.string(),
  shop_deliverycredit: z.string(),
  shop_baozh: flagSchema,
  shop_baozhopen: flagSchema,
  shop_baozhrmb: z.string(),
  shop_qtian: flagSchema,
  shop_zhping: flagSchema,
  shop_erxiaoshi: flagSchema,
  shop_tuihuo: flagSchema,
  shop_shiyong: flagSchema,
  shop_shiti: flagSchema,
  shop_xiaoxie: flagSchema,
  shop_sales: z.number(),
  sub_num: z.number(),
});
export type DetailShop = z.infer<typeof detailShopSchema>;

/**
 * /api/goodssku/detail. Unknown SKUs and goods of closed shops answer NOT_FOUND. Off-shelf or unapproved
 * goods answer an error with error_code FAIL, HTTP 410, the message 'product taken off the shelves' and this
 * same shape as data (goods_state / verify_state say why), so the page can still show what it was.
 */
export const goodsDetailSchema = z.object({
  goods_sku_detail: goodsSkuDetailSchema,
  shop_info: detailShopSchema,
});
export type GoodsDetail = z.infer<typeof goodsDetailSchema>;
/** /api/goodssku/info: the SKU part alone, for switching spec (same errors as detail). */
export const goodsSkuInfoSchema = goodsSkuDetailSchema;

/**
 * /api/goodssku/goodsqrcode: the goods' mobile-mall address and its QR picture's relative path under /upload
 * (same shape as wapqrcode).
 */
export const goodsQrcodeSchema = z.object({
  path: z.object({
    h5: z.object({ status: z.number(), url: z.string(), img: z.string(), message: z.string() }),
  }),
});
/** /api/goods/aftersale: the platform's after-sales policy document. */
export const afterSaleSchema = z.object({ title: z.string(), content: z.string() });
/** /api/goods/modifyclicks: the goods' click count after this click. */
export const modifyClicksSchema = z.object({ click_num: z.number() });

export const brandPageSchema = z.object({
  count: z.number(),
  page_count: z.number(),
  list: z.array(brandCardSchema.extend({ banner: z.string(), brand_desc: z.string() })),
});

/** /api/goodscategory/info: the category with its path from level 1, for breadcrumbs. */
export const categoryInfoSchema = z.object({
  category_id: z.number(),
  category_name: z.string(),
  short_name: z.string(),
  pid: z.number(),
  level: z.number(),
  image: z.string(),
  image_adv: z.string(),
  category_id_1: z.number(),
  category_id_2: z.number(),
  category_id_3: z.number(),
  path: z.array(z.object({ category_id: z.number(), category_name: z.string(), level: z.number() })),
  /** The path's names joined by "/" ("Phones & Digital/Mobile Phones"), the original list page's heading. */
  category_full_name: z.string(),
  child_list: z.array(z.object({ category_id: z.number(), category_name: z.string(), level: z.number() })),
});
export type CategoryInfo = z.infer<typeof categoryInfoSchema>;

/** /api/goodscategory/relevanceinfo: the brands and attribute values met among the category's goods. */
export const relevanceInfoSchema = z.object({
  /** id repeats brand_id, under the name the original list page filters by. */
  brand_list: z.array(brandCardSchema.extend({ id: z.number() })),
  /** The initials of those brands, for the original's A–Z brand tabs. */
  brand_initial_list: z.array(z.string()),
  attribute_list: z.array(
    z.object({
      attr_id: z.number(),
      attr_name: z.string(),
      child: z.array(z.object({ attr_value_id: z.number(), attr_value_name: z.string() })),
    }),
  ),
});
export type RelevanceInfo = z.infer<typeof relevanceInfoSchema>;

/** /api/shopgoodscategory/tree: a shop's own two-level goods categories (merchant text). */
export interface ShopCategoryNode {
  category_id: number;
  category_name: string;
  pid: number;
  level: number;
  child_list: ShopCategoryNode[];
}
export const shopCategoryNodeSchema: z.ZodType<ShopCategoryNode> = z.lazy(() =>
  z.object({
    category_id: z.number(),
    category_name: z.string(),
    pid: z.number(),
    level: z.number(),
    child_list: z.array(shopCategoryNodeSchema),
  }),
);
export const shopCategoryTreeSchema = z.array(shopCategoryNodeSchema);
