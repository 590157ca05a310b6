import { z } from './zod.ts';
import { flagInput, idInput, intInput, multilineTextInput, textInput } from './input.ts';
import { pagingSchema } from './paging.ts';
import { optionalInput, zeroOrId } from './wire.ts';

/*
 * The merchant console's goods calls (`/merchant/api/goods/…`): a shop's own goods, their spec matrix and SKUs,
 * stock and prices. The shop always comes from the session.
 */

export const GOODS_STATE_FILTERS = ['all', 'on', 'off'] as const;
export const GOODS_STOCK_FILTERS = ['all', 'in', 'out'] as const;

export const goodsListRequest = pagingSchema.extend({
  goods_name: optionalInput(textInput(60).min(1)),
  goods_state: z.enum(GOODS_STATE_FILTERS).default('all'),
  stock_state: z.enum(GOODS_STOCK_FILTERS).default('all'),
});
export type GoodsListInput = z.infer<typeof goodsListRequest>;

export const goodsIdRequest = z.object({ goods_id: idInput });

export const goodsStateRequest = z.object({ goods_id: idInput, goods_state: flagInput });

/** A stored picture path the console got from the upload call (or a seeded one): never a URL or `..`. */
export const picturePath = z
  .string()
  .trim()
  .max(255)
  .regex(
    /^upload\/[A-Za-z0-9_-]+(\/[A-Za-z0-9_-]+)*\.(jpg|jpeg|png|webp|gif)$/,
    'must be an uploaded picture',
  );

/** Money as typed in a price cell: "12", "12.5", "12.50" (up to 9,999,999.99). */
export const priceInput = z
  .union([z.number().nonnegative().transform(String), z.string().trim()])
  .pipe(z.string().regex(/^\d{1,7}(\.\d{1,2})?$/, 'must be an amount like 12.50'));

export const MAX_SPECS = 3;
export const MAX_SPEC_VALUES = 20;
export const MAX_SKUS = 100;
export const MAX_GOODS_PICTURES = 10;
export const MAX_STOCK = 9_999_999;

const specName = textInput(20).min(1);

/** One spec of the matrix (Colour) and its values (Red, Blue), typed in by the merchant. */
export const specInput = z.object({
  spec_name: specName,
  values: z.array(specName).min(1).max(MAX_SPEC_VALUES),
});

/** One cell of the matrix: its values in spec order, and what the SKU sells for. */
export const skuInput = z.object({
  spec_values: z.array(specName).max(MAX_SPECS),
  price: priceInput,
  market_price: optionalInput(priceInput),
  cost_price: optionalInput(priceInput),
  /** Taken for new SKUs only: an existing SKU's stock changes in the stock table (no lost update). */
  stock: intInput(0, MAX_STOCK),
  sku_no: optionalInput(textInput(60)),
  sku_image: optionalInput(picturePath),
});
export type SkuInput = z.infer<typeof skuInput>;

export const goodsSaveRequest = z.object({
  goods_name: textInput(200).min(1),
  category_id: idInput,
  brand_id: zeroOrId,
  shop_category_id: zeroOrId,
  introduction: optionalInput(textInput(255)),
  keywords: optionalInput(textInput(255)),
  unit: optionalInput(textInput(20)),
  goods_image: z.array(picturePath).min(1).max(MAX_GOODS_PICTURES),
  goods_content: optionalInput(multilineTextInput(60_000)),
  min_buy: intInput(0, 9999).default(0),
  max_buy: intInput(0, 9999).default(0),
  weight: intInput(0, 1_000_000).default(0),
  is_free_shipping: flagInput.default(0),
  goods_state: flagInput.default(0),
  spec_format: z.array(specInput).max(MAX_SPECS).default([]),
  skus: z.array(skuInput).min(1).max(MAX_SKUS),
});
export type GoodsSaveInput = z.infer<typeof goodsSaveRequest>;

export const goodsEditRequest = goodsSaveRequest.extend({ goods_id: idInput });
export type GoodsEditInput = z.infer<typeof goodsEditRequest>;

/** One SKU's new price, market price and stock, with the stock the editor saw (refused if it moved since). */
export const skuStockInput = z.object({
  sku_id: idInput,
  price: priceInput,
  market_price: priceInput,
  stock: intInput(0, MAX_STOCK),
  old_stock: intInput(0, MAX_STOCK),
});

export const goodsStockRequest = z.object({
  goods_id: idInput,
  skus: z.array(skuStockInput).min(1).max(MAX_SKUS),
});
export type GoodsStockInput = z.infer<typeof goodsStockRequest>;

export const emptyRequest = z.object({});

// ---- answers ----------------------------------------------------------------------------------------

export interface MerchantGoodsRow {
  goods_id: number;
  goods_name: string;
  goods_image: string;
  sku_id: number;
  price: string;
  market_price: string;
  goods_stock: number;
  sale_num: number;
  goods_state: number;
  sku_count: number;
  category_name: string;
  create_time: number;
  modify_time: number;
}

export interface MerchantSku {
  sku_id: number;
  sku_name: string;
  sku_no: string;
  spec_values: string[];
  price: string;
  market_price: string;
  cost_price: string;
  stock: number;
  sku_image: string;
  sale_num: number;
}

export interface MerchantGoodsDetail {
  goods_id: number;
  goods_name: string;
  category_id: number;
  category_path: number[];
  brand_id: number;
  shop_category_id: number;
  introduction: string;
  keywords: string;
  unit: string;
  goods_image: string[];
  goods_content: string;
  min_buy: number;
  max_buy: number;
  weight: number;
  is_free_shipping: number;
  goods_state: number;
  spec_format: { spec_name: string; values: string[] }[];
  skus: MerchantSku[];
}

export interface CategoryOption {
  value: number;
  label: string;
  children?: CategoryOption[];
}

/** What the goods form chooses from: the platform's categories and brands, the shop's own categories. */
export interface GoodsFormOptions {
  categories: CategoryOption[];
  brands: { brand_id: number; brand_name: string }[];
  shop_categories: CategoryOption[];
  freight_template: string;
}

export interface GoodsSaved {
  goods_id: number;
  sku_id: number;
}

// ---- the consoles' goods picker (promotion forms) -----------------------------------------------------

export const PICKER_MAX_GOODS = 30;

/**
 * `/merchant/api/goods/skupicker` (the shop's goods) and `/operator/api/goods/skupicker` (every shop's): goods
 * on sale whose name holds `goods_name`, newest first, each with its SKUs; or, with `sku_ids`, the goods holding
 * those SKUs (what a saved form already chose, so the picker can name them).
 */
export const skuPickerRequest = z.object({
  // As long as a goods name may be: a whole name pasted finds that goods.
  goods_name: optionalInput(textInput(200).min(1)),
  sku_ids: optionalInput(z.array(idInput).max(100)),
  page_size: intInput(1, PICKER_MAX_GOODS).default(20),
});
export type SkuPickerInput = z.infer<typeof skuPickerRequest>;

export interface PickerSku {
  sku_id: number;
  sku_name: string;
  spec_values: string[];
  price: string;
  stock: number;
}

export interface PickerGoods {
  goods_id: number;
  goods_name: string;
  goods_image: string;
  site_id: number;
  site_name: string;
  skus: PickerSku[];
}
