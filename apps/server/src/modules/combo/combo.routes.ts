import { combo } from '@mall/contracts';
import type { FastifyInstance } from 'fastify';
import type { AppDeps } from '../../app-deps.ts';
import { callRegistrar } from '../../platform/call.ts';
import { registerMessages } from '../../platform/i18n/messages.ts';
import { closeShopCombo, listShopCombos, saveShopCombo } from './combo-console.service.ts';
import { COMBO_MESSAGES } from './combo.messages.ts';
import { comboDetail, comboLists, requirePlugin } from './combo.service.ts';

/** The storefront's combo package calls (facts §5.3) and the merchant console's (list, save, close). */
export function comboRoutes(app: FastifyInstance, deps: AppDeps): void {
  registerMessages('combo', COMBO_MESSAGES);
  const { db } = deps;
  const enabled = () => requirePlugin(deps.config.addons.bundling === 1);
  const call = callRegistrar(app, deps);
  call({
    path: '/bundling/api/bundling/lists',
    input: combo.comboListsRequest,
    handler: (input, ctx) => {
      enabled();
      return comboLists(db, input.sku_id, ctx.websiteId, ctx.lang);
    },
  });
  call({
    path: '/bundling/api/bundling/detail',
    input: combo.comboIdRequest,
    handler: (input, ctx) => {
      enabled();
      return comboDetail(db, input.bl_id, ctx.websiteId, ctx.lang);
    },
  });
  call({
    path: '/merchant/api/bundling/lists',
    input: combo.comboListRequest,
    auth: 'merchant',
    handler: (input, ctx) => listShopCombos(db, ctx.siteId, input),
  });
  call({
    path: '/merchant/api/bundling/save',
    input: combo.comboSaveRequest,
    auth: 'merchant',
    read: false,
    handler: (input, ctx) => saveShopCombo(db, ctx, input),
  });
  call({
    path: '/merchant/api/bundling/close',
    input: combo.comboIdRequest,
    auth: 'merchant',
    read: false,
    handler: (input, ctx) => closeShopCombo(db, ctx, input.bl_id),
  });
}
