import { manjianConsole, promotion } from '@mall/contracts';
import type { FastifyInstance } from 'fastify';
import type { AppDeps } from '../../app-deps.ts';
import { callRegistrar } from '../../platform/call.ts';
import { registerMessages } from '../../platform/i18n/messages.ts';
import { closeShopManjian, listShopManjian, saveShopManjian } from './manjian-console.service.ts';
import { manjianInfo } from './promotion.service.ts';
import { PROMOTION_MESSAGES } from './promotion.messages.ts';

/** The storefront's offer call (facts §5.5) and the merchant console's (list, save, close). */
export function promotionRoutes(app: FastifyInstance, deps: AppDeps): void {
  registerMessages('promotion', PROMOTION_MESSAGES);
  const { db } = deps;
  const call = callRegistrar(app, deps);
  call({
    path: '/manjian/api/manjian/info',
    input: promotion.manjianInfoRequest,
    handler: (input, ctx) => manjianInfo(db, deps.config.addons.manjian === 1, input, ctx.lang),
  });
  call({
    path: '/merchant/api/manjian/lists',
    input: manjianConsole.manjianListRequest,
    auth: 'merchant',
    handler: (input, ctx) => listShopManjian(db, ctx.siteId, input),
  });
  call({
    path: '/merchant/api/manjian/save',
    input: manjianConsole.manjianSaveRequest,
    auth: 'merchant',
    read: false,
    handler: (input, ctx) => saveShopManjian(db, ctx, input),
  });
  call({
    path: '/merchant/api/manjian/close',
    input: manjianConsole.manjianIdRequest,
    auth: 'merchant',
    read: false,
    handler: (input, ctx) => closeShopManjian(db, ctx, input.manjian_id),
  });
}
