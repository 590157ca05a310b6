import { z } from './zod.ts';
import { bySite, IDEMPOTENCY_KEY_RE, shopDeliverySchema, shopInvoiceSchema } from './checkout.ts';
import { flagInput, idInput, intInput, textInput } from './input.ts';
import { moneyInput } from './merchant-shop.ts';
import { pagingSchema } from './paging.ts';
import { optionalInput } from './wire.ts';

/*
 * Flash sales (seckill, original-system-facts §5.1): the operator's daily slots, a shop's flash sale of one
 * goods with its SKUs' own price, stock and per-member daily limit, the storefront's zone and detail, and the
 * seckill checkout variant. Money on the wire is a 2-decimal string; times are unix seconds, slot times seconds
 * since local midnight.
 */

export const SECONDS_PER_DAY = 86_400;
/** 0 not started, 1 running, 2 ended, -1 closed by the shop. */
export const SECKILL_STATUSES = [0, 1, 2, -1] as const;

export interface SeckillSlot {
  id: number;
  name: string;
  seckill_start_time: number;
  seckill_end_time: number;
  seckill_start_time_show: string;
  seckill_end_time_show: string;
}

export interface SlotList {
  list: SeckillSlot[];
  day_seconds: number;
}

/** /seckill/api/seckillgoods/page: the running flash sales of a slot. */
export const goodsPageRequest = pagingSchema.extend({
  seckill_id: idInput,
  site_id: optionalInput(intInput(0, 2_147_483_647)),
});

export interface SeckillGoodsCard {
  id: number;
  site_id: number;
  seckill_name: string;
  status: number;
  start_time: number;
  end_time: number;
  goods_id: number;
  goods_name: string;
  goods_image: string;
  seckill_price: string;
  price: string;
  goods_stock: number;
  sale_num: number;
  /** floor(seckill_price / price × 100) */
  discount_rate: number;
}

export const detailRequest = z.object({ seckill_id: idInput });

export interface SeckillSku {
  sku_id: number;
  sku_name: string;
  sku_image: string;
  price: string;
  seckill_price: string;
  stock: number;
  sale_num: number;
  max_buy: number;
  /** What the member already holds of it today (0 for a visitor). */
  purchased_num: number;
}

export interface SeckillDetail {
  seckill_id: number;
  seckill_name: string;
  status: number;
  remark: string;
  start_time: number;
  end_time: number;
  site_id: number;
  site_name: string;
  goods_id: number;
  goods_name: string;
  goods_image: string;
  sku_list: SeckillSku[];
  /** The slot running now (seconds since local midnight), 0 when none; next_start_time the next one today. */
  seckill_start_time: number;
  seckill_end_time: number;
  next_start_time: number;
  /** Seconds since local midnight when the answer was made (the page counts down from it). */
  day_seconds: number;
  slots: SeckillSlot[];
}

/** The seckill checkout (calculate and create): one SKU of a flash sale, no coupons (facts §5.1). */
export const checkoutRequest = z.object({
  seckill_id: idInput,
  sku_id: idInput,
  num: intInput(1, 1000),
  address_id: idInput.optional(),
  delivery: bySite(shopDeliverySchema).optional(),
  buyer_message: bySite(
    z
      .string()
      .trim()
      .max(200)
      .refine((s) => !/[<>\p{Cc}]/u.test(s), { message: 'must not contain < > or control characters' }),
  ).optional(),
  invoice: bySite(shopInvoiceSchema).optional(),
  is_balance: flagInput.optional(),
  pay_password: z.string().max(32).optional(),
  idempotency_key: z.string().regex(IDEMPOTENCY_KEY_RE, '8–64 letters, digits, - or _').optional(),
});
export type CheckoutRequest = z.infer<typeof checkoutRequest>;

// ---- consoles ------------------------------------------------------------------------------------------

/** "HH:MM" or "HH:MM:SS" (24:00 allowed as the end of the day) into seconds since midnight. */
const dayTime = z.union([z.string(), z.number()]).transform((v, ctx) => {
  if (typeof v === 'number') {
    if (Number.isInteger(v) && v >= 0 && v <= SECONDS_PER_DAY) return v;
  } else {
    const m = /^(\d{2}):(\d{2})(?::(\d{2}))?$/.exec(v.trim());
    const s = m ? Number(m[1]) * 3600 + Number(m[2]) * 60 + Number(m[3] ?? 0) : -1;
    if (m && Number(m[2]) < 60 && Number(m[3] ?? 0) < 60 && s >= 0 && s <= SECONDS_PER_DAY) return s;
  }
  ctx.addIssue({ code: 'custom', message: 'must be a time of day like 10:00' });
  return z.NEVER;
});

export const slotSaveRequest = z
  .object({
    id: idInput.optional(),
    name: textInput(50).min(1),
    seckill_start_time: dayTime,
    seckill_end_time: dayTime,
  })
  .refine((s) => s.seckill_start_time < s.seckill_end_time, {
    path: ['seckill_end_time'],
    message: 'must be after the start',
  });
export type SlotSaveInput = z.infer<typeof slotSaveRequest>;

export const merchantListRequest = pagingSchema.extend({
  status: optionalInput(intInput(-1, 2)),
});

export const seckillIdRequest = z.object({ id: idInput });

const UNIX_MAX = 4_102_444_800;

export const seckillSkuInput = z.object({
  sku_id: idInput,
  seckill_price: moneyInput(1_000_000),
  stock: intInput(0, 1_000_000),
  /** Per member per day; 0 = no limit. */
  max_buy: intInput(0, 10_000).default(0),
});

export const seckillSaveRequest = z
  .object({
    id: idInput.optional(),
    seckill_name: textInput(60).min(1),
    remark: textInput(255).default(''),
    goods_id: idInput,
    seckill_time_ids: z.array(idInput).min(1).max(50),
    start_time: intInput(1, UNIX_MAX),
    end_time: intInput(1, UNIX_MAX),
    sku_list: z.array(seckillSkuInput).min(1).max(100),
  })
  .superRefine((v, ctx) => {
    if (v.end_time <= v.start_time)
      ctx.addIssue({ code: 'custom', path: ['end_time'], message: 'must be after the start' });
    if (new Set(v.sku_list.map((s) => s.sku_id)).size !== v.sku_list.length)
      ctx.addIssue({ code: 'custom', path: ['sku_list'], message: 'a SKU may appear once' });
    for (const [i, s] of v.sku_list.entries()) {
      if (s.seckill_price <= 0)
        ctx.addIssue({
          code: 'custom',
          path: ['sku_list', i, 'seckill_price'],
          message: 'must be more than 0',
        });
    }
  });
export type SeckillSaveInput = z.infer<typeof seckillSaveRequest>;

export interface MerchantSeckillSku {
  sku_id: number;
  sku_name: string;
  sku_image: string;
  price: string;
  seckill_price: string;
  stock: number;
  sale_num: number;
  max_buy: number;
}

export interface MerchantSeckill {
  id: number;
  seckill_name: string;
  status: number;
  remark: string;
  start_time: number;
  end_time: number;
  goods_id: number;
  goods_name: string;
  goods_image: string;
  seckill_price: string;
  seckill_time_ids: number[];
  sku_list: MerchantSeckillSku[];
  create_time: number;
}

/** True when the shop may still change it (before it starts). */
export const seckillEditable = (s: { status: number }) => s.status === 0;

export const ofGoodsRequest = z.object({ goods_id: idInput });
export interface GoodsSale {
  seckill_id: number;
  seckill_price: string;
  status: number;
  start_time: number;
}

/** Calls that take nothing but the fields every call carries. */
export const emptyRequest = z.object({});
