import { site } from '@mall/contracts';
import type { FastifyInstance } from 'fastify';
import type { AppDeps } from '../../app-deps.ts';
import { callRegistrar } from '../../platform/call.ts';
import { readConfig } from '../site/index.ts';

export function searchRoutes(app: FastifyInstance, { db, config }: AppDeps): void {
  const call = callRegistrar(app, config.defaultLang);
  call({
    path: '/api/pc/hotSearchWords',
    input: site.emptyRequest,
    handler: () => readConfig(db, 'PC_HOT_SEARCH_WORDS', site.searchWordsSchema, { words: '' }),
  });
  call({
    path: '/api/pc/defaultSearchWords',
    input: site.emptyRequest,
    handler: () => readConfig(db, 'PC_DEFAULT_SEARCH_WORDS', site.searchWordsSchema, { words: '' }),
  });
}
