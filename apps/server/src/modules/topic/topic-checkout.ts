import type { Db } from '../../db/client.ts';
import { AppError, notFound } from '../../platform/errors.ts';
import * as repo from './topic.repository.ts';
import { statusAt } from './topic.service.ts';

/** What the checkout needs of a topic goods (facts §5.4): its SKU, the topic price, whether the topic runs now. */
export interface TopicTerms {
  id: number;
  skuId: number;
  price: number;
  obstacle: AppError | null;
}

export async function topicTerms(db: Db, id: number, websiteId: number, now: number): Promise<TopicTerms> {
  const g = await repo.selectTopicGoodsById(db, id);
  if (!g || (websiteId > 0 && g.websiteId !== websiteId)) throw notFound('TOPIC_NOT_FOUND');
  const t = await repo.selectTopic(db, g.item.topicId);
  const status = t ? statusAt(t, now) : 3;
  const obstacle =
    status === 3
      ? new AppError('FAIL', 'TOPIC_ENDED')
      : status === 1
        ? new AppError('FAIL', 'TOPIC_NOT_STARTED')
        : null;
  return { id: g.item.id, skuId: g.item.skuId, price: g.item.topicPrice, obstacle };
}
