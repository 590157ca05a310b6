import { chat } from '@mall/contracts';
import type { FastifyInstance } from 'fastify';
import type { AppDeps } from '../../app-deps.ts';
import { callRegistrar } from '../../platform/call.ts';
import type { AgentContext } from '../../platform/context.ts';
import * as agent from './chat-agent.service.ts';

/** The agent workspace's calls (/agent/api/chat/*): the shop is the session's, never the input's. */
export function chatAgentRoutes(app: FastifyInstance, deps: AppDeps): void {
  const call = callRegistrar(app, deps);
  // Every console write is in the audit log: the agent's chat actions are logged by member and action.
  const audited = async <R>(ctx: AgentContext, action: string, memberId: number, run: () => Promise<R>) => {
    const result = await run();
    await ctx.audit(deps.db, { target: `chat_${action}`, targetId: String(memberId) });
    return result;
  };
  call({
    path: '/agent/api/chat/bind',
    input: chat.agentBindRequest,
    auth: 'agent',
    read: false,
    handler: (input, ctx) => audited(ctx, 'bind', 0, () => agent.bindAgent(deps, ctx, input.client_id)),
  });
  call({
    path: '/agent/api/chat/workspace',
    input: chat.agentEmptyRequest,
    auth: 'agent',
    handler: (_input, ctx) => agent.workspace(deps, ctx),
  });
  call({
    path: '/agent/api/chat/dialogs',
    input: chat.agentDialogsRequest,
    auth: 'agent',
    handler: (input, ctx) => agent.agentDialogs(deps, ctx, input),
  });
  call({
    path: '/agent/api/chat/answer',
    input: chat.agentAnswerRequest,
    auth: 'agent',
    read: false,
    handler: (input, ctx) => audited(ctx, 'answer', input.member_id, () => agent.answer(deps, ctx, input)),
  });
  call({
    path: '/agent/api/chat/takeover',
    input: chat.agentMemberRequest,
    auth: 'agent',
    read: false,
    handler: (input, ctx) =>
      audited(ctx, 'takeover', input.member_id, () => agent.takeOver(deps, ctx, input.member_id)),
  });
  call({
    path: '/agent/api/chat/end',
    input: chat.agentMemberRequest,
    auth: 'agent',
    read: false,
    handler: (input, ctx) =>
      audited(ctx, 'end', input.member_id, () => agent.endConversation(deps, ctx, input.member_id)),
  });
  call({
    path: '/agent/api/chat/search',
    input: chat.agentSearchRequest,
    auth: 'agent',
    handler: (input, ctx) => agent.searchHistory(deps, ctx, input),
  });
  call({
    path: '/agent/api/chat/bye',
    input: chat.agentEmptyRequest,
    auth: 'agent',
    read: false,
    handler: (_input, ctx) => audited(ctx, 'bye', 0, () => agent.agentBye(deps, ctx)),
  });
}
