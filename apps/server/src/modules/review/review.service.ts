import { toPaged, type catalog, type Paged, type review } from '@mall/contracts';
import type { z } from 'zod';
import type { Db } from '../../db/client.ts';
import { countReviews, selectReviewCounts, selectReviews, type ReviewRow } from './review.repository.ts';

type Evaluate = review.Evaluate;

/** "alice" → "a***e": an anonymous reviewer is shown, never named. */
export function maskName(name: string): string {
  const chars = Array.from(name);
  if (chars.length <= 1) return '***';
  return `${chars[0]}***${chars.length > 2 ? chars.at(-1) : ''}`;
}

export function toEvaluate(r: ReviewRow): Evaluate {
  const anonymous = r.isAnonymous === 1;
  return {
    evaluate_id: r.evaluateId,
    goods_id: r.goodsId,
    sku_id: r.skuId,
    sku_name: r.skuName,
    sku_image: r.skuImage,
    site_id: r.siteId,
    member_name: anonymous ? maskName(r.memberName) : r.memberName,
    member_headimg: anonymous ? '' : r.memberHeadimg,
    is_anonymous: r.isAnonymous,
    scores: r.scores,
    explain_type: r.explainType,
    content: r.content,
    images: r.images,
    explain_first: r.explainFirst,
    again_content: r.againContent,
    again_images: r.againImages,
    again_explain: r.againExplain,
    again_time: r.againTime,
    create_time: r.createTime,
  };
}

export async function reviewPage(
  db: Db,
  input: z.infer<typeof review.evaluatePageRequest>,
): Promise<Paged<Evaluate>> {
  const filter = {
    goodsId: input.goods_id,
    explainType: input.explain_type,
    hasImage: input.has_image === 1,
  };
  const limit = input.page_size;
  const [rows, count] = await Promise.all([
    selectReviews(db, filter, { limit, offset: (input.page - 1) * limit }),
    countReviews(db, filter),
  ]);
  return toPaged(rows.map(toEvaluate), count, limit);
}

/** Counts for the review tabs; an unknown goods simply has none. */
export async function reviewCounts(db: Db, goodsId: number): Promise<catalog.EvaluateCount> {
  const rows = await selectReviewCounts(db, goodsId);
  const of = (type: number) => rows.find((r) => r.explainType === type)?.n ?? 0;
  return {
    total: rows.reduce((t, r) => t + r.n, 0),
    good: of(1),
    medium: of(2),
    bad: of(3),
    with_image: rows.reduce((t, r) => t + r.withImage, 0),
  };
}
