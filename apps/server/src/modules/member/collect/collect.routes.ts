import { memberFollow } from '@mall/contracts';
import type { FastifyInstance } from 'fastify';
import type { AppDeps } from '../../../app-deps.ts';
import { callRegistrar } from '../../../platform/call.ts';
import { registerMessages } from '../../../platform/i18n/messages.ts';
import { addCollect, collectPage, isCollected, removeCollect } from './collect.service.ts';
import { FOLLOW_MESSAGES } from './collect.messages.ts';

/** Goods follows: /api/goodscollect/* (login forced except iscollect, which answers 0 to guests). */
export function collectRoutes(app: FastifyInstance, deps: AppDeps): void {
  registerMessages('follow', FOLLOW_MESSAGES);
  const { db } = deps;
  const call = callRegistrar(app, deps);
  call({
    path: '/api/goodscollect/add',
    input: memberFollow.collectAddRequest,
    auth: 'member',
    read: false,
    handler: (input, ctx) => addCollect(db, ctx.memberId, input.sku_id),
  });
  call({
    path: '/api/goodscollect/delete',
    input: memberFollow.collectGoodsRequest,
    auth: 'member',
    read: false,
    handler: (input, ctx) => removeCollect(db, ctx.memberId, input.goods_id),
  });
  call({
    path: '/api/goodscollect/iscollect',
    input: memberFollow.collectGoodsRequest,
    auth: 'optional',
    handler: (input, ctx) => isCollected(db, input.goods_id, ctx.memberId),
  });
  call({
    path: '/api/goodscollect/page',
    input: memberFollow.collectPageRequest,
    auth: 'member',
    handler: (input, ctx) => collectPage(db, ctx.memberId, input.page, input.page_size),
  });
}
