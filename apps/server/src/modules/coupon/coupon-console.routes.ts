import { merchantShop } from '@mall/contracts';
import type { FastifyInstance } from 'fastify';
import type { AppDeps } from '../../app-deps.ts';
import { callRegistrar } from '../../platform/call.ts';
import { addShopCouponType, listShopCouponTypes, stopShopCouponType } from './coupon-console.service.ts';

/** The merchant console's coupon types of the session's shop (list, create, stop). */
export function couponConsoleRoutes(app: FastifyInstance, deps: AppDeps): void {
  const { db } = deps;
  const call = callRegistrar(app, deps);
  call({
    path: '/merchant/api/coupon/lists',
    input: merchantShop.couponListRequest,
    auth: 'merchant',
    handler: (input, ctx) => listShopCouponTypes(db, ctx.siteId, input),
  });
  call({
    path: '/merchant/api/coupon/add',
    input: merchantShop.couponAddRequest,
    auth: 'merchant',
    read: false,
    handler: (input, ctx) => addShopCouponType(db, ctx, input),
  });
  call({
    path: '/merchant/api/coupon/stop',
    input: merchantShop.couponTypeIdRequest,
    auth: 'merchant',
    read: false,
    handler: (input, ctx) => stopShopCouponType(db, ctx, input.coupon_type_id),
  });
}
