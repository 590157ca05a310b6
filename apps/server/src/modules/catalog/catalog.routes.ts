import { catalog } from '@mall/contracts';
import type { FastifyInstance } from 'fastify';
import type { AppDeps } from '../../app-deps.ts';
import { callRegistrar } from '../../platform/call.ts';
import { toRawJson } from '../../platform/raw-json.ts';
import { categoryTree } from './catalog.service.ts';
import { goodsRoutes } from './goods.routes.ts';

export function catalogRoutes(app: FastifyInstance, deps: AppDeps): void {
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
