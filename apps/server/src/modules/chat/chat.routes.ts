import { chat } from '@mall/contracts';
import type { FastifyInstance } from 'fastify';
import type { AppDeps } from '../../app-deps.ts';
import { callRegistrar } from '../../platform/call.ts';
import { registerMessages } from '../../platform/i18n/messages.ts';
import { CHAT_MESSAGES } from './chat.messages.ts';
import * as member from './chat-member.service.ts';
import { chatAgentRoutes } from './chat-agent.routes.ts';
import { chatImageRoute } from './chat-upload.routes.ts';
import { chatRepliesRoutes } from './chat-replies.routes.ts';
import { wireSocket } from './chat-socket.ts';

/** The shopper's chat calls (/servicer/api/chat/*, facts §7), the agent's, the merchant's, and the socket's frames. */
export function chatRoutes(app: FastifyInstance, deps: AppDeps): void {
  registerMessages('chat', CHAT_MESSAGES);
  wireSocket(deps);
  const call = callRegistrar(app, deps);
  call({
    path: '/servicer/api/chat/hasServicers',
    input: chat.siteRequest,
    auth: 'member',
    handler: (input) => member.hasServicers(deps, input.site_id),
  });
  call({
    path: '/servicer/api/chat/bind',
    input: chat.bindRequest,
    auth: 'member',
    read: false,
    handler: (input, ctx) => member.bindMember(deps, ctx.memberId, input.client_id, input.site_id),
  });
  call({
    path: '/servicer/api/chat/say',
    input: chat.sayRequest,
    auth: 'member',
    read: false,
    handler: (input, ctx) => member.say(deps, ctx.memberId, input, ctx.lang),
  });
  call({
    path: '/servicer/api/chat/dialogs',
    input: chat.dialogsRequest,
    auth: 'member',
    handler: (input, ctx) => member.dialogs(deps, ctx.memberId, input, ctx.lang),
  });
  call({
    path: '/servicer/api/chat/chatList',
    input: chat.chatListRequest,
    auth: 'member',
    handler: (input, ctx) => member.chatList(deps, ctx.memberId, input.page, input.page_size, ctx.lang),
  });
  call({
    path: '/servicer/api/chat/setRead',
    input: chat.siteRequest,
    auth: 'member',
    read: false,
    handler: (input, ctx) => member.setRead(deps, ctx.memberId, input.site_id),
  });
  call({
    path: '/servicer/api/chat/bye',
    input: chat.byeRequest,
    auth: 'member',
    read: false,
    handler: (input, ctx) => member.bye(deps, ctx.memberId, input.site_id),
  });
  chatImageRoute(app, deps);
  chatAgentRoutes(app, deps);
  chatRepliesRoutes(app, deps);
}
