import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { CheckoutScreen, type CheckoutCalls, type CheckoutFrame } from '../../checkout/index.ts';
import { SECKILL } from '../api/seckill-queries.ts';
import './seckill.css';

const CALLS: CheckoutCalls = { calculate: SECKILL.calculate, create: SECKILL.create };
const positive = (v: string | null) => (v && /^\d{1,9}$/.test(v) && Number(v) > 0 ? Number(v) : null);

/** The sale, SKU and quantity from the address; null when any is missing or malformed. */
function goodsFrom(params: URLSearchParams) {
  const seckillId = positive(params.get('seckill_id'));
  const skuId = positive(params.get('sku_id'));
  const num = positive(params.get('num') ?? '1');
  return seckillId && skuId && num ? { seckill_id: seckillId, sku_id: skuId, num } : null;
}

/**
 * /promotion/seckill_payment: the shared checkout screen on the flash sale's calls (address, delivery, invoice,
 * balance; the sale takes no coupons, so the server offers none), under the sale's own heading.
 */
export function Page() {
  const { t } = useTranslation('seckill');
  const [params] = useSearchParams();
  const goods = useMemo(() => goodsFrom(params), [params]);
  const frame: CheckoutFrame = {
    title: t('payment.title'),
    noData: t('payment.noData'),
    back: { to: '/promotion/seckill', label: t('backToZone') },
  };
  return <CheckoutScreen goods={goods} calls={CALLS} frame={frame} />;
}
