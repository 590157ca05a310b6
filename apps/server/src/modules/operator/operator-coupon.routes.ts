import { operator } from '@mall/contracts';
import type { FastifyInstance } from 'fastify';
import type { AppDeps } from '../../app-deps.ts';
import { callRegistrar } from '../../platform/call.ts';
import * as coupon from '../coupon/index.ts';

/** The operator's platform coupon types (the coupon module owns the rows). */
export function operatorCouponRoutes(app: FastifyInstance, deps: AppDeps): void {
  const { db } = deps;
  const call = callRegistrar(app, deps);
  call({
    path: '/operator/api/platformcoupon/lists',
    input: operator.platformCouponListRequest,
    auth: 'operator',
    handler: (input) => coupon.listPlatformCouponTypes(db, input),
  });
  call({
    path: '/operator/api/platformcoupon/add',
    input: operator.platformCouponAddRequest,
    auth: 'operator',
    read: false,
    handler: (input, ctx) => coupon.addPlatformCouponType(db, ctx, input),
  });
  call({
    path: '/operator/api/platformcoupon/stop',
    input: operator.platformCouponIdRequest,
    auth: 'operator',
    read: false,
    handler: (input, ctx) => coupon.stopPlatformCouponType(db, ctx, input.platformcoupon_type_id),
  });
}
