import { merchant, merchantShop } from '@mall/contracts';
import type { FastifyInstance } from 'fastify';
import type { AppDeps } from '../../app-deps.ts';
import { callRegistrar } from '../../platform/call.ts';
import { deliverySetting, editShop, saveDeliverySetting, shopSettings } from './shop-console.service.ts';
import { shopPictureRoutes } from './shop-picture.routes.ts';
import { listStores, removeStore, saveStore, setStoreStatus } from './store-console.service.ts';

/**
 * The merchant console's shop calls: the shop's profile and pictures, its delivery settings and its pickup
 * stores. The shop is the session's (`ctx.siteId`); the role table lets owner and staff make them.
 */
export function shopConsoleRoutes(app: FastifyInstance, deps: AppDeps): void {
  const { db, cache } = deps;
  const call = callRegistrar(app, deps);
  call({
    path: '/merchant/api/shop/info',
    input: merchant.merchantEmptyRequest,
    auth: 'merchant',
    handler: (_input, ctx) => shopSettings(db, ctx.siteId),
  });
  call({
    path: '/merchant/api/shop/edit',
    input: merchantShop.shopEditRequest,
    auth: 'merchant',
    read: false,
    handler: (input, ctx) => editShop(db, cache, ctx, input),
  });
  shopPictureRoutes(app, deps);
  call({
    path: '/merchant/api/delivery/setting',
    input: merchant.merchantEmptyRequest,
    auth: 'merchant',
    handler: (_input, ctx) => deliverySetting(db, ctx.siteId),
  });
  call({
    path: '/merchant/api/delivery/setting/edit',
    input: merchantShop.deliverySettingRequest,
    auth: 'merchant',
    read: false,
    handler: (input, ctx) => saveDeliverySetting(db, ctx, input),
  });
  storeCalls(app, deps);
}

function storeCalls(app: FastifyInstance, deps: AppDeps): void {
  const { db } = deps;
  const call = callRegistrar(app, deps);
  call({
    path: '/merchant/api/store/lists',
    input: merchantShop.storeListRequest,
    auth: 'merchant',
    handler: (input, ctx) => listStores(db, ctx.siteId, input),
  });
  call({
    path: '/merchant/api/store/save',
    input: merchantShop.storeSaveRequest,
    auth: 'merchant',
    read: false,
    handler: (input, ctx) => saveStore(db, ctx, input),
  });
  call({
    path: '/merchant/api/store/status',
    input: merchantShop.storeStatusRequest,
    auth: 'merchant',
    read: false,
    handler: (input, ctx) => setStoreStatus(db, ctx, input),
  });
  call({
    path: '/merchant/api/store/delete',
    input: merchantShop.storeIdRequest,
    auth: 'merchant',
    read: false,
    handler: (input, ctx) => removeStore(db, ctx, input.store_id),
  });
}
