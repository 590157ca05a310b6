import { useMemo } from 'react';
import { useSearchParams } from 'react-router';
import { CheckoutScreen, type PromotionGoods } from '../../checkout/index.ts';
import { COMBO_CALLS } from '../api/combo-queries.ts';

const calls = { calculate: COMBO_CALLS.calculate, create: COMBO_CALLS.create };

function goodsFrom(params: URLSearchParams): PromotionGoods | null {
  const id = Number(params.get('bl_id'));
  const num = Number(params.get('num'));
  return Number.isInteger(id) && id > 0 && Number.isInteger(num) ? { bl_id: id, num } : null;
}

/** /promotion/combo_payment: the ordinary confirm-and-pay screen on the combo package's own calls. */
export function Page() {
  const [params] = useSearchParams();
  const goods = useMemo(() => goodsFrom(params), [params]);
  return <CheckoutScreen goods={goods} calls={calls} />;
}
