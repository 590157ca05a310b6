import { z } from './zod.ts';
import { idInput, jsonTextInput } from './input.ts';
import { skuSpecValueSchema } from './catalog.ts';
import { jsonText } from './wire.ts';

/** Largest quantity one call may ask for; real limits (stock, max_buy) are checked by the server. */
export const CART_NUM_MAX = 99_999;
/** Lines one batchAdd (guest-cart merge) may carry. */
export const CART_BATCH_MAX = 100;

/** A quantity: a whole number (or its digits as text); 0 passes here so the server answers the spec's text. */
export const cartNumSchema = z
  .union([
    z.number(),
    z
      .string()
      .trim()
      .regex(/^\d{1,6}$/)
      .transform(Number),
  ])
  .pipe(z.number().int().min(0).max(CART_NUM_MAX));

export const cartAddRequest = z.object({ sku_id: idInput, num: cartNumSchema, site_id: idInput.optional() });
/** cart_id of the line the quantity went to. */
export const cartAddSchema = z.number();

export const cartEditRequest = z.object({ cart_id: idInput, num: cartNumSchema });

/** cart_id is one id or a comma list ("3,5,8"), as the original sends it. */
export const cartIdListSchema = z
  .union([
    z.number(),
    z
      .string()
      .trim()
      .regex(/^\d{1,10}(,\d{1,10}){0,199}$/),
  ])
  .transform((v) => [...new Set(String(v).split(',').map(Number))])
  .pipe(z.array(z.number().int().min(1).max(2_147_483_647)).min(1));
export const cartDeleteRequest = z.object({ cart_id: cartIdListSchema });
/** Number of lines deleted. */
export const cartDeleteSchema = z.number();

export const cartListRequest = z.object({});
export const cartCountRequest = z.object({});
/** Total quantity of the member's lines that can be bought now. */
export const cartCountSchema = z.number();

const batchLineSchema = z.object({ sku_id: idInput, num: cartNumSchema });
/** sku_list: the guest lines, as an array or its JSON text (the original posts JSON strings). */
export const cartBatchAddRequest = z.object({
  sku_list: jsonTextInput(z.array(batchLineSchema).min(1).max(CART_BATCH_MAX), { maxLength: 20_000 }),
});
export const cartBatchAddSchema = z.object({
  added: z.array(z.object({ sku_id: z.number(), cart_id: z.number(), num: z.number() })),
  failed: z.array(z.object({ sku_id: z.number(), num: z.number(), message: z.string() })),
});
export type CartBatchAddResult = z.infer<typeof cartBatchAddSchema>;

/** One cart line (spec §3 "Cart line"; original-system-facts §6 cart/goodslists). Prices are money strings. */
export const cartLineSchema = z.object({
  cart_id: z.number(),
  member_id: z.number(),
  site_id: z.number(),
  site_name: z.string(),
  website_id: z.number(),
  is_own: z.number(),
  sku_id: z.number(),
  goods_id: z.number(),
  sku_no: z.string(),
  goods_name: z.string(),
  sku_name: z.string(),
  sku_image: z.string(),
  /** JSON text of the SKU's spec values (facts §6), as the original sends it: read with fromJsonText. */
  sku_spec_format: jsonText(z.array(skuSpecValueSchema)),
  num: z.number(),
  price: z.string(),
  market_price: z.string(),
  discount_price: z.string(),
  member_price: z.string(),
  promotion_type: z.number(),
  stock: z.number(),
  unit: z.string(),
  goods_state: z.number(),
  verify_state: z.number(),
  shop_status: z.number(),
  min_buy: z.number(),
  max_buy: z.number(),
});
export type CartLine = z.infer<typeof cartLineSchema>;
export const cartListSchema = z.array(cartLineSchema);

/** A line can be bought now: on sale, approved and its shop open (the PC sets the others apart as invalid). */
export const isCartLineValid = (
  l: Pick<CartLine, 'goods_state' | 'verify_state' | 'shop_status' | 'stock'>,
) => l.goods_state === 1 && l.verify_state === 1 && l.shop_status === 1 && l.stock > 0;
