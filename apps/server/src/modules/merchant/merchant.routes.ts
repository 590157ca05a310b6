import { merchant } from '@mall/contracts';
import type { FastifyInstance } from 'fastify';
import type { AppDeps } from '../../app-deps.ts';
import { callRegistrar } from '../../platform/call.ts';
import { expressCompanies, listShopOrders } from './merchant-orders.ts';
import { merchantLogin, requireMerchant } from './merchant-session.ts';
import { confirmPickup, shipExpress, shipLocal } from './merchant-shipping.ts';

/**
 * The merchant API (issue 5 item 9): its own login and sessions, apart from members'. Every call but login
 * carries the merchant token in `token` and works on that merchant's shop only.
 */
export function merchantRoutes(app: FastifyInstance, deps: AppDeps): void {
  const { db } = deps;
  const call = callRegistrar(app, deps);
  call({
    path: '/merchant/api/login',
    input: merchant.merchantLoginRequest,
    read: false,
    handler: (input, ctx) => merchantLogin(db, input.username, input.password, ctx.ip),
  });
  call({
    path: '/merchant/api/express/companies',
    input: merchant.merchantEmptyRequest,
    handler: async (_input, ctx) => {
      await requireMerchant(db, ctx.token);
      return expressCompanies(db);
    },
  });
  call({
    path: '/merchant/api/order/lists',
    input: merchant.merchantOrderListRequest,
    handler: async (input, ctx) => listShopOrders(db, (await requireMerchant(db, ctx.token)).siteId, input),
  });
  call({
    path: '/merchant/api/order/delivery',
    input: merchant.merchantExpressShipRequest,
    read: false,
    handler: async (input, ctx) => shipExpress(db, await requireMerchant(db, ctx.token), input, ctx.lang),
  });
  call({
    path: '/merchant/api/order/localdelivery',
    input: merchant.merchantLocalShipRequest,
    read: false,
    handler: async (input, ctx) => shipLocal(db, await requireMerchant(db, ctx.token), input, ctx.lang),
  });
  call({
    path: '/merchant/api/order/pickup',
    input: merchant.merchantPickupRequest,
    read: false,
    handler: async (input, ctx) =>
      confirmPickup(db, await requireMerchant(db, ctx.token), input.delivery_code),
  });
}
