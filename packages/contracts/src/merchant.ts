import { z } from 'zod';
import { pagingSchema } from './paging.ts';
import { strictIdSchema } from './shop.ts';

/**
 * The merchant API (issue 5 item 9): a shop's own login and its orders. Calls live under /merchant/api/… and
 * carry the merchant token in `token`, like member calls; every order is read and changed within the shop only.
 */
export const merchantLoginRequest = z
  .object({
    username: z.string().trim().min(1).max(40),
    password: z.string().min(1).max(64),
  })
  .strict();

export interface MerchantLogin {
  token: string;
  expire_time: number;
  site_id: number;
  site_name: string;
}

/** 'waitsend' paid and not yet shipped (1), 'waitpickup' pickup orders (2), 'shipped' (3), or every order. */
export const MERCHANT_ORDER_TABS = [
  'all',
  'waitpay',
  'waitsend',
  'waitpickup',
  'shipped',
  'received',
  'closed',
] as const;

export const merchantOrderListRequest = pagingSchema
  .extend({
    order_status: z.enum(MERCHANT_ORDER_TABS).default('all'),
    order_no: z
      .string()
      .trim()
      .regex(/^\d{6,30}$/)
      .optional(),
  })
  .strict();

const idList = z
  .union([
    strictIdSchema,
    z
      .string()
      .trim()
      .regex(/^\d{1,10}(,\d{1,10}){0,99}$/),
    z.array(strictIdSchema).max(100),
  ])
  .transform((v) => [...new Set((Array.isArray(v) ? v : String(v).split(',')).map(Number))])
  .pipe(z.array(z.number().int().min(1).max(2_147_483_647)).min(1));

/** Ship lines of an order as one express package (facts §2.5 ship): company from the list, tracking number. */
export const merchantExpressShipRequest = z
  .object({
    order_id: strictIdSchema,
    order_goods_ids: idList,
    express_company_id: strictIdSchema,
    delivery_no: z
      .string()
      .trim()
      .regex(/^[0-9A-Za-z-]{4,40}$/),
  })
  .strict();

/** Local delivery: all lines go with one deliverer (facts §2.5 ship local). */
export const merchantLocalShipRequest = z
  .object({
    order_id: strictIdSchema,
    deliverer: z.string().trim().min(1).max(20),
    deliverer_mobile: z
      .string()
      .trim()
      .regex(/^\+?[0-9-]{5,20}$/),
  })
  .strict();

/** Confirms a pickup at the store: the 12-character code the member shows (facts §2.5 take delivery). */
export const merchantPickupRequest = z
  .object({
    delivery_code: z
      .string()
      .trim()
      .toUpperCase()
      .regex(/^[A-Z0-9]{12}$/),
  })
  .strict();

export const merchantOrderIdRequest = z.object({ order_id: strictIdSchema }).strict();
export const merchantEmptyRequest = z.object({}).strict();

export interface ExpressCompany {
  company_id: number;
  company_name: string;
}

export interface MerchantOrderLine {
  order_goods_id: number;
  sku_id: number;
  sku_name: string;
  num: number;
  delivery_status: number;
  refund_status: number;
}

export interface MerchantOrder {
  order_id: number;
  order_no: string;
  order_type: number;
  order_status: number;
  delivery_type: string;
  pay_money: string;
  order_money: string;
  name: string;
  mobile: string;
  full_address: string;
  address: string;
  create_time: number;
  pay_time: number;
  delivery_time: number;
  goods: MerchantOrderLine[];
}

/** Answer of a ship call: the order's status afterwards (3 when nothing is left to ship) and the package id. */
export interface MerchantShipResult {
  order_id: number;
  order_status: number;
  package_id: number;
}

export type MerchantExpressShipInput = z.infer<typeof merchantExpressShipRequest>;
export type MerchantLocalShipInput = z.infer<typeof merchantLocalShipRequest>;
