import { useMemo } from 'react';
import { useSearchParams } from 'react-router';
import { CheckoutScreen, type PromotionGoods } from '../../checkout/index.ts';
import { TOPIC_CALLS } from '../api/topic-queries.ts';

const calls = { calculate: TOPIC_CALLS.calculate, create: TOPIC_CALLS.create };

function goodsFrom(params: URLSearchParams): PromotionGoods | null {
  const id = Number(params.get('topic_goods_id'));
  const num = Number(params.get('num'));
  return Number.isInteger(id) && id > 0 && Number.isInteger(num) ? { topic_goods_id: id, num } : null;
}

/** /promotion/topic_payment: the ordinary confirm-and-pay screen on the topic event's own calls. */
export function Page() {
  const [params] = useSearchParams();
  const goods = useMemo(() => goodsFrom(params), [params]);
  return <CheckoutScreen goods={goods} calls={calls} />;
}
