import { recharge } from '@mall/contracts';
import type { FastifyInstance } from 'fastify';
import type { AppDeps } from '../../app-deps.ts';
import { callRegistrar } from '../../platform/call.ts';
import { registerMessages } from '../../platform/i18n/messages.ts';
import { consolePackages, savePackage, setPackageStatus } from './recharge-console.service.ts';
import { RECHARGE_MESSAGES } from './recharge.messages.ts';
import { createRechargeOrder, orderPage, packageInfo, packagePage } from './recharge.service.ts';

const now = () => Math.floor(Date.now() / 1000);

/** Top-up (facts §4.3): packages, buying one (a top-up order and its pay row), my top-up orders; the console's packages. */
export function rechargeRoutes(app: FastifyInstance, deps: AppDeps): void {
  registerMessages('recharge', RECHARGE_MESSAGES);
  const { db } = deps;
  const call = callRegistrar(app, deps);
  call({
    path: '/memberrecharge/api/memberrecharge/page',
    input: recharge.packagePageRequest,
    handler: (q, ctx) => packagePage(db, q, ctx.lang),
  });
  call({
    path: '/memberrecharge/api/memberrecharge/info',
    input: recharge.packageInfoRequest,
    handler: (q, ctx) => packageInfo(db, q.recharge_id, ctx.lang),
  });
  call({
    path: '/memberrecharge/api/ordercreate/create',
    input: recharge.orderCreateRequest,
    auth: 'member',
    read: false,
    handler: (q, ctx) => createRechargeOrder(db, ctx.memberId, q.recharge_id, now()),
  });
  call({
    path: '/memberrecharge/api/order/page',
    input: recharge.orderPageRequest,
    auth: 'member',
    handler: (q, ctx) => orderPage(db, ctx.memberId, q, ctx.lang),
  });

  call({
    path: '/operator/api/recharge/lists',
    input: recharge.consolePageRequest,
    auth: 'operator',
    handler: (q) => consolePackages(db, q),
  });
  call({
    path: '/operator/api/recharge/save',
    input: recharge.packageSaveRequest,
    auth: 'operator',
    read: false,
    handler: (q, ctx) => savePackage(db, ctx, q, now()),
  });
  call({
    path: '/operator/api/recharge/status',
    input: recharge.packageStatusRequest,
    auth: 'operator',
    read: false,
    handler: (q, ctx) => setPackageStatus(db, ctx, q.recharge_id, q.status),
  });
}
