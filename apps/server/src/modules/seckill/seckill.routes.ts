import { seckill } from '@mall/contracts';
import type { FastifyInstance } from 'fastify';
import type { AppDeps } from '../../app-deps.ts';
import { callRegistrar } from '../../platform/call.ts';
import { registerMessages } from '../../platform/i18n/messages.ts';
import { onPromotionOrderClosed } from '../order/index.ts';
import { onPromotionLineRefunded } from '../refund/index.ts';
import { giveBackSeckill, refundSeckillLine } from './seckill-buy.ts';
import * as consoleService from './seckill-console.service.ts';
import { SECKILL_MESSAGES } from './seckill.messages.ts';
import {
  assertSeckillPlugin,
  listSlots,
  saleOfGoods,
  seckillDetail,
  slotGoodsPage,
} from './seckill.service.ts';

/** The storefront's flash-sale calls (facts §5.1) and the consoles' (merchant sales, operator slots). */
export function seckillRoutes(app: FastifyInstance, deps: AppDeps): void {
  registerMessages('seckill', SECKILL_MESSAGES);
  onPromotionOrderClosed('seckill', giveBackSeckill);
  onPromotionLineRefunded('seckill', refundSeckillLine);
  const { db, config } = deps;
  const call = callRegistrar(app, deps);
  const plugin = () => assertSeckillPlugin(config);
  call({
    path: '/seckill/api/seckill/lists',
    input: seckill.emptyRequest,
    handler: async (_input, ctx) => (plugin(), listSlots(db, ctx.lang, ctx.websiteId)),
  });
  call({
    path: '/seckill/api/seckillgoods/page',
    input: seckill.goodsPageRequest,
    handler: async (input, ctx) => (plugin(), slotGoodsPage(db, input, ctx.websiteId)),
  });
  call({
    path: '/seckill/api/seckillgoods/detail',
    input: seckill.detailRequest,
    auth: 'optional',
    handler: async (input, ctx) => {
      plugin();
      return seckillDetail(db, input.seckill_id, { memberId: ctx.memberId, websiteId: ctx.websiteId });
    },
  });
  call({
    path: '/seckill/api/seckillgoods/ofgoods',
    input: seckill.ofGoodsRequest,
    // The goods detail asks for every goods: with the plugin off it simply has no sale to show.
    handler: async (input) => (config.addons.seckill === 1 ? saleOfGoods(db, input.goods_id) : null),
  });
  call({
    path: '/merchant/api/seckill/lists',
    input: seckill.merchantListRequest,
    auth: 'merchant',
    handler: (input, ctx) => consoleService.listShopSeckills(db, ctx.siteId, input),
  });
  call({
    path: '/merchant/api/seckill/detail',
    input: seckill.seckillIdRequest,
    auth: 'merchant',
    handler: (input, ctx) => consoleService.shopSeckillDetail(db, ctx.siteId, input.id),
  });
  call({
    path: '/merchant/api/seckill/save',
    input: seckill.seckillSaveRequest,
    auth: 'merchant',
    read: false,
    handler: (input, ctx) => consoleService.saveShopSeckill(db, ctx, input),
  });
  call({
    path: '/merchant/api/seckill/close',
    input: seckill.seckillIdRequest,
    auth: 'merchant',
    read: false,
    handler: (input, ctx) => consoleService.closeSeckill(db, ctx, input.id),
  });
  call({
    path: '/merchant/api/seckill/slots',
    input: seckill.emptyRequest,
    auth: 'merchant',
    handler: () => consoleService.listSlotsForConsole(db),
  });
  call({
    path: '/operator/api/seckill/slot/lists',
    input: seckill.emptyRequest,
    auth: 'operator',
    handler: () => consoleService.listSlotsForConsole(db),
  });
  call({
    path: '/operator/api/seckill/slot/save',
    input: seckill.slotSaveRequest,
    auth: 'operator',
    read: false,
    handler: (input, ctx) => consoleService.saveSlot(db, ctx, input),
  });
}
