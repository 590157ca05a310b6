import type { checkout, Lang, topic } from '@mall/contracts';
import type { Db } from '../../db/client.ts';
import { topicTerms } from '../../modules/topic/index.ts';
import type { LimitStore } from '../../platform/auth/throttle.ts';
import { calculateCheckout } from './checkout-calculate.ts';
import { createCheckout } from './checkout-create.ts';
import type { CheckoutSource } from './checkout-shop-terms.ts';
import type { CheckoutVariant } from './checkout-variant.ts';

/*
 * The topic event checkout (facts §5.4, /topic/api/ordercreate/*): the topic must be running (status and dates
 * checked when the order is created), the price is topic_price, and the order carries promotion_type 'topic'.
 */

async function variantOf(db: Db, input: topic.TopicCheckoutRequest, websiteId: number) {
  const terms = await topicTerms(db, input.topic_goods_id, websiteId, Math.floor(Date.now() / 1000));
  const variant: CheckoutVariant = {
    promotionType: 'topic',
    promotionId: terms.id,
    priceOf: () => terms.price,
    obstacles: terms.obstacle ? [terms.obstacle] : [],
    afterWrite: async () => {},
  };
  const { topic_goods_id: _id, ...rest } = input;
  const request: checkout.CheckoutRequest = { ...rest, sku_id: terms.skuId, num: input.num };
  return { variant, request };
}

export async function calculateTopicCheckout(
  src: CheckoutSource,
  memberId: number,
  input: topic.TopicCheckoutRequest,
  ctx: { lang: Lang; websiteId: number },
) {
  const { variant, request } = await variantOf(src.db, input, ctx.websiteId);
  return calculateCheckout(src, memberId, request, ctx.lang, variant);
}

export async function createTopicCheckout(
  src: CheckoutSource,
  memberId: number,
  input: topic.TopicCheckoutRequest,
  meta: { ip: string; limits: LimitStore; websiteId: number },
) {
  const { variant, request } = await variantOf(src.db, input, meta.websiteId);
  return createCheckout(src, memberId, request, meta, variant);
}
