import { toPaged, type Paged, type review } from '@mall/contracts';
import type { z } from 'zod';
import type { Db } from '../../db/client.ts';
import type { ConsoleContext, ShopContext } from '../../platform/context.ts';
import { AppError } from '../../platform/errors.ts';
import * as catalog from '../catalog/index.ts';
import * as shops from '../shop/index.ts';
import { selectConsoleReviews } from './review-console.repository.ts';
import * as repo from './review-write.repository.ts';
import { maskName, toEvaluate } from './review.service.ts';

/*
 * The consoles' side of reviews: the shop lists its reviews and replies once to each review and once to each
 * follow-up; the operator lists every shop's reviews and hides or shows one (a hidden review leaves the goods
 * page and its counters). The shop comes from the session only; the audit log records each write.
 */

type ListInput = z.infer<typeof review.consoleEvaluateListRequest>;

async function list(db: Db, input: ListInput, siteId?: number): Promise<Paged<review.ConsoleEvaluate>> {
  const { rows, count } = await selectConsoleReviews(db, {
    siteId,
    explainType: input.explain_type,
    unreplied: input.unreplied === 1,
    page: input.page,
    pageSize: input.page_size,
  });
  const list = rows.map(({ r, orderNo, siteName }) => ({
    ...toEvaluate(r),
    // An anonymous reviewer stays anonymous to the shop they judged (as on the goods page); the operator, who
    // moderates, sees who wrote it.
    member_name: siteId !== undefined && r.isAnonymous === 1 ? maskName(r.memberName) : r.memberName,
    order_no: orderNo ?? '',
    is_show: r.isShow,
    site_name: siteName ?? '',
  }));
  return toPaged(list, count, input.page_size);
}

export const shopReviews = (db: Db, ctx: ShopContext, input: ListInput) => list(db, input, ctx.siteId);
export const allReviews = (db: Db, input: ListInput) => list(db, input);

/** The shop's reply (explain_first) or its reply to the follow-up (again_explain), each once. */
export async function replyToReview(
  db: Db,
  ctx: ShopContext,
  input: z.infer<typeof review.evaluateReplyRequest>,
): Promise<boolean> {
  return db.transaction(async (tx) => {
    const r = await repo.selectReviewForUpdate(tx, input.evaluate_id, ctx.siteId);
    if (!r) throw new AppError('NOT_FOUND', 'REVIEW_NOT_FOUND');
    if (input.kind === 'again' && !r.againContent) throw new AppError('FAIL', 'REVIEW_NO_FOLLOW_UP');
    const done = await repo.updateReply(tx, r.evaluateId, input.kind, input.content);
    if (!done) throw new AppError('FAIL', 'REVIEW_REPLIED');
    const column = input.kind === 'first' ? 'explain_first' : 'again_explain';
    await ctx.audit(tx, {
      target: 'goods_evaluate',
      targetId: r.evaluateId,
      before: { [column]: '' },
      after: { [column]: input.content },
    });
    return true;
  });
}

/** The operator hides a review from the storefront or shows it again; the goods counters and shop scores follow. */
export async function setReviewShown(
  db: Db,
  ctx: ConsoleContext,
  input: z.infer<typeof review.evaluateShowRequest>,
): Promise<boolean> {
  return db.transaction(async (tx) => {
    const r = await repo.selectReviewForUpdate(tx, input.evaluate_id);
    if (!r) throw new AppError('NOT_FOUND', 'REVIEW_NOT_FOUND');
    // Showing a shown review (or hiding a hidden one) changes nothing, counters included.
    if (!(await repo.updateShow(tx, r.evaluateId, input.is_show))) return false;
    await catalog.countReview(tx, {
      goodsId: r.goodsId,
      explainType: r.explainType,
      withPictures: r.images !== '',
      followedUp: r.againContent !== '',
      delta: input.is_show === 1 ? 1 : -1,
    });
    // The shop's scores count an order only while one of its reviews is shown: recompute under the shop's lock.
    await shops.lockShopCredits(tx, r.siteId);
    const avg = await repo.selectShopAverages(tx, r.siteId);
    if (avg) await shops.setShopCredits(tx, r.siteId, avg);
    await ctx.audit(tx, {
      target: 'goods_evaluate',
      targetId: r.evaluateId,
      before: { is_show: r.isShow },
      after: { is_show: input.is_show },
    });
    return true;
  });
}
