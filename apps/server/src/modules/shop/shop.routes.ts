import { site } from '@mall/contracts';
import type { FastifyInstance } from 'fastify';
import type { AppDeps } from '../../app-deps.ts';
import { callRegistrar } from '../../platform/call.ts';
import { hotShops, shopServices } from './shop.service.ts';

export function shopRoutes(app: FastifyInstance, deps: AppDeps): void {
  const { db } = deps;
  const call = callRegistrar(app, deps);
  call({ path: '/api/shop/hot', input: site.hotShopRequest, handler: (input) => hotShops(db, input.limit) });
  call({
    path: '/api/shopservice/lists',
    input: site.emptyRequest,
    handler: (_, ctx) => shopServices(db, ctx.lang),
  });
}
