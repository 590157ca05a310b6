import { merchantGoods } from '@mall/contracts';
import type { FastifyInstance } from 'fastify';
import type { AppDeps } from '../../../app-deps.ts';
import { callRegistrar } from '../../../platform/call.ts';
import { registerMessages } from '../../../platform/i18n/messages.ts';
import type { ReadCache } from '../../../platform/read-cache.ts';
import { pickerGoods } from '../goods-picker.service.ts';
import { addGoods, editGoods } from './goods-save.service.ts';
import { goodsUploadRoutes } from './goods-upload.routes.ts';
import { MERCHANT_GOODS_MESSAGES } from './merchant-goods.messages.ts';
import {
  deleteGoods,
  editGoodsStock,
  goodsDetailOf,
  goodsFormOptions,
  listShopGoods,
  setGoodsState,
} from './merchant-goods.service.ts';

/**
 * The merchant console's goods calls: the session's shop's goods only (another shop's goods id reads as not
 * found). Every write clears the read caches the storefront's goods pages, lists and floors are served from,
 * so a change shows at once in this process (and within the cache's ttl in others).
 */
export function merchantGoodsRoutes(app: FastifyInstance, deps: AppDeps, goodsCache: ReadCache): void {
  registerMessages('merchantGoods', MERCHANT_GOODS_MESSAGES);
  const { db } = deps;
  const call = callRegistrar(app, deps);
  const changed = <T>(result: T): T => {
    goodsCache.clear();
    deps.cache.clear();
    return result;
  };
  call({
    path: '/merchant/api/goods/lists',
    input: merchantGoods.goodsListRequest,
    auth: 'merchant',
    handler: (input, ctx) => listShopGoods(db, ctx.siteId, ctx.lang, input),
  });
  call({
    path: '/merchant/api/goods/detail',
    input: merchantGoods.goodsIdRequest,
    auth: 'merchant',
    handler: (input, ctx) => goodsDetailOf(db, ctx.siteId, input.goods_id),
  });
  call({
    path: '/merchant/api/goods/skupicker',
    input: merchantGoods.skuPickerRequest,
    auth: 'merchant',
    handler: (input, ctx) => pickerGoods(db, ctx.siteId, input),
  });
  call({
    path: '/merchant/api/goods/options',
    input: merchantGoods.emptyRequest,
    auth: 'merchant',
    handler: (_input, ctx) => goodsFormOptions(db, ctx.siteId, ctx.lang),
  });
  call({
    path: '/merchant/api/goods/add',
    input: merchantGoods.goodsSaveRequest,
    auth: 'merchant',
    read: false,
    handler: async (input, ctx) => changed(await addGoods(db, ctx, input)),
  });
  call({
    path: '/merchant/api/goods/edit',
    input: merchantGoods.goodsEditRequest,
    auth: 'merchant',
    read: false,
    handler: async (input, ctx) => changed(await editGoods(db, ctx, input)),
  });
  call({
    path: '/merchant/api/goods/state',
    input: merchantGoods.goodsStateRequest,
    auth: 'merchant',
    read: false,
    handler: async (input, ctx) => changed(await setGoodsState(db, ctx, input)),
  });
  call({
    path: '/merchant/api/goods/delete',
    input: merchantGoods.goodsIdRequest,
    auth: 'merchant',
    read: false,
    handler: async (input, ctx) => changed(await deleteGoods(db, ctx, input.goods_id)),
  });
  call({
    path: '/merchant/api/goods/stock',
    input: merchantGoods.goodsStockRequest,
    auth: 'merchant',
    read: false,
    handler: async (input, ctx) => changed(await editGoodsStock(db, ctx, input)),
  });
  goodsUploadRoutes(app, deps);
}
