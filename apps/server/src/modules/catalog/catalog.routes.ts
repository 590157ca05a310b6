import { catalog } from '@mall/contracts';
import type { FastifyInstance } from 'fastify';
import type { AppDeps } from '../../app-deps.ts';
import { callRegistrar } from '../../platform/call.ts';
import { registerMessages } from '../../platform/i18n/messages.ts';
import { toRawJson } from '../../platform/raw-json.ts';
import { categoryTree } from './catalog.service.ts';
import { goodsRoutes } from './goods.routes.ts';
import { CATALOG_MESSAGES } from './catalog.messages.ts';

export function catalogRoutes(app: FastifyInstance, deps: AppDeps): void {
  registerMessages('catalog', CATALOG_MESSAGES);
  const { db, cache } = deps;
  const call = callRegistrar(app, deps);
  call({
    path: '/api/goodscategory/tree',
    input: catalog.categoryTreeRequest,
    handler: ({ level, template }, ctx) =>
      cache.get(`category-tree:${level}:${template}:${ctx.lang}`, async () =>
        toRawJson(await categoryTree(db, level, template, ctx.lang)),
      ),
  });
  goodsRoutes(app, deps);
}
