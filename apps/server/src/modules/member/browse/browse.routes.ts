import { memberFollow } from '@mall/contracts';
import type { FastifyInstance } from 'fastify';
import type { AppDeps } from '../../../app-deps.ts';
import { callRegistrar } from '../../../platform/call.ts';
import { addFootprint, footprintPage, removeFootprints } from './browse.service.ts';

/** Footprints: /api/goodsbrowse/* (login forced; the storefront records a view only with a token). */
export function browseRoutes(app: FastifyInstance, deps: AppDeps): void {
  const { db } = deps;
  const call = callRegistrar(app, deps);
  call({
    path: '/api/goodsbrowse/add',
    input: memberFollow.browseAddRequest,
    auth: 'member',
    read: false,
    handler: (input, ctx) => addFootprint(db, ctx.memberId, input.goods_id, input.sku_id),
  });
  call({
    path: '/api/goodsbrowse/page',
    input: memberFollow.browsePageRequest,
    auth: 'member',
    handler: (input, ctx) => footprintPage(db, ctx.memberId, input.page, input.page_size),
  });
  call({
    path: '/api/goodsbrowse/delete',
    input: memberFollow.browseDeleteRequest,
    auth: 'member',
    read: false,
    handler: (input, ctx) => removeFootprints(db, ctx.memberId, input.id),
  });
}
