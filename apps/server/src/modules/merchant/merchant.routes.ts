import { consoleSession, merchant } from '@mall/contracts';
import type { FastifyInstance } from 'fastify';
import type { AppDeps } from '../../app-deps.ts';
import { registerConsoleHolder } from '../../platform/auth/console-sessions.ts';
import { callRegistrar } from '../../platform/call.ts';
import { consoleLogout } from '../../platform/console-auth.ts';
import { registerMessages } from '../../platform/i18n/messages.ts';
import { agentRoutes } from './agent.routes.ts';
import { expressCompanies, listShopOrders, shopDashboard, shopOrderDetail } from './merchant-orders.ts';
import { shopLogin, shopSessionInfo } from './merchant-session.ts';
import { pickUp, shipExpress, shipLocal } from './merchant-shipping.ts';
import { addStaff, listStaff, setStaffStatus } from './merchant-staff.ts';
import { AGENT_ROLES, MERCHANT_ROLES, shopHolder } from './merchant.repository.ts';
import { MERCHANT_MESSAGES } from './merchant.messages.ts';

/**
 * The merchant console's calls (`/merchant/api/…`, also used by `npm run merchant`): shop staff log in with
 * their shop account; every other call declares `auth: 'merchant'`, has its row in the role table and works on
 * the session's shop only. The agents' calls (same accounts table) are in agent.routes.ts.
 */
export function merchantRoutes(app: FastifyInstance, deps: AppDeps): void {
  registerMessages('merchant', MERCHANT_MESSAGES);
  registerConsoleHolder('merchant', shopHolder(MERCHANT_ROLES));
  registerConsoleHolder('agent', shopHolder(AGENT_ROLES));
  const { db } = deps;
  const call = callRegistrar(app, deps);
  call({
    path: '/merchant/api/login',
    input: consoleSession.consoleLoginRequest,
    read: false,
    handler: (input, ctx) => shopLogin(db, deps.limits, 'merchant', { ...input, ip: ctx.ip }),
  });
  call({
    path: '/merchant/api/session/info',
    input: consoleSession.consoleEmptyRequest,
    auth: 'merchant',
    handler: (_input, ctx) => shopSessionInfo(db, ctx),
  });
  call({
    path: '/merchant/api/logout',
    input: consoleSession.consoleEmptyRequest,
    auth: 'merchant',
    read: false,
    handler: (_input, ctx) => consoleLogout(db, ctx),
  });
  call({
    path: '/merchant/api/dashboard',
    input: merchant.merchantEmptyRequest,
    auth: 'merchant',
    handler: (_input, ctx) => shopDashboard(db, ctx.siteId),
  });
  call({
    path: '/merchant/api/express/companies',
    input: merchant.merchantEmptyRequest,
    auth: 'merchant',
    handler: () => expressCompanies(db),
  });
  orderCalls(app, deps);
  staffCalls(app, deps);
  agentRoutes(app, deps);
}

function orderCalls(app: FastifyInstance, deps: AppDeps): void {
  const { db } = deps;
  const call = callRegistrar(app, deps);
  call({
    path: '/merchant/api/order/lists',
    input: merchant.merchantOrderListRequest,
    auth: 'merchant',
    handler: (input, ctx) => listShopOrders(db, ctx.siteId, input),
  });
  call({
    path: '/merchant/api/order/detail',
    input: merchant.merchantOrderIdRequest,
    auth: 'merchant',
    handler: (input, ctx) => shopOrderDetail(db, ctx.siteId, input.order_id),
  });
  call({
    path: '/merchant/api/order/delivery',
    input: merchant.merchantExpressShipRequest,
    auth: 'merchant',
    read: false,
    handler: (input, ctx) => shipExpress(db, ctx, input, ctx.lang),
  });
  call({
    path: '/merchant/api/order/localdelivery',
    input: merchant.merchantLocalShipRequest,
    auth: 'merchant',
    read: false,
    handler: (input, ctx) => shipLocal(db, ctx, input, ctx.lang),
  });
  call({
    path: '/merchant/api/order/pickup',
    input: merchant.merchantPickupRequest,
    auth: 'merchant',
    read: false,
    handler: (input, ctx) => pickUp(db, ctx, input.delivery_code),
  });
}

/** The owner's staff and agent accounts (the role table lets only shop_owner make these calls). */
function staffCalls(app: FastifyInstance, deps: AppDeps): void {
  const { db } = deps;
  const call = callRegistrar(app, deps);
  call({
    path: '/merchant/api/staff/lists',
    input: merchant.staffListRequest,
    auth: 'merchant',
    handler: (input, ctx) => listStaff(db, ctx.siteId, input),
  });
  call({
    path: '/merchant/api/staff/add',
    input: merchant.staffAddRequest,
    auth: 'merchant',
    read: false,
    handler: (input, ctx) => addStaff(db, ctx, input),
  });
  call({
    path: '/merchant/api/staff/status',
    input: merchant.staffStatusRequest,
    auth: 'merchant',
    read: false,
    handler: (input, ctx) => setStaffStatus(db, ctx, input),
  });
}
