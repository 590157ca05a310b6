import { cms } from '@mall/contracts';
import type { FastifyInstance } from 'fastify';
import type { AppDeps } from '../../app-deps.ts';
import { callRegistrar } from '../../platform/call.ts';
import { registerMessages } from '../../platform/i18n/messages.ts';
import { CMS_MESSAGES } from './cms.messages.ts';
import { helpClassList, helpInfo, helpPage, noticeInfo, noticePage } from './cms.service.ts';

export function cmsRoutes(app: FastifyInstance, deps: AppDeps): void {
  registerMessages('cms', CMS_MESSAGES);
  const { db } = deps;
  const call = callRegistrar(app, deps);
  call({
    path: '/api/helpclass/lists',
    input: cms.helpClassListRequest,
    handler: (input, ctx) => helpClassList(db, input.site_id, ctx.lang),
  });
  call({
    path: '/api/notice/page',
    input: cms.noticePageRequest,
    handler: (input, ctx) => noticePage(db, input.page, input.page_size, ctx.lang, input.receiving_type),
  });
  call({
    path: '/api/notice/info',
    input: cms.noticeInfoRequest,
    handler: (input, ctx) => noticeInfo(db, input.id, ctx.lang),
  });
  call({
    path: '/api/help/page',
    input: cms.helpPageRequest,
    handler: (input, ctx) => helpPage(db, input.page, input.page_size, ctx.lang, input.class_id),
  });
  call({
    path: '/api/help/info',
    input: cms.helpInfoRequest,
    handler: (input, ctx) => helpInfo(db, input.id, ctx.lang),
  });
}
