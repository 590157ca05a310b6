import { consoleSession, operatorContent } from '@mall/contracts';
import type { FastifyInstance } from 'fastify';
import type { AppDeps } from '../../app-deps.ts';
import { callRegistrar } from '../../platform/call.ts';
import { advertList, documentList, saveAdvert, saveDocument } from './site-content-admin.service.ts';

/** The operator's adverts and documents, each with its translations. */
export function siteContentRoutes(app: FastifyInstance, deps: AppDeps): void {
  const { db } = deps;
  const call = callRegistrar(app, deps);
  const operator = { auth: 'operator' as const };
  call({
    path: '/operator/api/adv/lists',
    input: consoleSession.consoleEmptyRequest,
    ...operator,
    handler: () => advertList(db),
  });
  call({
    path: '/operator/api/adv/save',
    input: operatorContent.advertSaveRequest,
    ...operator,
    read: false,
    handler: (input, ctx) => saveAdvert(db, ctx, input),
  });
  call({
    path: '/operator/api/document/lists',
    input: consoleSession.consoleEmptyRequest,
    ...operator,
    handler: () => documentList(db),
  });
  call({
    path: '/operator/api/document/save',
    input: operatorContent.documentSaveRequest,
    ...operator,
    read: false,
    handler: (input, ctx) => saveDocument(db, ctx, input),
  });
}
