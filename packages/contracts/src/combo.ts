import { z } from './zod.ts';
import { checkoutRequest } from './checkout.ts';
import { idInput, intInput, textInput } from './input.ts';
import { moneyInput } from './merchant-shop.ts';
import { pagingSchema } from './paging.ts';
import { optionalInput } from './wire.ts';

/*
 * Combo packages (组合套餐, facts §5.3): a shop's SKUs sold together as sets at one package price.
 * shipping_fee_type 1 the seller pays shipping (free), 2 the buyer pays; status 1 on, 0 off.
 */

export const COMBO_MAX_SETS = 999;
export const COMBO_MAX_GOODS = 10;

/** /bundling/api/bundling/lists: the packages on offer that contain any SKU of the goods of this SKU. */
export const comboListsRequest = z.object({ sku_id: idInput });
export const comboIdRequest = z.object({ bl_id: idInput });

export interface ComboGoods {
  sku_id: number;
  goods_id: number;
  sku_name: string;
  sku_image: string;
  /** The SKU's price when the package was saved, and its share of the package price. */
  price: string;
  promotion_price: string;
  stock: number;
  unit: string;
  /** 1 when the goods is on sale (on the shelf, approved, not deleted). */
  goods_state: number;
}

export interface Combo {
  bl_id: number;
  bl_name: string;
  site_id: number;
  site_name: string;
  bl_price: string;
  goods_money: string;
  /** goods_money − bl_price: what one set saves. */
  saving: string;
  shipping_fee_type: number;
  status: number;
  bundling_goods: ComboGoods[];
}

/** /bundling/api/ordercreate/calculate and /create: the checkout's options, the package and a number of sets. */
const { cart_ids: _cartIds, sku_id: _skuId, num: _num, ...checkoutOptions } = checkoutRequest.shape;
export const comboCheckoutRequest = z.object({
  ...checkoutOptions,
  bl_id: idInput,
  num: intInput(1, COMBO_MAX_SETS),
});
export type ComboCheckoutRequest = z.infer<typeof comboCheckoutRequest>;

// ---- merchant console ---------------------------------------------------------------------------------

export const comboListRequest = pagingSchema.extend({ status: optionalInput(intInput(0, 1)) });

export const comboSaveRequest = z.object({
  bl_id: optionalInput(idInput),
  bl_name: textInput(60).min(1),
  sku_ids: z
    .array(idInput)
    .min(2)
    .max(COMBO_MAX_GOODS)
    .refine((ids) => new Set(ids).size === ids.length, 'each goods once'),
  bl_price: moneyInput(1_000_000),
  shipping_fee_type: z.union([z.literal(1), z.literal(2), z.literal('1'), z.literal('2')]).transform(Number),
});
export type ComboSaveInput = z.infer<typeof comboSaveRequest>;
