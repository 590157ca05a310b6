import { z } from './zod.ts';
import { checkoutRequest } from './checkout.ts';
import { idInput, intInput } from './input.ts';
import { moneyInput } from './merchant-shop.ts';
import { pagingSchema } from './paging.ts';
import { optionalInput } from './wire.ts';

/*
 * Group buys (团购, facts §5.2): a shop sells one SKU at a lower price from a minimum quantity on.
 * Status 1 not started, 2 running, 3 ended.
 */

export const GROUPBUY_STATUS = { notStarted: 1, running: 2, ended: 3 } as const;
/** The most pieces one group buy order may ask for, and the largest minimum a merchant may set. */
export const GROUPBUY_MAX_NUM = 9999;
const UNIX_MAX = 4_102_444_800;

/** /groupbuy/api/goods/page: running group buys with stock, of open shops (of the chosen city). */
export const groupbuyPageRequest = pagingSchema.extend({
  site_id: optionalInput(idInput),
  goods_id: optionalInput(idInput),
});

export const groupbuyIdRequest = z.object({ groupbuy_id: idInput });

export interface GroupbuyGoods {
  groupbuy_id: number;
  site_id: number;
  site_name: string;
  goods_id: number;
  sku_id: number;
  goods_name: string;
  sku_name: string;
  goods_image: string;
  /** The SKU's own price, struck through beside the group price. */
  goods_price: string;
  groupbuy_price: string;
  /** The minimum quantity of one order. */
  buy_num: number;
  sell_num: number;
  stock: number;
  start_time: number;
  end_time: number;
  status: number;
}

/** /groupbuy/api/goods/detail: the group buy whatever its status (the page says when it has ended). */
export interface GroupbuyDetail extends GroupbuyGoods {
  goods_state: number;
  unit: string;
}

/** /groupbuy/api/ordercreate/calculate and /create: the checkout's options, the group buy and a quantity. */
const { cart_ids: _cartIds, sku_id: _skuId, num: _num, ...checkoutOptions } = checkoutRequest.shape;
export const groupbuyCheckoutRequest = z.object({
  ...checkoutOptions,
  groupbuy_id: idInput,
  num: intInput(1, GROUPBUY_MAX_NUM),
});
export type GroupbuyCheckoutRequest = z.infer<typeof groupbuyCheckoutRequest>;

// ---- merchant console ---------------------------------------------------------------------------------

export const groupbuyListRequest = pagingSchema.extend({
  status: optionalInput(intInput(1, 3)),
});

const groupbuyFields = {
  groupbuy_price: moneyInput(1_000_000),
  buy_num: intInput(1, GROUPBUY_MAX_NUM),
  start_time: intInput(1, UNIX_MAX),
  end_time: intInput(1, UNIX_MAX),
};
const endAfterStart = (v: { start_time: number; end_time: number }) => v.end_time > v.start_time;
const endMessage = { message: 'end_time must be after start_time', path: ['end_time'] };

export const groupbuyAddRequest = z
  .object({ sku_id: idInput, ...groupbuyFields })
  .refine(endAfterStart, endMessage);
export type GroupbuyAddInput = z.infer<typeof groupbuyAddRequest>;

export const groupbuyEditRequest = z
  .object({ groupbuy_id: idInput, ...groupbuyFields })
  .refine(endAfterStart, endMessage);
export type GroupbuyEditInput = z.infer<typeof groupbuyEditRequest>;
