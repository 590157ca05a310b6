import { review } from '@mall/contracts';
import type { FastifyInstance } from 'fastify';
import type { AppDeps } from '../../app-deps.ts';
import { callRegistrar } from '../../platform/call.ts';
import { reviewCounts, reviewPage } from './review.service.ts';

export function reviewRoutes(app: FastifyInstance, deps: AppDeps): void {
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
}
