import { shop, site } from '@mall/contracts';
import type { FastifyInstance } from 'fastify';
import type { AppDeps } from '../../app-deps.ts';
import { callRegistrar } from '../../platform/call.ts';
import { registerMessages } from '../../platform/i18n/messages.ts';
import { cityWebsiteId } from '../city/index.ts';
import { followedShopPage, followShop, isSubscribed, unfollowShop } from './shop-member.service.ts';
import { hotShops, shopDetail, shopInfo, shopPage, shopServices, shopTerms } from './shop.service.ts';
import { SHOP_MESSAGES } from './shop.messages.ts';

export function shopRoutes(app: FastifyInstance, deps: AppDeps): void {
  registerMessages('shop', SHOP_MESSAGES);
  const { db, config } = deps;
  const call = callRegistrar(app, deps);
  call({ path: '/api/shop/hot', input: site.hotShopRequest, handler: (input) => hotShops(db, input.limit) });
  call({
    path: '/api/shopservice/lists',
    input: site.emptyRequest,
    handler: (_, ctx) => shopServices(db, ctx.lang),
  });
  call({
    path: '/api/shop/info',
    input: shop.shopInfoRequest,
    handler: (input) => shopInfo(db, input.site_id),
  });
  call({
    path: '/api/shop/detail',
    input: shop.shopIdRequest,
    handler: (input, ctx) => shopDetail(db, input.site_id, ctx.lang),
  });
  call({
    path: '/api/shop/getShopTermsAndPolicy',
    input: shop.shopIdRequest,
    handler: (input) => shopTerms(db, input.site_id),
  });
  call({
    path: '/api/shop/page',
    input: shop.shopPageRequest,
    auth: 'optional',
    handler: (input, ctx) =>
      shopPage(
        db,
        {
          keyword: input.keyword || undefined,
          websiteId: cityWebsiteId(config, ctx.websiteId),
          order: input.order,
          sort: input.sort,
          page: input.page,
          pageSize: input.page_size,
        },
        ctx.lang,
        ctx.memberId,
      ),
  });
  shopMemberRoutes(app, deps);
}

/** Following shops: /api/shopmember/* (login forced except the guest-friendly issubscribe). */
function shopMemberRoutes(app: FastifyInstance, deps: AppDeps): void {
  const { db } = deps;
  const call = callRegistrar(app, deps);
  call({
    path: '/api/shopmember/issubscribe',
    input: shop.shopIdRequest,
    auth: 'optional',
    handler: (input, ctx) => isSubscribed(db, input.site_id, ctx.memberId),
  });
  call({
    path: '/api/shopmember/add',
    input: shop.shopIdRequest,
    auth: 'member',
    read: false,
    handler: (input, ctx) => followShop(db, ctx.memberId, input.site_id),
  });
  call({
    path: '/api/shopmember/delete',
    input: shop.shopIdRequest,
    auth: 'member',
    read: false,
    handler: (input, ctx) => unfollowShop(db, ctx.memberId, input.site_id),
  });
  call({
    path: '/api/shopmember/membershoppages',
    input: shop.memberShopPageRequest,
    auth: 'member',
    handler: (input, ctx) => followedShopPage(db, ctx.memberId, input.page, input.page_size),
  });
}
