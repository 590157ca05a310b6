import { z } from './zod.ts';
import { idInput } from './input.ts';
import { pagingSchema } from './paging.ts';
import type { JsonText } from './wire.ts';
import { ORDER_TABS } from './order-terms.ts';

// Kept apart so the storefront can read it without this file's schemas (and zod) in its bundle.
export { ORDER_TABS };

/** Order status values (original-system-facts §2.3). */
export const ORDER_STATUS = {
  WAIT_PAY: 0,
  WAIT_SEND: 1,
  WAIT_PICKUP: 2,
  SHIPPED: 3,
  RECEIVED: 4,
  COMPLETED: 10,
  CLOSED: -1,
} as const;

/** Member order list tabs (facts §2.6); '' and 'all' list every order. */
export type OrderTab = (typeof ORDER_TABS)[number];

export const orderListRequest = pagingSchema.extend({
  order_status: z.enum(['', 'all', ...ORDER_TABS]).default('all'),
});

/** order_status is a comma list of tabs; refunding is answered 0 until after-sales exists. */
export const orderNumRequest = z.object({
  order_status: z
    .string()
    .regex(/^[a-z]+(,[a-z]+){0,9}$/)
    .default('waitpay,waitsend,waitconfirm,waitrate,refunding'),
});

export const orderIdRequest = z.object({ order_id: idInput });

/**
 * /api/order/pay: order_ids as one id or a comma list, all unpaid and the member's. A repeat is harmless: it
 * answers the same out_trade_no while that payment still covers exactly these orders.
 */
export const orderPayRequest = z.object({
  order_ids: z
    .union([
      z.number(),
      z
        .string()
        .trim()
        .regex(/^\d{1,10}(,\d{1,10}){0,49}$/),
    ])
    .transform((v) => [...new Set(String(v).split(',').map(Number))])
    .pipe(z.array(z.number().int().min(1).max(2_147_483_647)).min(1)),
});

/** What an order keeps of its pickup store (facts §2.1 delivery_store_info). */
export interface DeliveryStoreInfo {
  open_date: string;
  full_address: string;
  longitude: string;
  latitude: string;
  telphone: string;
}
/**
 * order/detail `delivery_store_info`: JSON text of DeliveryStoreInfo on a pickup order, '' on the others —
 * as the original answers it (its pickup page JSON.parses it when it is not '').
 */
export type DeliveryStoreInfoText = JsonText<DeliveryStoreInfo> | '';

/** order/detail `manjian_info`: the spend-more-save-more step the order reached at checkout. */
export interface OrderManjian {
  manjian_id: number;
  manjian_name: string;
  /** 0 spend an amount, 1 buy a number of items. */
  type: number;
  /** Money "199.00" for type 0, a count for type 1. */
  limit: string;
  discount_money: string;
  free_shipping: 0 | 1;
  point: number;
  coupon: number;
}

export interface OrderAction {
  action: string;
  title: string;
}

export interface OrderGoodsItem {
  order_goods_id: number;
  order_id: number;
  site_id: number;
  goods_id: number;
  sku_id: number;
  sku_name: string;
  sku_image: string;
  price: string;
  num: number;
  goods_money: string;
  /** The line's share of the manjian discount (kept for refunds). */
  promotion_money: string;
  real_goods_money: string;
  delivery_status: number;
  refund_status: number;
}

export interface OrderSummary {
  order_id: number;
  order_no: string;
  out_trade_no: string;
  site_id: number;
  site_name: string;
  order_name: string;
  order_type: number;
  order_type_name: string;
  order_status: number;
  order_status_name: string;
  pay_status: number;
  pay_type: string;
  delivery_type: string;
  delivery_type_name: string;
  /** The promotion the order was bought under (facts §2.1): '' | seckill | groupbuy | bundling | topic. */
  promotion_type: string;
  /** Its name in the request's language ('' for none). */
  promotion_type_name: string;
  goods_money: string;
  delivery_money: string;
  /** The manjian discount of the order. */
  promotion_money: string;
  coupon_money: string;
  platform_coupon_money: string;
  invoice_money: string;
  adjust_money: string;
  balance_money: string;
  order_money: string;
  pay_money: string;
  goods_num: number;
  create_time: number;
  pay_time: number;
  close_time: number;
  is_evaluate: number;
  evaluate_status: number;
  order_goods: OrderGoodsItem[];
  action: OrderAction[];
}
