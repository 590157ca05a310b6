import { consoleSession, operator } from '@mall/contracts';
import type { FastifyInstance } from 'fastify';
import type { AppDeps } from '../../app-deps.ts';
import { registerConsoleHolder } from '../../platform/auth/console-sessions.ts';
import { callRegistrar } from '../../platform/call.ts';
import { consoleLogout } from '../../platform/console-auth.ts';
import { listAudit } from './operator-audit.ts';
import { operatorLogin, operatorSessionInfo } from './operator-session.ts';
import { operatorPlatformRoutes } from './operator-platform.routes.ts';
import { operatorUploadRoutes } from './operator-upload.routes.ts';
import { operatorCmsRoutes } from './operator-cms.routes.ts';
import { operatorCatalogRoutes } from './operator-catalog.routes.ts';
import { operatorCouponRoutes } from './operator-coupon.routes.ts';
import { OPERATOR_MESSAGES } from './operator.messages.ts';
import { registerMessages } from '../../platform/i18n/messages.ts';
import { OPERATOR_HOLDER } from './operator.repository.ts';

/**
 * The platform operator's console calls (`/operator/api/…`): the operator logs in with an operator account
 * (the demo seeds `admin`); every other call declares `auth: 'operator'` and has its row in the role table.
 */
export function operatorRoutes(app: FastifyInstance, deps: AppDeps): void {
  registerMessages('operator', OPERATOR_MESSAGES);
  registerConsoleHolder('operator', OPERATOR_HOLDER);
  const { db } = deps;
  const call = callRegistrar(app, deps);
  call({
    path: '/operator/api/login',
    input: consoleSession.consoleLoginRequest,
    read: false,
    handler: (input, ctx) => operatorLogin(db, deps.limits, { ...input, ip: ctx.ip }),
  });
  call({
    path: '/operator/api/session/info',
    input: consoleSession.consoleEmptyRequest,
    auth: 'operator',
    handler: (_input, ctx) => operatorSessionInfo(ctx),
  });
  call({
    path: '/operator/api/logout',
    input: consoleSession.consoleEmptyRequest,
    auth: 'operator',
    read: false,
    handler: (_input, ctx) => consoleLogout(db, ctx),
  });
  call({
    path: '/operator/api/audit/lists',
    input: operator.auditListRequest,
    auth: 'operator',
    handler: (input) => listAudit(db, input),
  });
  operatorPlatformRoutes(app, deps);
  operatorUploadRoutes(app, deps);
  operatorCmsRoutes(app, deps);
  operatorCatalogRoutes(app, deps);
  operatorCouponRoutes(app, deps);
}
