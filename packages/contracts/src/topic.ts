import { z } from './zod.ts';
import { checkoutRequest } from './checkout.ts';
import { idInput, intInput, textInput } from './input.ts';
import { moneyInput } from './merchant-shop.ts';
import { pagingSchema } from './paging.ts';
import { optionalInput } from './wire.ts';

/*
 * Topic events (专题活动, facts §5.4): the platform's themed events with a banner and colour, whose goods sell at
 * a topic price while the event runs. Status 1 not started, 2 running, 3 ended.
 */

const UNIX_MAX = 4_102_444_800;
export const TOPIC_MAX_GOODS = 50;

export const topicPageRequest = pagingSchema;
export const topicIdRequest = z.object({ topic_id: idInput });
/** /topic/api/topicgoods/page: a topic's goods, or the running topics' entries of one goods. */
export const topicGoodsPageRequest = pagingSchema
  .extend({ topic_id: optionalInput(idInput), goods_id: optionalInput(idInput) })
  .refine((v) => v.topic_id !== undefined || v.goods_id !== undefined, 'topic_id or goods_id is required');
/** /topic/api/topicgoods/detail: one topic goods by its own id. */
export const topicGoodsIdRequest = z.object({ id: idInput });

export interface Topic {
  topic_id: number;
  topic_name: string;
  topic_adv: string;
  bg_color: string;
  remark: string;
  start_time: number;
  end_time: number;
  status: number;
}

export interface TopicGoods {
  id: number;
  topic_id: number;
  site_id: number;
  site_name: string;
  goods_id: number;
  sku_id: number;
  sku_name: string;
  sku_image: string;
  price: string;
  topic_price: string;
  stock: number;
  unit: string;
  goods_state: number;
}

export interface TopicGoodsDetail extends TopicGoods {
  topic: Topic;
}

/** /topic/api/ordercreate/calculate and /create: the checkout options, the topic goods (its own id) and a quantity. */
const { cart_ids: _cartIds, sku_id: _skuId, num: _num, ...checkoutOptions } = checkoutRequest.shape;
export const topicCheckoutRequest = z.object({
  ...checkoutOptions,
  topic_goods_id: idInput,
  num: intInput(1, 9999),
});
export type TopicCheckoutRequest = z.infer<typeof topicCheckoutRequest>;

// ---- operator console ---------------------------------------------------------------------------------

export const topicListRequest = pagingSchema;

export const topicSaveRequest = z
  .object({
    topic_id: optionalInput(idInput),
    topic_name: textInput(60).min(1),
    topic_adv: z
      .string()
      .trim()
      .max(255)
      .regex(/^(|upload\/[\w/-]{1,200}\.(jpg|png|webp|gif))$/, 'must be an uploaded picture')
      .default(''),
    bg_color: z.string().regex(/^#[0-9a-fA-F]{6}$/, 'must be a colour like #ff3344'),
    remark: textInput(255).default(''),
    start_time: intInput(1, UNIX_MAX),
    end_time: intInput(1, UNIX_MAX),
    goods: z
      .array(z.object({ sku_id: idInput, topic_price: moneyInput(1_000_000) }))
      .min(1)
      .max(TOPIC_MAX_GOODS)
      .refine((g) => new Set(g.map((x) => x.sku_id)).size === g.length, 'each SKU once'),
  })
  .refine((v) => v.end_time > v.start_time, {
    message: 'end_time must be after start_time',
    path: ['end_time'],
  });
export type TopicSaveInput = z.infer<typeof topicSaveRequest>;
