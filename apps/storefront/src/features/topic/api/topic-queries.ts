import type { Paged, topic } from '@mall/contracts';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { request } from '../../../lib/request.ts';
import { getWebsiteId } from '../../../lib/session.ts';

export const TOPIC_CALLS = {
  page: '/topic/api/topic/page',
  info: '/topic/api/topic/info',
  goodsPage: '/topic/api/topicgoods/page',
  goodsDetail: '/topic/api/topicgoods/detail',
  calculate: '/topic/api/ordercreate/calculate',
  create: '/topic/api/ordercreate/create',
} as const;
export const TOPIC_PAGE_SIZE = 20;
const validId = (id: number) => Number.isInteger(id) && id > 0;

export const useTopicPage = (page: number) =>
  useQuery({
    queryKey: [TOPIC_CALLS.page, page],
    queryFn: () =>
      request<Paged<topic.Topic>>({ url: TOPIC_CALLS.page, data: { page, page_size: TOPIC_PAGE_SIZE } }),
    placeholderData: keepPreviousData,
  });

export const useTopicInfo = (topicId: number) =>
  useQuery({
    queryKey: [TOPIC_CALLS.info, topicId],
    queryFn: () => request<topic.Topic>({ url: TOPIC_CALLS.info, data: { topic_id: topicId } }),
    enabled: validId(topicId),
    retry: false,
  });

/** A topic's goods (of the chosen city: the request helper sends website_id). */
export const useTopicGoods = (topicId: number, page: number) =>
  useQuery({
    queryKey: [TOPIC_CALLS.goodsPage, topicId, page, getWebsiteId()],
    queryFn: () =>
      request<Paged<topic.TopicGoods>>({
        url: TOPIC_CALLS.goodsPage,
        data: { topic_id: topicId, page, page_size: TOPIC_PAGE_SIZE },
      }),
    enabled: validId(topicId),
    placeholderData: keepPreviousData,
  });

export const useTopicGoodsDetail = (id: number) =>
  useQuery({
    queryKey: [TOPIC_CALLS.goodsDetail, id, getWebsiteId()],
    queryFn: () => request<topic.TopicGoodsDetail>({ url: TOPIC_CALLS.goodsDetail, data: { id } }),
    enabled: validId(id),
    retry: false,
  });

/** The goods page's entrance: this goods in a running topic; quiet when none or the plugin is off. */
export const useGoodsTopic = (goodsId: number) =>
  useQuery({
    queryKey: [TOPIC_CALLS.goodsPage, 'goods', goodsId, getWebsiteId()],
    queryFn: () =>
      request<Paged<topic.TopicGoods>>({
        url: TOPIC_CALLS.goodsPage,
        data: { goods_id: goodsId, page_size: 1 },
        silent: true,
      }),
    enabled: goodsId > 0,
    select: (d) => d.list[0] ?? null,
  });
