import { consoleSession, merchantGoods, operator } from '@mall/contracts';
import type { FastifyInstance } from 'fastify';
import type { AppDeps } from '../../app-deps.ts';
import { callRegistrar } from '../../platform/call.ts';
import * as catalog from '../catalog/index.ts';

/** The operator's category tree and brands, and the goods picker of topic events (catalog owns the rows). */
export function operatorCatalogRoutes(app: FastifyInstance, deps: AppDeps): void {
  const { db } = deps;
  const call = callRegistrar(app, deps);
  call({
    path: '/operator/api/category/tree',
    input: consoleSession.consoleEmptyRequest,
    auth: 'operator',
    handler: () => catalog.adminCategoryTree(db),
  });
  call({
    path: '/operator/api/category/save',
    input: operator.categorySaveRequest,
    auth: 'operator',
    read: false,
    handler: (input, ctx) => catalog.saveCategory(db, ctx, input),
  });
  call({
    path: '/operator/api/category/delete',
    input: operator.categoryIdRequest,
    auth: 'operator',
    read: false,
    handler: (input, ctx) => catalog.removeCategory(db, ctx, input.category_id),
  });
  call({
    path: '/operator/api/brand/lists',
    input: operator.brandListRequest,
    auth: 'operator',
    handler: (input) => catalog.adminBrandPage(db, input),
  });
  call({
    path: '/operator/api/brand/save',
    input: operator.brandSaveRequest,
    auth: 'operator',
    read: false,
    handler: (input, ctx) => catalog.saveBrand(db, ctx, input),
  });
  call({
    path: '/operator/api/brand/delete',
    input: operator.brandIdRequest,
    auth: 'operator',
    read: false,
    handler: (input, ctx) => catalog.removeBrand(db, ctx, input.brand_id),
  });
  call({
    path: '/operator/api/goods/skupicker',
    input: merchantGoods.skuPickerRequest,
    auth: 'operator',
    handler: (input) => catalog.pickerGoods(db, undefined, input),
  });
}
