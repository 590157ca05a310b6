import { site } from '@mall/contracts';
import type { FastifyInstance } from 'fastify';
import type { AppDeps } from '../../app-deps.ts';
import { callRegistrar } from '../../platform/call.ts';
import { searchWords } from './search.service.ts';

export function searchRoutes(app: FastifyInstance, deps: AppDeps): void {
  const { db } = deps;
  const call = callRegistrar(app, deps);
  call({
    path: '/api/pc/hotSearchWords',
    input: site.emptyRequest,
    handler: (_, ctx) => searchWords(db, 'PC_HOT_SEARCH_WORDS', ctx.lang),
  });
  call({
    path: '/api/pc/defaultSearchWords',
    input: site.emptyRequest,
    handler: (_, ctx) => searchWords(db, 'PC_DEFAULT_SEARCH_WORDS', ctx.lang),
  });
}
