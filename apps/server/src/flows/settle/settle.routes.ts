import { settle } from '@mall/contracts';
import type { FastifyInstance } from 'fastify';
import type { AppDeps } from '../../app-deps.ts';
import { listApplies } from '../../modules/shop/index.ts';
import { callRegistrar } from '../../platform/call.ts';
import { approve, refuse } from './settle-decide.ts';

/** The operator's settle-in calls: the applications, approve (shop + owner login) and refuse with a reason. */
export function settleRoutes(app: FastifyInstance, deps: AppDeps): void {
  const { db } = deps;
  const call = callRegistrar(app, deps);
  call({
    path: '/operator/api/shopapply/lists',
    input: settle.applyListRequest,
    auth: 'operator',
    handler: (input) => listApplies(db, input),
  });
  call({
    path: '/operator/api/shopapply/approve',
    input: settle.applyApproveRequest,
    auth: 'operator',
    read: false,
    handler: (input, ctx) => approve(db, ctx, input),
  });
  call({
    path: '/operator/api/shopapply/refuse',
    input: settle.applyRefuseRequest,
    auth: 'operator',
    read: false,
    handler: (input, ctx) => refuse(db, ctx, input),
  });
}
