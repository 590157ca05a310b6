import { z } from './zod.ts';
import { idInput, jsonTextInput, textInput } from './input.ts';
import { cartIdListSchema, cartNumSchema } from './cart.ts';

/** Delivery types a shop may offer at checkout (original-system-facts §2.2). */
export const DELIVERY_TYPES = ['express', 'store', 'local'] as const;
export type DeliveryType = (typeof DELIVERY_TYPES)[number];
export const BUYER_MESSAGE_MAX = 200;
export const IDEMPOTENCY_KEY_RE = /^[A-Za-z0-9_-]{8,64}$/;

// Markup in a message the merchant reads is refused rather than escaped later by every reader.
const plain = (max: number) =>
  z
    .string()
    .trim()
    .max(max)
    .refine((s) => !/[<>\p{Cc}]/u.test(s), { message: 'must not contain < > or control characters' });

const flag = z.union([z.number(), z.enum(['0', '1']).transform(Number)]).pipe(z.number().int().min(0).max(1));

/** The original posts these per-shop maps as JSON text ('' for none); an object is accepted too. */
const jsonText = <T extends z.ZodType>(inner: T) => jsonTextInput(inner, { maxLength: 20_000, emptyAs: {} });

const siteKey = z.string().regex(/^\d{1,10}$/, 'keys are site ids');
export const bySite = <T extends z.ZodType>(value: T) =>
  jsonText(z.record(siteKey, value).refine((r) => Object.keys(r).length <= 50, 'at most 50 shops'));

export const shopDeliverySchema = z.object({
  delivery_type: z.enum(DELIVERY_TYPES),
  store_id: idInput.optional(),
  /** Local delivery: "HH:MM" of the wished time. */
  buyer_ask_delivery_time: z
    .string()
    .regex(/^([01]\d|2[0-3]):[0-5]\d$/, 'HH:MM')
    .or(z.literal(''))
    .optional(),
});

export const shopInvoiceSchema = z.object({
  is_invoice: flag,
  /** 1 paper, 2 electronic */
  invoice_type: z.union([z.literal(1), z.literal(2)]).optional(),
  /** 1 individual, 2 enterprise */
  invoice_title_type: z.union([z.literal(1), z.literal(2)]).optional(),
  invoice_title: plain(100).optional(),
  taxpayer_number: z
    .string()
    .trim()
    .regex(/^[0-9A-Za-z]{0,30}$/, 'letters and digits')
    .optional(),
  invoice_content: plain(60).optional(),
  invoice_full_address: plain(255).optional(),
  invoice_email: textInput(100).optional(),
});

export type ShopDelivery = z.infer<typeof shopDeliverySchema>;
export type ShopInvoice = z.infer<typeof shopInvoiceSchema>;

const couponId = z.union([z.literal(0), z.literal('0').transform(() => 0), idInput]);

/** simpleCalculate / simpleCreate (facts §6 ordercreate): cart_ids, or sku_id + num for "buy now". */
export const checkoutRequest = z
  .object({
    cart_ids: cartIdListSchema.optional(),
    sku_id: idInput.optional(),
    num: cartNumSchema.optional(),
    /** The member's address; the default address when left out. */
    address_id: idInput.optional(),
    delivery: bySite(shopDeliverySchema).optional(),
    coupon: bySite(z.object({ coupon_id: couponId })).optional(),
    buyer_message: bySite(plain(BUYER_MESSAGE_MAX)).optional(),
    invoice: bySite(shopInvoiceSchema).optional(),
    /** 0 = none; left out = the best usable one. */
    platform_coupon_id: couponId.optional(),
    is_balance: flag.optional(),
    pay_password: z.string().max(32).optional(),
    idempotency_key: z.string().regex(IDEMPOTENCY_KEY_RE, '8–64 letters, digits, - or _').optional(),
  })
  .refine((v) => (v.cart_ids === undefined) !== (v.sku_id === undefined), {
    message: 'give either cart_ids or sku_id',
  })
  .refine((v) => v.sku_id === undefined || v.num !== undefined, { message: 'num is required with sku_id' });
export type CheckoutRequest = z.infer<typeof checkoutRequest>;

export interface CheckoutGoodsLine {
  cart_id: number;
  sku_id: number;
  goods_id: number;
  sku_name: string;
  sku_image: string;
  num: number;
  /** The unit price charged (member or discount price); original_price is the list price, struck through. */
  price: string;
  original_price: string;
  goods_money: string;
  real_goods_money: string;
  /** The line's share of the shop's manjian discount. */
  promotion_money: string;
  coupon_money: string;
  platform_coupon_money: string;
}

/** The manjian (spend-more-save-more) step a shop's lines reached, as checkout and the order show it. */
export interface ManjianRuleApplied {
  manjian_id: number;
  manjian_name: string;
  /** 0 spend an amount, 1 buy a number of items. */
  type: number;
  manjian_type: number;
  /** The step reached: money "199.00" for type 0, a count for type 1. */
  limit: string;
  /** What the step takes off this order. */
  discount_money: string;
  free_shipping: 0 | 1;
  /** Points given when the order is paid. */
  point: number;
  /** A shop coupon type given when the order is paid (0 none). */
  coupon: number;
  /** The lines the discount went on to. */
  sku_ids: number[];
}

export interface CheckoutStore {
  store_id: number;
  store_name: string;
  telphone: string;
  open_date: string;
  full_address: string;
}

export interface CheckoutShop {
  site_id: number;
  site_name: string;
  goods_list: CheckoutGoodsLine[];
  goods_num: number;
  goods_money: string;
  /** Delivery types this shop offers: express, store (with its stores), local (with its hours). */
  express_type: {
    name: DeliveryType;
    store_list?: CheckoutStore[];
    time_start?: string;
    time_end?: string;
  }[];
  delivery: { delivery_type: DeliveryType | ''; store_id: number; buyer_ask_delivery_time: string };
  delivery_money: string;
  promotion_money: string;
  manjian_rule_list: ManjianRuleApplied[];
  coupon_id: number;
  coupon_money: string;
  coupon_list: { coupon_id: number; coupon_name: string; money: string; end_time: number }[];
  platform_coupon_money: string;
  invoice: {
    is_invoice: number;
    invoice_rate: number;
    invoice_content_array: string[];
    invoice_delivery_money: string;
  };
  invoice_money: string;
  invoice_delivery_money: string;
  order_money: string;
  balance_money: string;
  pay_money: string;
  buyer_message: string;
}

export interface CheckoutResult {
  member_address: Record<string, unknown> | null;
  member_account: { balance: string; balance_money: string; is_pay_password: number };
  shop_goods_list: Record<string, CheckoutShop>;
  goods_num: number;
  goods_money: string;
  delivery_money: string;
  promotion_money: string;
  coupon_money: string;
  platform_coupon_id: number;
  platform_coupon_money: string;
  platform_coupon_list: {
    platformcoupon_id: number;
    platformcoupon_name: string;
    money: string;
    end_time: number;
  }[];
  invoice_money: string;
  invoice_delivery_money: string;
  order_money: string;
  is_balance: number;
  balance_money: string;
  pay_money: string;
  /** Obstacles that would stop simpleCreate (spec §5/§8 texts), in the request's language; empty when none. */
  error_list: { site_id: number; message: string }[];
}

/** simpleCreate answers the checkout's payment number (out_trade_no), as the original's create does. */
export const checkoutCreateSchema = z.string();
