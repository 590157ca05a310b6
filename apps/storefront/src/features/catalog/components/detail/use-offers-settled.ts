import { useEffect, useState } from 'react';
import { useGoodsCombos } from '../../../combo/index.ts';
import { useGoodsCouponTypes } from '../../../coupon/index.ts';
import { useGoodsGroupbuy } from '../../../groupbuy/index.ts';
import { useGoodsSale } from '../../../seckill/index.ts';
import { useGoodsTopic } from '../../../topic/index.ts';
import { useCategoryTree, useShopServices } from '../../../../lib/site-data.ts';
import { useManjian } from '../../api/catalog-queries.ts';
import type { GoodsSkuDetail } from '../../api/catalog-types.ts';

/** How long the page waits for the offers once the detail is in; a slow offer call then arrives late, not never. */
export const OFFER_WAIT_MS = 800;

/**
 * Whether the goods page may draw: the offers and entrances that add rows to it (flash sale, coupons, full
 * reduction, group buy, combos, topic, services, the breadcrumb's categories) have answered or failed, or
 * `waitMs` (OFFER_WAIT_MS) have passed since the detail. Drawing before they answer moved the Buy button down by
 * up to 140 px a moment after it appeared (layout shift; a misclick risk). The calls are the hooks the rows use,
 * so each goes out once. Once true it stays true: a refetch or another language must not blank the page.
 */
export function useOffersSettled(sku: GoodsSkuDetail | undefined, waitMs = OFFER_WAIT_MS): boolean {
  const goodsId = sku?.goods_id ?? 0;
  const calls = [
    useGoodsSale(goodsId),
    useGoodsCouponTypes(sku?.site_id ?? 0, goodsId),
    useManjian(goodsId),
    useGoodsGroupbuy(goodsId),
    useGoodsCombos(sku?.sku_id ?? 0),
    useGoodsTopic(goodsId),
    useShopServices(),
    useCategoryTree(),
  ];
  const answered = goodsId > 0 && calls.every((call) => call.status !== 'pending');
  const [waitedEnough, setWaitedEnough] = useState(false);
  const [settled, setSettled] = useState(false);
  useEffect(() => {
    if (!goodsId || answered) return;
    const timer = setTimeout(() => setWaitedEnough(true), waitMs);
    return () => clearTimeout(timer);
  }, [goodsId, answered, waitMs]);
  if (!settled && goodsId > 0 && (answered || waitedEnough)) setSettled(true);
  return settled || (goodsId > 0 && (answered || waitedEnough));
}
