import { z } from './zod.ts';
import { flagInput, idInput, intInput, jsonTextInput, multilineTextInput, textInput } from './input.ts';
import { pagingSchema } from './paging.ts';
import { flagSchema } from './request.ts';
import { REVIEW_TEXT_MAX } from './review-terms.ts';

// Kept apart so the storefront can read them without this file's schemas (and zod) in its bundle.
export * from './review-terms.ts';

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

// ---- writing reviews (facts §2.7) ---------------------------------------------------------------------------

/*
 * Text is taken longer than the limit here so the service can refuse it with the review's own message; the
 * picture list likewise (a comma list of stored paths, counted and checked by the service).
 */
const reviewText = multilineTextInput(2000);
const pictureList = textInput(4000).default('');
const score = intInput(1, 5);

export const evaluateInfoRequest = z.object({ order_id: idInput });
export const evaluateLineInput = z.object({
  order_goods_id: idInput,
  scores: score,
  content: reviewText,
  images: pictureList,
});
export const evaluateAddRequest = z.object({
  order_id: idInput,
  is_anonymous: flagInput.default(0),
  goods_evaluate: jsonTextInput(z.array(evaluateLineInput).min(1).max(100), { maxLength: 200_000 }),
  shop_desccredit: score.default(5),
  shop_servicecredit: score.default(5),
  shop_deliverycredit: score.default(5),
});
export type EvaluateAddInput = z.infer<typeof evaluateAddRequest>;
export const evaluateAgainLineInput = z.object({
  order_goods_id: idInput,
  again_content: reviewText,
  again_images: pictureList,
});
export const evaluateAgainRequest = z.object({
  order_id: idInput,
  goods_evaluate: jsonTextInput(z.array(evaluateAgainLineInput).min(1).max(100), { maxLength: 200_000 }),
});
export type EvaluateAgainInput = z.infer<typeof evaluateAgainRequest>;

/** /api/order/evluateinfo: the order's reviewable lines (fully refunded ones are left out). */
export const evaluateLineSchema = z.object({
  order_goods_id: z.number(),
  order_id: z.number(),
  order_no: z.string(),
  site_id: z.number(),
  site_name: z.string(),
  goods_id: z.number(),
  sku_id: z.number(),
  sku_name: z.string(),
  sku_image: z.string(),
  price: z.string(),
  num: z.number(),
  /** The line's first review, for the follow-up form (null before it is reviewed). */
  evaluate: z
    .object({ scores: z.number(), content: z.string(), images: z.string(), create_time: z.number() })
    .nullable(),
});
export type EvaluateLine = z.infer<typeof evaluateLineSchema>;
export const evaluateInfoSchema = z.object({
  order_id: z.number(),
  order_no: z.string(),
  site_name: z.string(),
  /** 0 not reviewed yet (the form), 1 reviewed (the follow-up form). */
  evaluate_status: z.number(),
  list: z.array(evaluateLineSchema),
});
export type EvaluateInfo = z.infer<typeof evaluateInfoSchema>;

// ---- the consoles --------------------------------------------------------------------------------------------

export const consoleEvaluateListRequest = pagingSchema.extend({
  explain_type: intInput(0, 3).default(0),
  /** 0 every review, 1 only those without a reply yet. */
  unreplied: flagInput.default(0),
});
/** A review as the shop and the operator see it: the real member name and whether it is shown. */
export const consoleEvaluateSchema = evaluateSchema.extend({
  order_no: z.string(),
  is_show: z.number(),
  site_name: z.string(),
});
export type ConsoleEvaluate = z.infer<typeof consoleEvaluateSchema>;
export const evaluateReplyRequest = z.object({
  evaluate_id: idInput,
  /** first: the reply to the review; again: the reply to the follow-up. */
  kind: z.enum(['first', 'again']),
  content: multilineTextInput(REVIEW_TEXT_MAX).trim().min(1),
});
export const evaluateShowRequest = z.object({ evaluate_id: idInput, is_show: flagInput });
