import { delivery, merchantShop } from '@mall/contracts';
import type { FastifyInstance } from 'fastify';
import type { AppDeps } from '../../app-deps.ts';
import { callRegistrar } from '../../platform/call.ts';
import { registerMessages } from '../../platform/i18n/messages.ts';
import { DELIVERY_MESSAGES } from './delivery.messages.ts';
import { freight } from './delivery.service.ts';
import { listTemplates, removeTemplate, saveTemplate, templateDetail } from './template.service.ts';

export function deliveryRoutes(app: FastifyInstance, deps: AppDeps): void {
  registerMessages('delivery', DELIVERY_MESSAGES);
  const { db } = deps;
  const call = callRegistrar(app, deps);
  call({
    path: '/api/delivery/freight',
    input: delivery.freightRequest,
    handler: (input) => freight(db, input),
  });
  // The merchant console: the session shop's freight templates.
  call({
    path: '/merchant/api/express/template/lists',
    input: merchantShop.templateListRequest,
    auth: 'merchant',
    handler: (input, ctx) => listTemplates(db, ctx.siteId, input),
  });
  call({
    path: '/merchant/api/express/template/detail',
    input: merchantShop.templateIdRequest,
    auth: 'merchant',
    handler: (input, ctx) => templateDetail(db, ctx.siteId, input.template_id),
  });
  call({
    path: '/merchant/api/express/template/save',
    input: merchantShop.templateSaveRequest,
    auth: 'merchant',
    read: false,
    handler: (input, ctx) => saveTemplate(db, ctx, input),
  });
  call({
    path: '/merchant/api/express/template/delete',
    input: merchantShop.templateIdRequest,
    auth: 'merchant',
    read: false,
    handler: (input, ctx) => removeTemplate(db, ctx, input.template_id),
  });
}
