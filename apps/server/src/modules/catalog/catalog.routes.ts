import { catalog } from '@mall/contracts';
import type { FastifyInstance } from 'fastify';
import type { AppDeps } from '../../app-deps.ts';
import { callRegistrar } from '../../platform/call.ts';
import { categoryTree } from './catalog.service.ts';

export function catalogRoutes(app: FastifyInstance, { db, config, cache }: AppDeps): void {
  callRegistrar(
    app,
    config.defaultLang,
  )({
    path: '/api/goodscategory/tree',
    input: catalog.categoryTreeRequest,
    handler: ({ level, template }, ctx) =>
      cache.get(`category-tree:${level}:${template}:${ctx.lang}`, () =>
        categoryTree(db, level, template, ctx.lang),
      ),
  });
}
