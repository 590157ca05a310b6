import { loyalty } from '@mall/contracts';
import type { FastifyInstance } from 'fastify';
import type { AppDeps } from '../../app-deps.ts';
import { callRegistrar } from '../../platform/call.ts';
import { registerMessages } from '../../platform/i18n/messages.ts';
import { WALLET_POINT_MESSAGES } from '../wallet/index.ts';
import { createLoyaltyClock } from './loyalty-clock.ts';
import * as admin from './loyalty-console.service.ts';
import { LOYALTY_MESSAGES } from './loyalty.messages.ts';
import { pointPage } from './points.service.ts';
import { isSigned, signinCalendar, signIn } from './signin.service.ts';

const empty = loyalty.emptyRequest;

/** The member's sign-in and points calls, the operator's loyalty rules and levels, and the demo clock. */
export function loyaltyRoutes(app: FastifyInstance, deps: AppDeps): void {
  registerMessages('loyalty', LOYALTY_MESSAGES);
  registerMessages('walletPoints', WALLET_POINT_MESSAGES);
  const { db } = deps;
  const clock = createLoyaltyClock();
  const call = callRegistrar(app, deps);

  call({
    path: '/api/membersignin/issign',
    input: empty,
    auth: 'member',
    handler: (_q, ctx) => isSigned(db, ctx.memberId, clock.now()),
  });
  call({
    path: '/api/membersignin/signin',
    input: empty,
    auth: 'member',
    read: false,
    handler: (_q, ctx) => signIn(db, ctx.memberId, clock.now()),
  });
  call({
    path: '/api/membersignin/calendar',
    input: empty,
    auth: 'member',
    handler: (_q, ctx) => signinCalendar(db, ctx.memberId, clock.now()),
  });
  call({
    path: '/api/membersignin/award',
    input: empty,
    handler: async () => (await admin.loyaltySettings(db)).signin_award,
  });
  call({
    path: '/api/memberpoint/page',
    input: loyalty.pointPageRequest,
    auth: 'member',
    handler: (q, ctx) => pointPage(db, ctx.memberId, q, ctx.lang),
  });

  call({
    path: '/operator/api/loyalty/settings',
    input: empty,
    auth: 'operator',
    handler: () => admin.loyaltySettings(db),
  });
  call({
    path: '/operator/api/loyalty/savesettings',
    input: loyalty.loyaltySettingsRequest,
    auth: 'operator',
    read: false,
    handler: (q, ctx) => admin.saveLoyaltySettings(db, ctx, q),
  });
  call({
    path: '/operator/api/memberlevel/lists',
    input: empty,
    auth: 'operator',
    handler: () => admin.levelList(db),
  });
  call({
    path: '/operator/api/memberlevel/save',
    input: loyalty.levelSaveRequest,
    auth: 'operator',
    read: false,
    handler: (q, ctx) => admin.saveLevel(db, ctx, q),
  });
  call({
    path: '/operator/api/memberlevel/delete',
    input: loyalty.levelDeleteRequest,
    auth: 'operator',
    read: false,
    handler: (q, ctx) => admin.deleteLevel(db, ctx, q.level_id),
  });

  // Demo door (absent in production mode): the loyalty clock moves forward, so a day can pass in a journey.
  if (deps.config.demoDoors) {
    call({
      path: '/api/demo/clock',
      input: loyalty.clockRequest,
      handler: (q) => ({ now: clock.advanceDays(q.days) }),
    });
  }
}
