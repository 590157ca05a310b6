import { useMemo } from 'react';
import { useSearchParams } from 'react-router';
import { CheckoutScreen, type PromotionGoods } from '../../checkout/index.ts';
import { GROUPBUY_CALLS } from '../api/groupbuy-queries.ts';

const calls = { calculate: GROUPBUY_CALLS.calculate, create: GROUPBUY_CALLS.create };

function goodsFrom(params: URLSearchParams): PromotionGoods | null {
  const id = Number(params.get('groupbuy_id'));
  const num = Number(params.get('num'));
  return Number.isInteger(id) && id > 0 && Number.isInteger(num) ? { groupbuy_id: id, num } : null;
}

/** /promotion/groupbuy_payment: the ordinary confirm-and-pay screen on the group buy's own calls. */
export function Page() {
  const [params] = useSearchParams();
  const goods = useMemo(() => goodsFrom(params), [params]);
  return <CheckoutScreen goods={goods} calls={calls} />;
}
