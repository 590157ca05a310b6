import { seckill } from '@mall/contracts';
import type { FastifyInstance } from 'fastify';
import type { AppDeps } from '../../app-deps.ts';
import { assertSeckillPlugin, createSeckillGate } from '../../modules/seckill/index.ts';
import { callRegistrar } from '../../platform/call.ts';
import { calculateSeckillCheckout } from './checkout-seckill.ts';
import { createSeckillCheckout } from './checkout-seckill-create.ts';

/** The seckill checkout variant (facts §5.1), login forced; its Redis gate lives as long as the app. */
export function seckillCheckoutRoutes(app: FastifyInstance, deps: AppDeps): void {
  const { db, config } = deps;
  const gate = createSeckillGate(config.redisUrl, config.redisPrefix);
  app.addHook('onClose', () => gate.close());
  const call = callRegistrar(app, deps);
  call({
    path: '/seckill/api/ordercreate/calculate',
    input: seckill.checkoutRequest,
    auth: 'member',
    read: false,
    handler: async (input, ctx) => {
      assertSeckillPlugin(config);
      return calculateSeckillCheckout(db, ctx.memberId, input, ctx);
    },
  });
  call({
    path: '/seckill/api/ordercreate/create',
    input: seckill.checkoutRequest,
    auth: 'member',
    read: false,
    handler: async (input, ctx) => {
      assertSeckillPlugin(config);
      const meta = { ip: ctx.ip, limits: deps.limits, websiteId: ctx.websiteId };
      return createSeckillCheckout(db, gate, ctx.memberId, input, meta);
    },
  });
}
