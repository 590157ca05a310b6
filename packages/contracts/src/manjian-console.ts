import { z } from './zod.ts';
import { flagInput, idInput, INT4_MAX, intInput, textInput } from './input.ts';
import { moneyInput } from './merchant-shop.ts';
import { pagedSchema, pagingSchema } from './paging.ts';
import { manjianRuleSchema } from './promotion.ts';
import { translationsInput } from './translations.ts';
import { optionalInput } from './wire.ts';

/*
 * The merchant console's spend-more-save-more offers (list, save, close). Kept apart from promotion.ts, which the
 * storefront loads: these schemas are the console's and the server's only.
 */

/** The most steps one offer may have, and the most goods it may list. */
export const MANJIAN_MAX_STEPS = 5;
export const MANJIAN_MAX_GOODS = 200;
const UNIX_MAX = 4_102_444_800;

/** One step as the merchant writes it: the threshold (money for type 0, pieces for type 1) and what it gives. */
export const manjianStepInput = z.object({
  limit: z.union([z.string(), z.number()]),
  discount_money: moneyInput(1_000_000),
  free_shipping: flagInput.default(0),
  point: intInput(0, 1_000_000).default(0),
  /** A shop coupon type given on payment, 0 for none. */
  coupon: intInput(0, INT4_MAX).default(0),
});

export const manjianSaveRequest = z
  .object({
    /** Present when editing an offer; absent when adding one. */
    manjian_id: optionalInput(idInput),
    manjian_name: textInput(100).min(1),
    type: intInput(0, 1),
    manjian_type: intInput(1, 3),
    goods_ids: z.array(idInput).max(MANJIAN_MAX_GOODS).default([]),
    rule_json: z.array(manjianStepInput).min(1).max(MANJIAN_MAX_STEPS),
    start_time: intInput(1, UNIX_MAX),
    end_time: intInput(1, UNIX_MAX),
    remark: z.string().max(255).default(''),
    i18n: translationsInput({ manjian_name: z.string().max(100) }),
  })
  .refine((v) => v.end_time > v.start_time, {
    message: 'end_time must be after start_time',
    path: ['end_time'],
  });
export type ManjianSaveInput = z.infer<typeof manjianSaveRequest>;

export const manjianListRequest = pagingSchema;
export const manjianIdRequest = z.object({ manjian_id: idInput });

/** An offer as its shop sees it in the console: the stored row, steps with their coupon, and its state now. */
export const manjianRowSchema = z.object({
  manjian_id: z.number(),
  manjian_name: z.string(),
  type: z.number(),
  manjian_type: z.number(),
  goods_ids: z.array(z.number()),
  rule_json: z.array(manjianRuleSchema.extend({ coupon: z.number() })),
  start_time: z.number(),
  end_time: z.number(),
  remark: z.string(),
  /** 0 not started, 1 running, 2 ended, -1 closed by the shop. */
  status: z.number(),
  i18n: z.record(z.string(), z.record(z.string(), z.string())),
});
export type ManjianRow = z.infer<typeof manjianRowSchema>;
/** A listed offer also names its goods, so editing it shows their names whatever a goods search lists. */
export const manjianListRowSchema = manjianRowSchema.extend({
  goods: z.array(z.object({ goods_id: z.number(), goods_name: z.string() })),
});
export type ManjianListRow = z.infer<typeof manjianListRowSchema>;
export const manjianPageSchema = pagedSchema(manjianListRowSchema);
