import { and, desc, eq, ne, sql, type SQL } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { goodsEvaluate } from '../../db/schema/index.ts';

export interface ReviewFilter {
  goodsId: number;
  explainType?: number;
  hasImage?: boolean;
}

function conditions(f: ReviewFilter): SQL[] {
  const c = [eq(goodsEvaluate.goodsId, f.goodsId), eq(goodsEvaluate.isShow, 1)];
  if (f.explainType) c.push(eq(goodsEvaluate.explainType, f.explainType));
  if (f.hasImage) c.push(ne(goodsEvaluate.images, ''));
  return c;
}

export function selectReviews(db: Db, f: ReviewFilter, page: { limit: number; offset: number }) {
  return db
    .select()
    .from(goodsEvaluate)
    .where(and(...conditions(f)))
    .orderBy(desc(goodsEvaluate.createTime), desc(goodsEvaluate.evaluateId))
    .limit(page.limit)
    .offset(page.offset);
}
export type ReviewRow = Awaited<ReturnType<typeof selectReviews>>[number];

export async function countReviews(db: Db, f: ReviewFilter): Promise<number> {
  const [row] = await db
    .select({ n: sql<number>`count(*)::int` })
    .from(goodsEvaluate)
    .where(and(...conditions(f)));
  return row?.n ?? 0;
}

/** Shown reviews of a goods per explain_type, with how many of them carry pictures: one grouped query. */
export function selectReviewCounts(db: Db, goodsId: number) {
  return db
    .select({
      explainType: goodsEvaluate.explainType,
      n: sql<number>`count(*)::int`,
      withImage: sql<number>`(count(*) filter (where ${goodsEvaluate.images} <> ''))::int`,
    })
    .from(goodsEvaluate)
    .where(and(eq(goodsEvaluate.goodsId, goodsId), eq(goodsEvaluate.isShow, 1)))
    .groupBy(goodsEvaluate.explainType);
}
