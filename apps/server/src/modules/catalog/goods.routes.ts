import { catalog } from '@mall/contracts';
import type { FastifyInstance } from 'fastify';
import type { AppDeps } from '../../app-deps.ts';
import { callRegistrar } from '../../platform/call.ts';
import { toRawJson } from '../../platform/raw-json.ts';
import { createReadCache } from '../../platform/read-cache.ts';
import { brandPage, categoryInfo, relevanceInfo, shopCategoryTree } from './category.service.ts';
import { goodsDetail } from './goods-detail.service.ts';
import { afterSale, goodsQrcode, modifyClicks } from './goods-extras.service.ts';
import { cachedGoodsPage, recommendGoods } from './goods-list.service.ts';
import { merchantGoodsRoutes } from './merchant-goods/merchant-goods.routes.ts';

/** Goods discovery: lists and search, the goods page and its side calls, brands and category helpers. */
export function goodsRoutes(app: FastifyInstance, deps: AppDeps): void {
  const { db, cache, config } = deps;
  // Goods pages and list counts get a cache of their own: thousands of SKUs must not push the home floors
  // and the category tree out of the shared one.
  const goodsCache = createReadCache(config.readCacheTtlMs, Date.now, deps.cacheGeneration);
  const call = callRegistrar(app, deps);
  call({
    path: '/api/goodssku/page',
    input: catalog.goodsPageRequest,
    handler: (input, ctx) => cachedGoodsPage(db, goodsCache, input, ctx.websiteId),
  });
  call({
    path: '/api/goodssku/detail',
    input: catalog.skuIdRequest,
    auth: 'optional',
    handler: (input, ctx) => goodsDetail(db, goodsCache, input.sku_id, ctx.memberId, ctx.lang),
  });
  call({
    path: '/api/goodssku/info',
    input: catalog.skuIdRequest,
    auth: 'optional',
    handler: async (input, ctx) =>
      (await goodsDetail(db, goodsCache, input.sku_id, ctx.memberId, ctx.lang)).goods_sku_detail,
  });
  call({
    path: '/api/goodssku/goodsqrcode',
    input: catalog.skuIdRequest,
    // Absolute links come from PUBLIC_URL, never from the request's Host or X-Forwarded-Host.
    handler: (input) => goodsQrcode(db, input.sku_id, config.publicUrl, config.uploadDir),
  });
  call({
    path: '/api/goodssku/recommend',
    input: catalog.recommendRequest,
    handler: (input, ctx) => recommendGoods(db, input, ctx.websiteId),
  });
  call({
    path: '/api/goods/aftersale',
    input: catalog.emptyRequest,
    handler: (_i, ctx) => afterSale(db, ctx.lang),
  });
  call({
    path: '/api/goods/modifyclicks',
    input: catalog.modifyClicksRequest,
    read: false,
    handler: (input) => modifyClicks(db, input.sku_id),
  });
  call({
    path: '/api/goodsbrand/page',
    input: catalog.brandPageRequest,
    handler: (input, ctx) => brandPage(db, input, ctx.lang),
  });
  call({
    path: '/api/goodscategory/info',
    input: catalog.categoryIdRequest,
    handler: (input, ctx) => categoryInfo(db, input.category_id, ctx.lang),
  });
  call({
    path: '/api/goodscategory/relevanceinfo',
    input: catalog.relevanceRequest,
    handler: (input, ctx) =>
      cache.get(`relevance:${input.category_id}:${input.category_level ?? 0}:${ctx.lang}`, async () =>
        toRawJson(
          await relevanceInfo(db, input.category_id, input.category_level as 1 | 2 | 3 | undefined, ctx.lang),
        ),
      ),
  });
  call({
    path: '/api/shopgoodscategory/tree',
    input: catalog.shopCategoryTreeRequest,
    handler: (input) => shopCategoryTree(db, input.site_id),
  });
  // The merchant console's goods calls clear this cache when a goods changes.
  merchantGoodsRoutes(app, deps, goodsCache);
}
