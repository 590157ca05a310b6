import { groupbuy } from '@mall/contracts';
import type { FastifyInstance } from 'fastify';
import type { AppDeps } from '../../app-deps.ts';
import { requireGroupbuyPlugin } from '../../modules/groupbuy/index.ts';
import { callRegistrar } from '../../platform/call.ts';
import { calculateGroupbuyCheckout, createGroupbuyCheckout } from './checkout-groupbuy.ts';

/** The group buy's own checkout calls (facts §5.2): login forced, the group buy's terms checked by the server. */
export function groupbuyCheckoutRoutes(app: FastifyInstance, deps: AppDeps): void {
  const { db } = deps;
  const enabled = () => requireGroupbuyPlugin(deps.config.addons.groupbuy === 1);
  const call = callRegistrar(app, deps);
  call({
    path: '/groupbuy/api/ordercreate/calculate',
    input: groupbuy.groupbuyCheckoutRequest,
    auth: 'member',
    read: false,
    handler: (input, ctx) => (enabled(), calculateGroupbuyCheckout(db, ctx.memberId, input, ctx)),
  });
  call({
    path: '/groupbuy/api/ordercreate/create',
    input: groupbuy.groupbuyCheckoutRequest,
    auth: 'member',
    read: false,
    handler: (input, ctx) =>
      (enabled(),
      createGroupbuyCheckout(db, ctx.memberId, input, {
        ip: ctx.ip,
        limits: deps.limits,
        websiteId: ctx.websiteId,
      })),
  });
}
