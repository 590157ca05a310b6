import { review } from '@mall/contracts';
import type { FastifyInstance } from 'fastify';
import type { AppDeps } from '../../app-deps.ts';
import { callRegistrar } from '../../platform/call.ts';
import { registerMessages } from '../../platform/i18n/messages.ts';
import { allReviews, replyToReview, setReviewShown, shopReviews } from './review-console.service.ts';
import { reviewPictureRoute } from './review-picture.routes.ts';
import { addFollowUp, addReview, evaluateInfo } from './review-write.service.ts';
import { REVIEW_MESSAGES } from './review.messages.ts';
import { reviewCounts, reviewPage } from './review.service.ts';

export function reviewRoutes(app: FastifyInstance, deps: AppDeps): void {
  registerMessages('review', REVIEW_MESSAGES);
  const { db } = deps;
  const call = callRegistrar(app, deps);
  call({
    path: '/api/goodsevaluate/page',
    input: review.evaluatePageRequest,
    handler: (input) => reviewPage(db, input),
  });
  call({
    path: '/api/goodsevaluate/count',
    input: review.evaluateCountRequest,
    handler: (input) => reviewCounts(db, input.goods_id),
  });
  // The member reviews a received order (facts §2.7; the path keeps the original's spelling).
  call({
    path: '/api/order/evluateinfo',
    input: review.evaluateInfoRequest,
    auth: 'member',
    handler: (input, ctx) => evaluateInfo(db, ctx.memberId, input.order_id),
  });
  call({
    path: '/api/goodsevaluate/add',
    input: review.evaluateAddRequest,
    auth: 'member',
    read: false,
    handler: (input, ctx) => addReview(db, ctx.memberId, input),
  });
  call({
    path: '/api/goodsevaluate/again',
    input: review.evaluateAgainRequest,
    auth: 'member',
    read: false,
    handler: (input, ctx) => addFollowUp(db, ctx.memberId, input),
  });
  reviewPictureRoute(app, deps);
  // The shop reads and answers its reviews; the operator hides one.
  call({
    path: '/merchant/api/goodsevaluate/lists',
    input: review.consoleEvaluateListRequest,
    auth: 'merchant',
    handler: (input, ctx) => shopReviews(db, ctx, input),
  });
  call({
    path: '/merchant/api/goodsevaluate/reply',
    input: review.evaluateReplyRequest,
    auth: 'merchant',
    read: false,
    handler: (input, ctx) => replyToReview(db, ctx, input),
  });
  call({
    path: '/operator/api/goodsevaluate/lists',
    input: review.consoleEvaluateListRequest,
    auth: 'operator',
    handler: (input) => allReviews(db, input),
  });
  call({
    path: '/operator/api/goodsevaluate/show',
    input: review.evaluateShowRequest,
    auth: 'operator',
    read: false,
    handler: (input, ctx) => setReviewShown(db, ctx, input),
  });
}
