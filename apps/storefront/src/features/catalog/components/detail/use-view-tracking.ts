import { useEffect } from 'react';
import { request } from '../../../../lib/request.ts';
import { getToken } from '../../../../lib/session.ts';

// Switching spec replaces the URL and remounts the page; the view of one goods is still counted once.
let lastCounted = 0;

/** Counts one click per goods view and, for a member, records the footprint (guests leave none). */
export function useViewTracking(goodsId: number | undefined, skuId: number | undefined) {
  useEffect(() => {
    if (!goodsId || !skuId || lastCounted === goodsId) return;
    lastCounted = goodsId;
    void request({ url: '/api/goods/modifyclicks', data: { sku_id: skuId }, silent: true }).catch(
      () => undefined,
    );
    if (getToken()) {
      void request({
        url: '/api/goodsbrowse/add',
        data: { goods_id: goodsId, sku_id: skuId },
        silent: true,
      }).catch(() => undefined);
    }
  }, [goodsId, skuId]);
  // Leaving the goods lets the next visit count again.
  useEffect(
    () => () => {
      if (typeof window !== 'undefined' && !/\/(shop-)?sku-/.test(window.location.pathname)) lastCounted = 0;
    },
    [],
  );
}
