import { groupbuy } from '@mall/contracts';
import type { FastifyInstance } from 'fastify';
import type { AppDeps } from '../../app-deps.ts';
import { callRegistrar } from '../../platform/call.ts';
import { registerMessages } from '../../platform/i18n/messages.ts';
import { onPromotionOrderPaid } from '../order/index.ts';
import { countGroupbuyPaid } from './groupbuy-checkout.ts';
import {
  addShopGroupbuy,
  closeShopGroupbuy,
  editShopGroupbuy,
  listShopGroupbuys,
} from './groupbuy-console.service.ts';
import { GROUPBUY_MESSAGES } from './groupbuy.messages.ts';
import { groupbuyDetail, groupbuyPage, requirePlugin } from './groupbuy.service.ts';

/** The storefront's group buy calls (facts §5.2) and the merchant console's (list, add, edit, close). */
export function groupbuyRoutes(app: FastifyInstance, deps: AppDeps): void {
  registerMessages('groupbuy', GROUPBUY_MESSAGES);
  onPromotionOrderPaid('groupbuy', countGroupbuyPaid);
  const { db } = deps;
  const enabled = () => requirePlugin(deps.config.addons.groupbuy === 1);
  const call = callRegistrar(app, deps);
  call({
    path: '/groupbuy/api/goods/page',
    input: groupbuy.groupbuyPageRequest,
    handler: (input, ctx) => (enabled(), groupbuyPage(db, input, ctx.websiteId)),
  });
  call({
    path: '/groupbuy/api/goods/detail',
    input: groupbuy.groupbuyIdRequest,
    handler: (input, ctx) => (enabled(), groupbuyDetail(db, input.groupbuy_id, ctx.websiteId)),
  });
  call({
    path: '/merchant/api/groupbuy/lists',
    input: groupbuy.groupbuyListRequest,
    auth: 'merchant',
    handler: (input, ctx) => listShopGroupbuys(db, ctx.siteId, input),
  });
  call({
    path: '/merchant/api/groupbuy/add',
    input: groupbuy.groupbuyAddRequest,
    auth: 'merchant',
    read: false,
    handler: (input, ctx) => addShopGroupbuy(db, ctx, input),
  });
  call({
    path: '/merchant/api/groupbuy/edit',
    input: groupbuy.groupbuyEditRequest,
    auth: 'merchant',
    read: false,
    handler: (input, ctx) => editShopGroupbuy(db, ctx, input),
  });
  call({
    path: '/merchant/api/groupbuy/close',
    input: groupbuy.groupbuyIdRequest,
    auth: 'merchant',
    read: false,
    handler: (input, ctx) => closeShopGroupbuy(db, ctx, input.groupbuy_id),
  });
}
