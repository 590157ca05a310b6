import { catalog } from '@mall/contracts';
import type { FastifyInstance } from 'fastify';
import type { AppDeps } from '../../app-deps.ts';
import { callRegistrar } from '../../platform/call.ts';
import { categoryTree } from './catalog.service.ts';

export function catalogRoutes(app: FastifyInstance, { db, config }: AppDeps): void {
  callRegistrar(
    app,
    config.defaultLang,
  )({
    path: '/api/goodscategory/tree',
    input: catalog.categoryTreeRequest,
    handler: (input, ctx) => categoryTree(db, input.level, input.template, ctx.lang),
  });
}
