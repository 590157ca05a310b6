import { consoleSession, operator } from '@mall/contracts';
import type { FastifyInstance } from 'fastify';
import type { AppDeps } from '../../app-deps.ts';
import { callRegistrar } from '../../platform/call.ts';
import * as cms from '../cms/index.ts';

/** The operator's notices and help (the cms module owns the rows and sanitises the bodies). */
export function operatorCmsRoutes(app: FastifyInstance, deps: AppDeps): void {
  const { db } = deps;
  const call = callRegistrar(app, deps);
  call({
    path: '/operator/api/notice/lists',
    input: operator.noticeListRequest,
    auth: 'operator',
    handler: (input) => cms.adminNoticePage(db, input),
  });
  call({
    path: '/operator/api/notice/save',
    input: operator.noticeSaveRequest,
    auth: 'operator',
    read: false,
    handler: (input, ctx) => cms.saveNotice(db, ctx, input),
  });
  call({
    path: '/operator/api/notice/delete',
    input: operator.cmsIdRequest,
    auth: 'operator',
    read: false,
    handler: (input, ctx) => cms.removeNotice(db, ctx, input.id),
  });
  call({
    path: '/operator/api/helpclass/lists',
    input: consoleSession.consoleEmptyRequest,
    auth: 'operator',
    handler: () => cms.adminHelpClasses(db),
  });
  call({
    path: '/operator/api/helpclass/save',
    input: operator.helpClassSaveRequest,
    auth: 'operator',
    read: false,
    handler: (input, ctx) => cms.saveHelpClass(db, ctx, input),
  });
  call({
    path: '/operator/api/helpclass/delete',
    input: operator.helpClassIdRequest,
    auth: 'operator',
    read: false,
    handler: (input, ctx) => cms.removeHelpClass(db, ctx, input.class_id),
  });
  call({
    path: '/operator/api/help/lists',
    input: operator.helpListRequest,
    auth: 'operator',
    handler: (input) => cms.adminHelpPage(db, input),
  });
  call({
    path: '/operator/api/help/save',
    input: operator.helpSaveRequest,
    auth: 'operator',
    read: false,
    handler: (input, ctx) => cms.saveHelp(db, ctx, input),
  });
  call({
    path: '/operator/api/help/delete',
    input: operator.cmsIdRequest,
    auth: 'operator',
    read: false,
    handler: (input, ctx) => cms.removeHelp(db, ctx, input.id),
  });
}
