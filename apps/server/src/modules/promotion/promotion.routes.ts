import { promotion } from '@mall/contracts';
import type { FastifyInstance } from 'fastify';
import type { AppDeps } from '../../app-deps.ts';
import { callRegistrar } from '../../platform/call.ts';
import { registerMessages } from '../../platform/i18n/messages.ts';
import { manjianInfo } from './promotion.service.ts';
import { PROMOTION_MESSAGES } from './promotion.messages.ts';

export function promotionRoutes(app: FastifyInstance, deps: AppDeps): void {
  registerMessages('promotion', PROMOTION_MESSAGES);
  const call = callRegistrar(app, deps);
  call({
    path: '/manjian/api/manjian/info',
    input: promotion.manjianInfoRequest,
    handler: (input, ctx) => manjianInfo(deps.db, deps.config.addons.manjian === 1, input, ctx.lang),
  });
}
