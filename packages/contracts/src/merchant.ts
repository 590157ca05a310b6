import { z } from './zod.ts';
import { idInput, textInput } from './input.ts';
import { pagingSchema } from './paging.ts';
import { unixSecondsSchema } from './request.ts';
import { optionalInput } from './wire.ts';

/**
 * The merchant API (issue 5 item 9): a shop's own login and its orders. Calls live under /merchant/api/… and
 * carry the merchant token in `token`, like member calls; every order is read and changed within the shop only.
 */
export const merchantLoginRequest = z.object({
  username: textInput(40).min(1),
  password: z.string().min(1).max(64),
});

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

/**
 * The shop's orders: by tab, order number (exact), creation time range (unix seconds, both ends included) and
 * buyer (part of the consignee's name or mobile).
 */
export const merchantOrderListRequest = pagingSchema.extend({
  order_status: z.enum(MERCHANT_ORDER_TABS).default('all'),
  order_no: optionalInput(
    z
      .string()
      .trim()
      .regex(/^\d{6,30}$/),
  ),
  start_time: optionalInput(unixSecondsSchema),
  end_time: optionalInput(unixSecondsSchema),
  buyer: optionalInput(z.string().trim().min(1).max(30)),
});
export type MerchantOrderListInput = z.infer<typeof merchantOrderListRequest>;

const idList = z
  .union([
    idInput,
    z
      .string()
      .trim()
      .regex(/^\d{1,10}(,\d{1,10}){0,99}$/),
    z.array(idInput).max(100),
  ])
  .transform((v) => [...new Set((Array.isArray(v) ? v : String(v).split(',')).map(Number))])
  .pipe(z.array(z.number().int().min(1).max(2_147_483_647)).min(1));

/** Ship lines of an order as one express package (facts §2.5 ship): company from the list, tracking number. */
export const merchantExpressShipRequest = z.object({
  order_id: idInput,
  order_goods_ids: idList,
  express_company_id: idInput,
  delivery_no: z
    .string()
    .trim()
    .regex(/^[0-9A-Za-z-]{4,40}$/),
});

/** Local delivery: all lines go with one deliverer (facts §2.5 ship local). */
export const merchantLocalShipRequest = z.object({
  order_id: idInput,
  deliverer: textInput(20).min(1),
  deliverer_mobile: z
    .string()
    .trim()
    .regex(/^\+?[0-9-]{5,20}$/),
});

/** Confirms a pickup at the store: the 12-character code the member shows (facts §2.5 take delivery). */
export const merchantPickupRequest = z.object({
  delivery_code: z
    .string()
    .trim()
    .toUpperCase()
    .regex(/^[A-Z0-9]{12}$/),
});

export const merchantOrderIdRequest = z.object({ order_id: idInput });
export const merchantEmptyRequest = z.object({});

export interface ExpressCompany {
  company_id: number;
  company_name: string;
}

export interface MerchantOrderLine {
  order_goods_id: number;
  sku_id: number;
  sku_name: string;
  sku_image: string;
  price: string;
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
  member_id: number;
  goods_num: number;
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

// ---- the merchant console: dashboard, order detail, staff accounts -------------------------------------

/** The dashboard: what waits for the shop, and today's takings (orders paid since local midnight). */
export interface MerchantDashboard {
  wait_send: number;
  wait_pickup: number;
  /** After-sales requests waiting for the shop (0 until after-sales exists). */
  refund_waiting: number;
  today_order_count: number;
  today_sales: string;
}

export interface MerchantOrderLog {
  action_way: string;
  module: string;
  from_status: number;
  to_status: number;
  remark: string;
  create_time: number;
}

export interface MerchantOrderPackage {
  package_id: number;
  package_name: string;
  express_company_name: string;
  delivery_no: string;
  /** 1 express (needs logistics), 0 local delivery. */
  delivery_type: number;
  create_time: number;
  goods_list: { sku_id: number; num: number; sku_name: string; sku_image: string }[];
}

export interface MerchantOrderDetail extends MerchantOrder {
  buyer_message: string;
  goods_money: string;
  delivery_money: string;
  coupon_money: string;
  invoice_money: string;
  is_lock: number;
  is_invoice: number;
  invoice_type: number;
  invoice_title_type: number;
  invoice_title: string;
  taxpayer_number: string;
  invoice_content: string;
  invoice_full_address: string;
  invoice_email: string;
  delivery_store_name: string;
  sign_time: number;
  finish_time: number;
  close_time: number;
  packages: MerchantOrderPackage[];
  log: MerchantOrderLog[];
}

/** Roles an owner may give the accounts it adds. */
export const STAFF_ROLES = ['shop_staff', 'shop_agent'] as const;

export const staffListRequest = pagingSchema.extend({});

/** A new account of the shop: a login name of its own, a password of 8+ with letters and digits. */
export const staffAddRequest = z.object({
  username: z
    .string()
    .trim()
    .regex(/^[A-Za-z][A-Za-z0-9_]{2,29}$/, '3–30 letters, digits or _, starting with a letter'),
  password: z
    .string()
    .min(8)
    .max(64)
    .regex(/[A-Za-z]/, 'needs a letter')
    .regex(/\d/, 'needs a digit'),
  role: z.enum(STAFF_ROLES),
});

/** Disable (0) or enable (1) an account the owner added; disabling ends its sessions at once. */
export const staffStatusRequest = z.object({
  account_id: idInput,
  status: z.union([z.literal(0), z.literal(1)]),
});

export interface StaffAccount {
  account_id: number;
  username: string;
  role: string;
  status: number;
  create_time: number;
}
