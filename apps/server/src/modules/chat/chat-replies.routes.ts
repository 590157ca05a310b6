import { chat } from '@mall/contracts';
import type { FastifyInstance } from 'fastify';
import type { AppDeps } from '../../app-deps.ts';
import { callRegistrar } from '../../platform/call.ts';
import { AppError } from '../../platform/errors.ts';
import * as replies from './chat-replies.repository.ts';

const now = () => Math.floor(Date.now() / 1000);
const gone = () => new AppError('NOT_FOUND', 'NOT_FOUND');

/** The merchant console's quick replies and keyword auto-replies of the session's shop. */
export function chatRepliesRoutes(app: FastifyInstance, deps: AppDeps): void {
  const { db } = deps;
  const call = callRegistrar(app, deps);
  call({
    path: '/merchant/api/chat/quickreply/lists',
    input: chat.agentEmptyRequest,
    auth: 'merchant',
    handler: (_input, ctx) => replies.selectQuickReplies(db, ctx.siteId),
  });
  call({
    path: '/merchant/api/chat/quickreply/save',
    input: chat.quickReplySaveRequest,
    auth: 'merchant',
    read: false,
    handler: async (input, ctx) => {
      const id = await replies.saveQuickReply(db, ctx.siteId, input.id, input.content, now());
      if (!id) throw gone();
      await ctx.audit(db, { target: 'servicer_quick_reply', targetId: id, after: input });
      return id;
    },
  });
  call({
    path: '/merchant/api/chat/quickreply/delete',
    input: chat.idRequest,
    auth: 'merchant',
    read: false,
    handler: async (input, ctx) => {
      if (!(await replies.deleteQuickReply(db, ctx.siteId, input.id))) throw gone();
      await ctx.audit(db, { target: 'servicer_quick_reply', targetId: input.id });
      return 1;
    },
  });
  call({
    path: '/merchant/api/chat/keyword/lists',
    input: chat.agentEmptyRequest,
    auth: 'merchant',
    handler: (_input, ctx) => replies.selectKeywords(db, ctx.siteId),
  });
  call({
    path: '/merchant/api/chat/keyword/save',
    input: chat.keywordSaveRequest,
    auth: 'merchant',
    read: false,
    handler: async (input, ctx) => {
      const id = await replies.saveKeyword(db, ctx.siteId, input, now());
      if (!id) throw gone();
      await ctx.audit(db, { target: 'servicer_keyword', targetId: id, after: input });
      return id;
    },
  });
  call({
    path: '/merchant/api/chat/keyword/delete',
    input: chat.idRequest,
    auth: 'merchant',
    read: false,
    handler: async (input, ctx) => {
      if (!(await replies.deleteKeyword(db, ctx.siteId, input.id))) throw gone();
      await ctx.audit(db, { target: 'servicer_keyword', targetId: input.id });
      return 1;
    },
  });
}
