import { topic } from '@mall/contracts';
import type { FastifyInstance } from 'fastify';
import type { AppDeps } from '../../app-deps.ts';
import { callRegistrar } from '../../platform/call.ts';
import { registerMessages } from '../../platform/i18n/messages.ts';
import { closeTopic, listTopics, saveTopic } from './topic-console.service.ts';
import { TOPIC_MESSAGES } from './topic.messages.ts';
import { requirePlugin, topicGoodsDetail, topicGoodsPage, topicInfo, topicPage } from './topic.service.ts';

/** The storefront's topic event calls (facts §5.4) and the operator console's (list, save, close). */
export function topicRoutes(app: FastifyInstance, deps: AppDeps): void {
  registerMessages('topic', TOPIC_MESSAGES);
  const { db } = deps;
  const enabled = () => requirePlugin(deps.config.addons.topic === 1);
  const call = callRegistrar(app, deps);
  call({
    path: '/topic/api/topic/page',
    input: topic.topicPageRequest,
    handler: (input, ctx) => {
      enabled();
      return topicPage(db, input, ctx.lang);
    },
  });
  call({
    path: '/topic/api/topic/info',
    input: topic.topicIdRequest,
    handler: (input, ctx) => {
      enabled();
      return topicInfo(db, input.topic_id, ctx.lang);
    },
  });
  call({
    path: '/topic/api/topicgoods/page',
    input: topic.topicGoodsPageRequest,
    handler: (input, ctx) => {
      enabled();
      return topicGoodsPage(db, input, ctx.websiteId);
    },
  });
  call({
    path: '/topic/api/topicgoods/detail',
    input: topic.topicGoodsIdRequest,
    handler: (input, ctx) => {
      enabled();
      return topicGoodsDetail(db, input.id, ctx.websiteId, ctx.lang);
    },
  });
  call({
    path: '/operator/api/topic/lists',
    input: topic.topicListRequest,
    auth: 'operator',
    handler: (input) => listTopics(db, input),
  });
  call({
    path: '/operator/api/topic/save',
    input: topic.topicSaveRequest,
    auth: 'operator',
    read: false,
    handler: (input, ctx) => saveTopic(db, ctx, input),
  });
  call({
    path: '/operator/api/topic/close',
    input: topic.topicIdRequest,
    auth: 'operator',
    read: false,
    handler: (input, ctx) => closeTopic(db, ctx, input.topic_id),
  });
}
