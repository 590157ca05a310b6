import { checkout } from '@mall/contracts';
import type { FastifyInstance } from 'fastify';
import type { AppDeps } from '../../app-deps.ts';
import { callRegistrar } from '../../platform/call.ts';
import { registerMessages } from '../../platform/i18n/messages.ts';
import { calculateCheckout } from './checkout-calculate.ts';
import { createCheckout } from './checkout-create.ts';
import { CHECKOUT_MESSAGES } from './checkout.messages.ts';
import { seckillCheckoutRoutes } from './checkout-seckill.routes.ts';

/** Order creation (spec §7 "Cart and order creation"): login forced, everything recomputed by the server. */
export function checkoutRoutes(app: FastifyInstance, deps: AppDeps): void {
  registerMessages('checkout', CHECKOUT_MESSAGES);
  // Checkouts read the shops' terms through the read cache (checkout-shop-terms.ts).
  const src = { db: deps.db, cache: deps.cache };
  const call = callRegistrar(app, deps);
  call({
    path: '/api/ordercreate/simpleCalculate',
    input: checkout.checkoutRequest,
    auth: 'member',
    read: false,
    handler: (input, ctx) => calculateCheckout(src, ctx.memberId, input, ctx.lang),
  });
  call({
    path: '/api/ordercreate/simpleCreate',
    input: checkout.checkoutRequest,
    auth: 'member',
    read: false,
    handler: (input, ctx) => createCheckout(src, ctx.memberId, input, { ip: ctx.ip, limits: deps.limits }),
  });
  // Promotion variants, each in its own files.
  seckillCheckoutRoutes(app, deps);
}
