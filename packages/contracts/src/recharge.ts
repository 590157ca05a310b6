import { z } from './zod.ts';
import { idInput, intInput, textInput } from './input.ts';
import { pagingSchema } from './paging.ts';
import { moneyInput } from './merchant-shop.ts';
import { translationsInput, type Translations } from './translations.ts';

/* Top-up packages and orders (original-system-facts §4.3, issue 16 item 3). Money on the wire as "0.00". */

export const RECHARGE_ORDER_STATUS = { unpaid: 1, paid: 2 } as const;

export const packagePageRequest = pagingSchema;
export const packageInfoRequest = z.object({ recharge_id: idInput });
export const orderCreateRequest = z.object({ recharge_id: idInput });
export const orderPageRequest = pagingSchema;

export interface RechargePackage {
  recharge_id: number;
  recharge_name: string;
  cover_img: string;
  face_value: string;
  buy_price: string;
  point: number;
  growth: number;
  coupon_id: string;
  sale_num: number;
  status: number;
  /** The operator's translations (console lists only; the storefront gets the name in its language). */
  i18n?: Translations;
}

export interface RechargeOrder {
  order_id: number;
  order_no: string;
  out_trade_no: string;
  recharge_id: number;
  recharge_name: string;
  cover_img: string;
  face_value: string;
  buy_price: string;
  price: string;
  point: number;
  growth: number;
  status: number;
  pay_type: string;
  create_time: number;
  pay_time: number;
}

/** The operator's package form: face value and price as money, up to 1,000,000. */
export const packageSaveRequest = z.object({
  recharge_id: idInput.optional(),
  recharge_name: textInput(60).min(1),
  cover_img: z
    .string()
    .trim()
    .max(255)
    .regex(/^(upload\/[\w./-]+\.(?:jpg|png|webp))?$/, 'must be an uploaded picture')
    .refine((p) => !p.includes('..'), 'must be an uploaded picture')
    .default(''),
  face_value: moneyInput(1_000_000).refine((c) => c > 0, 'must be above zero'),
  buy_price: moneyInput(1_000_000).refine((c) => c > 0, 'must be above zero'),
  point: intInput(0, 1_000_000).default(0),
  growth: intInput(0, 1_000_000).default(0),
  coupon_id: z
    .string()
    .trim()
    .max(200)
    .regex(/^(\d{1,9}(,\d{1,9})*)?$/, 'must be a comma list of coupon type ids')
    .default(''),
  status: intInput(1, 2).default(1),
  i18n: translationsInput({ recharge_name: textInput(60) }),
});
export const packageStatusRequest = z.object({ recharge_id: idInput, status: intInput(1, 2) });
export const consolePageRequest = pagingSchema;
