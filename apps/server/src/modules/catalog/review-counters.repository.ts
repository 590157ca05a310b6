import { eq, sql, type AnyColumn } from 'drizzle-orm';
import { goods } from '../../db/schema/index.ts';
import type { Tx } from '../../platform/jobs/job-runner.ts';

/** How one review changes its goods' counters: +1 when it is written or shown again, -1 when it is hidden. */
export interface ReviewCount {
  goodsId: number;
  explainType: number;
  withPictures: boolean;
  followedUp: boolean;
  delta: 1 | -1;
}

/**
 * Counts a shown review on its goods (facts §2.7 evaluate, evaluate_haoping/zhongping/chaping, evaluate_shaitu,
 * evaluate_zhuiping) in the caller's transaction. Each column moves by itself in SQL and never below zero, so
 * parallel reviews of one goods add up.
 */
export async function countReview(tx: Tx, c: ReviewCount): Promise<void> {
  if (![1, 2, 3].includes(c.explainType)) return;
  const move = (column: AnyColumn, on: boolean) =>
    on ? sql`greatest(${column} + ${c.delta}, 0)` : sql`${column}`;
  await tx
    .update(goods)
    .set({
      evaluate: move(goods.evaluate, true),
      evaluateGood: move(goods.evaluateGood, c.explainType === 1),
      evaluateMedium: move(goods.evaluateMedium, c.explainType === 2),
      evaluateBad: move(goods.evaluateBad, c.explainType === 3),
      evaluatePictures: move(goods.evaluatePictures, c.withPictures),
      evaluateAgain: move(goods.evaluateAgain, c.followedUp),
    })
    .where(eq(goods.goodsId, c.goodsId));
}

/** A follow-up was added to a shown review: counted once, with pictures or not (the first review's count). */
export async function countFollowUp(tx: Tx, goodsId: number): Promise<void> {
  await tx
    .update(goods)
    .set({ evaluateAgain: sql`${goods.evaluateAgain} + 1` })
    .where(eq(goods.goodsId, goodsId));
}
