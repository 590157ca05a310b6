import { centsToMoney, review } from '@mall/contracts';
import type { Db } from '../../db/client.ts';
import { AppError } from '../../platform/errors.ts';
import * as catalog from '../catalog/index.ts';
import * as orders from '../order/index.ts';
import * as shops from '../shop/index.ts';
import * as repo from './review-write.repository.ts';
import { checkPictures, checkText } from './review-rules.ts';

/*
 * Writing reviews (facts §2.7): once per order after receipt, one review per line that was not refunded, the
 * shop scored with it; a follow-up later. The order's flags, the reviews, the goods counters and the shop's
 * scores change in one transaction; the order's guarded flag update decides a race of two submissions.
 */

const nowSeconds = () => Math.floor(Date.now() / 1000);

async function ownOrder(db: Db, memberId: number, orderId: number) {
  const o = await orders.selectEvaluateOrder(db, memberId, orderId);
  if (!o) throw new AppError('NOT_FOUND', 'REVIEW_ORDER_NOT_FOUND');
  if (!orders.REVIEWABLE_STATUSES.includes(o.orderStatus)) throw new AppError('FAIL', 'REVIEW_NOT_RECEIVED');
  return o;
}

/** /api/order/evluateinfo: the lines to review (status 0) or to follow up (status 1). */
export async function evaluateInfo(db: Db, memberId: number, orderId: number): Promise<review.EvaluateInfo> {
  const o = await ownOrder(db, memberId, orderId);
  if (o.evaluateStatus === 2) throw new AppError('FAIL', 'REVIEW_AGAIN_DONE');
  if (o.isEvaluate !== 1) throw new AppError('FAIL', 'REVIEW_NOT_RECEIVED');
  const [lines, reviews] = await Promise.all([
    orders.evaluateLines(db, o.orderId),
    repo.selectOrderReviews(db, memberId, o.orderId),
  ]);
  const byLine = new Map(reviews.map((r) => [r.orderGoodsId, r]));
  const shown = lines.filter((l) => (o.evaluateStatus === 0 ? !l.refunded : byLine.has(l.orderGoodsId)));
  return {
    order_id: o.orderId,
    order_no: o.orderNo,
    site_name: o.siteName,
    evaluate_status: o.evaluateStatus,
    list: shown.map((l) => {
      const r = byLine.get(l.orderGoodsId);
      return {
        order_goods_id: l.orderGoodsId,
        order_id: o.orderId,
        order_no: o.orderNo,
        site_id: o.siteId,
        site_name: o.siteName,
        goods_id: l.goodsId,
        sku_id: l.skuId,
        sku_name: l.skuName,
        sku_image: l.skuImage,
        price: centsToMoney(l.price),
        num: l.num,
        evaluate: r
          ? { scores: r.scores, content: r.content, images: r.images, create_time: r.createTime }
          : null,
      };
    }),
  };
}

/** Every line of the submission must be one of `allowed`, each once; a refunded line is named as such. */
function matchLines<T extends { order_goods_id: number }>(
  input: T[],
  allowed: Map<number, orders.EvaluateLine>,
  refunded: Set<number>,
): void {
  const seen = new Set<number>();
  for (const l of input) {
    if (refunded.has(l.order_goods_id)) throw new AppError('FAIL', 'REVIEW_LINE_REFUNDED');
    if (!allowed.has(l.order_goods_id) || seen.has(l.order_goods_id)) {
      throw new AppError('PARAMETER_ERROR', 'REVIEW_LINES');
    }
    seen.add(l.order_goods_id);
  }
}

/** /api/goodsevaluate/add: reviews every line not refunded, and scores the shop. */
export async function addReview(db: Db, memberId: number, input: review.EvaluateAddInput): Promise<boolean> {
  const o = await ownOrder(db, memberId, input.order_id);
  if (o.evaluateStatus !== 0 || o.isEvaluate !== 1) throw new AppError('FAIL', 'REVIEW_DONE');
  const lines = await orders.evaluateLines(db, o.orderId);
  const open = new Map(lines.filter((l) => !l.refunded).map((l) => [l.orderGoodsId, l]));
  const refunded = new Set(lines.filter((l) => l.refunded).map((l) => l.orderGoodsId));
  if (open.size === 0) throw new AppError('FAIL', 'REVIEW_LINE_REFUNDED');
  matchLines(input.goods_evaluate, open, refunded);
  if (input.goods_evaluate.length !== open.size) throw new AppError('PARAMETER_ERROR', 'REVIEW_LINES');
  const entries = input.goods_evaluate.map((e) => ({
    ...e,
    content: checkText(e.content),
    images: checkPictures(e.images, memberId),
  }));
  const who = await repo.selectReviewer(db, memberId);
  const now = nowSeconds();
  const rows: repo.NewEvaluate[] = entries.map((e) => {
    const line = open.get(e.order_goods_id)!;
    return {
      orderId: o.orderId,
      orderGoodsId: line.orderGoodsId,
      goodsId: line.goodsId,
      skuId: line.skuId,
      skuName: line.skuName,
      skuImage: line.skuImage,
      siteId: o.siteId,
      memberId,
      memberName: (who?.nickname || who?.username || '').slice(0, 60),
      memberHeadimg: who?.headimg ?? '',
      isAnonymous: input.is_anonymous,
      scores: e.scores,
      explainType: review.explainTypeOf(e.scores),
      content: e.content,
      images: e.images,
      createTime: now,
    };
  });
  await db.transaction(async (tx) => {
    if (!(await orders.markEvaluated(tx, o, memberId, 'first', now))) {
      throw new AppError('FAIL', 'REVIEW_DONE');
    }
    await repo.insertReviews(tx, rows);
    // Goods rows are taken in one order (by id) so two reviews sharing goods never wait on each other in a ring.
    for (const r of [...rows].sort((a, b) => a.goodsId - b.goodsId)) {
      const withPictures = r.images !== '';
      const c = { goodsId: r.goodsId, explainType: r.explainType!, withPictures, followedUp: false };
      await catalog.countReview(tx, { ...c, delta: 1 });
    }
    await shops.lockShopCredits(tx, o.siteId);
    await repo.insertShopEvaluate(tx, {
      orderId: o.orderId,
      siteId: o.siteId,
      memberId,
      descCredit: input.shop_desccredit,
      serviceCredit: input.shop_servicecredit,
      deliveryCredit: input.shop_deliverycredit,
      createTime: now,
    });
    const avg = await repo.selectShopAverages(tx, o.siteId);
    if (avg) await shops.setShopCredits(tx, o.siteId, avg);
  });
  return true;
}

/** /api/goodsevaluate/again: one follow-up per order, on lines the member reviewed. */
export async function addFollowUp(
  db: Db,
  memberId: number,
  input: review.EvaluateAgainInput,
): Promise<boolean> {
  const o = await ownOrder(db, memberId, input.order_id);
  if (o.evaluateStatus === 0) throw new AppError('FAIL', 'REVIEW_AGAIN_NOT_YET');
  if (o.evaluateStatus !== 1) throw new AppError('FAIL', 'REVIEW_AGAIN_DONE');
  const [lines, reviews] = await Promise.all([
    orders.evaluateLines(db, o.orderId),
    repo.selectOrderReviews(db, memberId, o.orderId),
  ]);
  const reviewed = new Set(reviews.map((r) => r.orderGoodsId));
  const open = new Map(lines.filter((l) => reviewed.has(l.orderGoodsId)).map((l) => [l.orderGoodsId, l]));
  matchLines(input.goods_evaluate, open, new Set());
  const entries = input.goods_evaluate.map((e) => ({
    id: e.order_goods_id,
    content: checkText(e.again_content),
    images: checkPictures(e.again_images, memberId),
  }));
  const now = nowSeconds();
  await db.transaction(async (tx) => {
    if (!(await orders.markEvaluated(tx, o, memberId, 'again', now))) {
      throw new AppError('FAIL', 'REVIEW_AGAIN_DONE');
    }
    for (const e of entries.sort((a, b) => open.get(a.id)!.goodsId - open.get(b.id)!.goodsId)) {
      const changed = await repo.updateFollowUp(tx, { memberId, orderGoodsId: e.id, ...e, now });
      for (const c of changed) if (c.isShow === 1) await catalog.countFollowUp(tx, c.goodsId);
    }
  });
  return true;
}
