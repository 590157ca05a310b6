import { z } from './zod.ts';
import { idInput } from './input.ts';
import { flagSchema } from './request.ts';

export const EXPLAIN_TYPES = { good: 1, medium: 2, bad: 3 } as const;

const pageNumber = (max: number, fallback: number) =>
  z
    .union([
      z.number(),
      z
        .string()
        .regex(/^\d{1,6}$/)
        .transform(Number),
    ])
    .pipe(z.number().int().min(1).max(max))
    .default(fallback);

/**
 * /api/goodsevaluate/page: shown reviews of a goods, newest first. explain_type 1 good (4–5 stars),
 * 2 medium (2–3), 3 bad (1); has_image 1 = only reviews with pictures.
 */
export const evaluatePageRequest = z.object({
  goods_id: idInput,
  explain_type: z
    .union([z.number(), z.enum(['1', '2', '3']).transform(Number)])
    .pipe(z.number().int().min(1).max(3))
    .optional(),
  has_image: z.union([z.literal(0), z.literal(1), z.enum(['0', '1']).transform(Number)]).optional(),
  page: pageNumber(100_000, 1),
  page_size: pageNumber(100, 10),
});
export const evaluateCountRequest = z.object({ goods_id: idInput });

/**
 * One review. Anonymous reviews show a masked member_name ("a***e") and the default head image.
 * images / again_images are comma lists of up to 6 pictures; explain_first is the shop's reply,
 * again_* the follow-up review and again_explain the shop's reply to it (empty when none).
 */
export const evaluateSchema = z.object({
  evaluate_id: z.number(),
  goods_id: z.number(),
  sku_id: z.number(),
  sku_name: z.string(),
  sku_image: z.string(),
  site_id: z.number(),
  member_name: z.string(),
  member_headimg: z.string(),
  is_anonymous: flagSchema,
  scores: z.number(),
  explain_type: z.number(),
  content: z.string(),
  images: z.string(),
  explain_first: z.string(),
  again_content: z.string(),
  again_images: z.string(),
  again_explain: z.string(),
  again_time: z.number(),
  create_time: z.number(),
});
export type Evaluate = z.infer<typeof evaluateSchema>;
export const evaluatePageSchema = z.object({
  count: z.number(),
  page_count: z.number(),
  list: z.array(evaluateSchema),
});

/** /api/goodsevaluate/count: counts per filter tab (the same object the goods detail carries). */
export { evaluateCountSchema, type EvaluateCount } from './catalog.ts';
