import { consoleSession } from '@mall/contracts';
import type { FastifyInstance } from 'fastify';
import type { AppDeps } from '../../app-deps.ts';
import { callRegistrar } from '../../platform/call.ts';
import { consoleLogout } from '../../platform/console-auth.ts';
import { shopLogin, shopSessionInfo } from './merchant-session.ts';

/**
 * Customer-service agents (`/agent/api/…`): accounts a shop owner adds with role shop_agent. They log in to
 * the agent console; their chat workspace comes with the chat module, which adds its calls with auth 'agent'.
 */
export function agentRoutes(app: FastifyInstance, deps: AppDeps): void {
  const { db } = deps;
  const call = callRegistrar(app, deps);
  call({
    path: '/agent/api/login',
    input: consoleSession.consoleLoginRequest,
    read: false,
    handler: (input, ctx) => shopLogin(db, deps.limits, 'agent', { ...input, ip: ctx.ip }),
  });
  call({
    path: '/agent/api/session/info',
    input: consoleSession.consoleEmptyRequest,
    auth: 'agent',
    handler: (_input, ctx) => shopSessionInfo(db, ctx),
  });
  call({
    path: '/agent/api/logout',
    input: consoleSession.consoleEmptyRequest,
    auth: 'agent',
    read: false,
    handler: (_input, ctx) => consoleLogout(db, ctx),
  });
}
