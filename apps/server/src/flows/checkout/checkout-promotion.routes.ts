import { combo, groupbuy, topic } from '@mall/contracts';
import type { FastifyInstance } from 'fastify';
import type { AppDeps } from '../../app-deps.ts';
import { requireComboPlugin } from '../../modules/combo/index.ts';
import { requireGroupbuyPlugin } from '../../modules/groupbuy/index.ts';
import { requireTopicPlugin } from '../../modules/topic/index.ts';
import { callRegistrar } from '../../platform/call.ts';
import { calculateComboCheckout, createComboCheckout } from './checkout-combo.ts';
import { calculateGroupbuyCheckout, createGroupbuyCheckout } from './checkout-groupbuy.ts';
import { calculateTopicCheckout, createTopicCheckout } from './checkout-topic.ts';

/** The promotions' own checkout calls (facts §5.2, §5.3, §5.4): login forced, the promotion's terms checked by the server. */
export function promotionCheckoutRoutes(app: FastifyInstance, deps: AppDeps): void {
  // Checkouts read the shops' terms through the read cache (checkout-shop-terms.ts).
  const src = { db: deps.db, cache: deps.cache };
  const enabled = () => requireGroupbuyPlugin(deps.config.addons.groupbuy === 1);
  const call = callRegistrar(app, deps);
  call({
    path: '/groupbuy/api/ordercreate/calculate',
    input: groupbuy.groupbuyCheckoutRequest,
    auth: 'member',
    read: false,
    handler: (input, ctx) => (enabled(), calculateGroupbuyCheckout(src, ctx.memberId, input, ctx)),
  });
  call({
    path: '/groupbuy/api/ordercreate/create',
    input: groupbuy.groupbuyCheckoutRequest,
    auth: 'member',
    read: false,
    handler: (input, ctx) => (
      enabled(),
      createGroupbuyCheckout(src, ctx.memberId, input, {
        ip: ctx.ip,
        limits: deps.limits,
        websiteId: ctx.websiteId,
      })
    ),
  });
  const comboOn = () => requireComboPlugin(deps.config.addons.bundling === 1);
  call({
    path: '/bundling/api/ordercreate/calculate',
    input: combo.comboCheckoutRequest,
    auth: 'member',
    read: false,
    handler: (input, ctx) => {
      comboOn();
      return calculateComboCheckout(src, ctx.memberId, input, ctx);
    },
  });
  call({
    path: '/bundling/api/ordercreate/create',
    input: combo.comboCheckoutRequest,
    auth: 'member',
    read: false,
    handler: (input, ctx) => {
      comboOn();
      const meta = { ip: ctx.ip, limits: deps.limits, websiteId: ctx.websiteId };
      return createComboCheckout(src, ctx.memberId, input, meta);
    },
  });
  const topicOn = () => requireTopicPlugin(deps.config.addons.topic === 1);
  call({
    path: '/topic/api/ordercreate/calculate',
    input: topic.topicCheckoutRequest,
    auth: 'member',
    read: false,
    handler: (input, ctx) => {
      topicOn();
      return calculateTopicCheckout(src, ctx.memberId, input, ctx);
    },
  });
  call({
    path: '/topic/api/ordercreate/create',
    input: topic.topicCheckoutRequest,
    auth: 'member',
    read: false,
    handler: (input, ctx) => {
      topicOn();
      const meta = { ip: ctx.ip, limits: deps.limits, websiteId: ctx.websiteId };
      return createTopicCheckout(src, ctx.memberId, input, meta);
    },
  });
}
