import { chat, consoleSession, operator } from '@mall/contracts';
import type { FastifyInstance } from 'fastify';
import type { AppDeps } from '../../app-deps.ts';
import { callRegistrar } from '../../platform/call.ts';
import { memberDetail, searchMembers, setMemberStatus } from '../member/index.ts';
import { adminShopPage, setShopStatus } from '../shop/index.ts';
import { saveServiceSettings, serviceSettings } from './operator-service-settings.ts';
import { saveSiteSettings, siteSettings } from './operator-settings.ts';

/**
 * The operator's calls on the platform's data: site settings, members and shops. The rows belong to their
 * modules (site, member, shop), which this module calls through their index.ts; every write is audited.
 */
export function operatorPlatformRoutes(app: FastifyInstance, deps: AppDeps): void {
  const { db } = deps;
  const call = callRegistrar(app, deps);
  call({
    path: '/operator/api/site/settings',
    input: consoleSession.consoleEmptyRequest,
    auth: 'operator',
    handler: () => siteSettings(db),
  });
  call({
    path: '/operator/api/site/savesettings',
    input: operator.siteSettingsRequest,
    auth: 'operator',
    read: false,
    handler: (input, ctx) => saveSiteSettings(db, ctx, input),
  });
  call({
    path: '/operator/api/site/servicer',
    input: consoleSession.consoleEmptyRequest,
    auth: 'operator',
    handler: () => serviceSettings(db),
  });
  call({
    path: '/operator/api/site/saveservicer',
    input: chat.serviceSettingsRequest,
    auth: 'operator',
    read: false,
    handler: (input, ctx) => saveServiceSettings(db, ctx, input),
  });
  call({
    path: '/operator/api/member/lists',
    input: operator.memberSearchRequest,
    auth: 'operator',
    handler: (input) => searchMembers(db, input),
  });
  call({
    path: '/operator/api/member/detail',
    input: operator.memberIdRequest,
    auth: 'operator',
    handler: (input) => memberDetail(db, input.member_id),
  });
  call({
    path: '/operator/api/member/status',
    input: operator.memberStatusRequest,
    auth: 'operator',
    read: false,
    handler: (input, ctx) =>
      setMemberStatus(db, ctx, { member_id: input.member_id, status: input.status as 0 | 1 }),
  });
  call({
    path: '/operator/api/shop/lists',
    input: operator.shopSearchRequest,
    auth: 'operator',
    handler: (input) => adminShopPage(db, input),
  });
  call({
    path: '/operator/api/shop/status',
    input: operator.shopStatusRequest,
    auth: 'operator',
    read: false,
    handler: (input, ctx) =>
      setShopStatus(db, ctx, { site_id: input.site_id, shop_status: input.shop_status as 0 | 1 }),
  });
}
