import { coupon } from '@mall/contracts';
import type { FastifyInstance } from 'fastify';
import type { AppDeps } from '../../app-deps.ts';
import { callRegistrar } from '../../platform/call.ts';
import { registerMessages } from '../../platform/i18n/messages.ts';
import { AppError } from '../../platform/errors.ts';
import { countMemberPlatformCoupons, countMemberShopCoupons } from './coupon.repository.ts';
import { receivePlatformCoupon, receiveShopCoupon } from './coupon-receive.ts';
import * as service from './coupon.service.ts';
import { COUPON_MESSAGES } from './coupon.messages.ts';

/** Shop coupons (`coupon` plugin) and platform coupons (`platformcoupon` plugin), facts §4.4. */
export function couponRoutes(app: FastifyInstance, deps: AppDeps): void {
  registerMessages('coupon', COUPON_MESSAGES);
  const { db, config } = deps;
  const call = callRegistrar(app, deps);
  const shopOn = config.addons.coupon === 1;
  const platformOn = config.addons.platformcoupon === 1;
  // A plugin switched off answers every one of its calls with the spec's message (spec §8 "Plugins").
  const need = (on: boolean) => {
    if (!on) throw new AppError('ERROR', 'COUPON_ADDON_MISSING');
  };
  const ifShop = <T>(work: () => T): T => {
    need(shopOn);
    return work();
  };
  const ifPlatform = <T>(work: () => T): T => {
    need(platformOn);
    return work();
  };
  const now = service.nowSeconds;

  call({
    path: '/coupon/api/coupon/typelists',
    input: coupon.typeListsRequest,
    auth: 'optional',
    handler: (q, ctx) => ifShop(() => service.shopTypeLists(db, q.site_id, q.goods_id, ctx.memberId)),
  });
  call({
    path: '/coupon/api/coupon/typepagelists',
    input: coupon.typePageRequest,
    auth: 'optional',
    handler: (q, ctx) => ifShop(() => service.shopTypePage(db, q, ctx.memberId)),
  });
  call({
    path: '/coupon/api/coupon/receive',
    input: coupon.receiveRequest,
    auth: 'member',
    read: false,
    handler: (q, ctx) => ifShop(() => receiveShopCoupon(db, ctx.memberId, q.coupon_type_id, now())),
  });
  call({
    path: '/coupon/api/coupon/memberpage',
    input: coupon.memberPageRequest,
    auth: 'member',
    handler: (q, ctx) => ifShop(() => service.memberShopCoupons(db, ctx.memberId, q)),
  });
  call({
    path: '/coupon/api/coupon/num',
    input: coupon.numRequest,
    auth: 'member',
    handler: (q, ctx) => ifShop(() => countMemberShopCoupons(db, ctx.memberId, q.state, now())),
  });

  call({
    path: '/platformcoupon/api/platformcoupon/typepagelists',
    input: coupon.platformTypePageRequest,
    auth: 'optional',
    handler: (q, ctx) => ifPlatform(() => service.platformTypePage(db, q, ctx.lang, ctx.memberId)),
  });
  call({
    path: '/platformcoupon/api/platformcoupon/receive',
    input: coupon.platformReceiveRequest,
    auth: 'member',
    read: false,
    handler: (q, ctx) =>
      ifPlatform(() => receivePlatformCoupon(db, ctx.memberId, q.platformcoupon_type_id, now())),
  });
  call({
    path: '/platformcoupon/api/platformcoupon/memberpage',
    input: coupon.memberPageRequest,
    auth: 'member',
    handler: (q, ctx) => ifPlatform(() => service.memberPlatformCoupons(db, ctx.memberId, q, ctx.lang)),
  });
  call({
    path: '/platformcoupon/api/platformcoupon/num',
    input: coupon.numRequest,
    auth: 'member',
    handler: (q, ctx) => ifPlatform(() => countMemberPlatformCoupons(db, ctx.memberId, q.state, now())),
  });

  /** Shop plus platform coupons in one state; a plugin that is off counts nothing, both off is refused. */
  call({
    path: '/api/member/couponnum',
    input: coupon.numRequest,
    auth: 'member',
    handler: async (q, ctx) => {
      need(shopOn || platformOn);
      const [shop, platform] = await Promise.all([
        shopOn ? countMemberShopCoupons(db, ctx.memberId, q.state, now()) : 0,
        platformOn ? countMemberPlatformCoupons(db, ctx.memberId, q.state, now()) : 0,
      ]);
      return shop + platform;
    },
  });
}
