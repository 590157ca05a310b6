import { z } from './zod.ts';
import { idInput } from './input.ts';

/**
 * /manjian/api/manjian/info: the threshold offer (满减送) running now that applies to a goods (goods_id) or to
 * a shop's whole range (site_id). Answers null when there is none; with the 'manjian' addon off it answers
 * an error with the 'plugin not installed' message.
 */
export const manjianInfoRequest = z
  .object({ goods_id: idInput.optional(), site_id: idInput.optional() })
  .refine((v) => v.goods_id !== undefined || v.site_id !== undefined, 'goods_id or site_id is required');

export const MANJIAN_TYPES = { money: 0, count: 1 } as const;

/** One step: at `limit` (money "0.00" for type 0, a count for type 1) take off discount_money, and more. */
export const manjianRuleSchema = z.object({
  limit: z.string(),
  discount_money: z.string(),
  free_shipping: z.union([z.literal(0), z.literal(1)]),
  point: z.number(),
});
export const manjianInfoSchema = z
  .object({
    manjian_id: z.number(),
    site_id: z.number(),
    manjian_name: z.string(),
    /** 0 spend an amount, 1 buy a number of items. */
    type: z.number(),
    /** 1 all goods of the shop, 2 only listed goods, 3 all but listed goods. */
    manjian_type: z.number(),
    rule_json: z.array(manjianRuleSchema),
    start_time: z.number(),
    end_time: z.number(),
    remark: z.string(),
  })
  .nullable();
export type ManjianInfo = z.infer<typeof manjianInfoSchema>;
