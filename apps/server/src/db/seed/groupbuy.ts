import type { promotionGroupbuy } from '../schema/index.ts';
import type { Catalog, CatalogShop } from './catalog.ts';

type GroupbuyRow = typeof promotionGroupbuy.$inferInsert;
const DAY = 86_400;

/**
 * Group buys of the self-operated shop and one other: six running from yesterday for a month at 80–90 % of the
 * price from 2–4 pieces, and one that starts in two days (so both states are in a fresh demo database). Only
 * physical, in-stock SKUs without a timed discount or a minimum of their own are chosen, so the group price is
 * the one thing that differs.
 */
export function groupbuyRows(shops: CatalogShop[], catalog: Catalog, now: number): GroupbuyRow[] {
  const own = shops.find((s) => s.isOwn === 1);
  const other = shops.find((s) => s.isOwn !== 1 && s.lang === 'en-us');
  const goodsOk = new Set(
    catalog.goods.filter((g) => g.goodsState === 1 && g.isVirtual !== 1).map((g) => g.goodsId as number),
  );
  const pick = (siteId: number | undefined, n: number) => {
    const seen = new Set<number>();
    return catalog.skus.filter((s) => {
      const ok =
        s.siteId === siteId &&
        goodsOk.has(s.goodsId) &&
        !seen.has(s.goodsId) &&
        (s.stock as number) >= 50 &&
        (s.price as number) >= 1000 &&
        s.promotionType !== 1 &&
        !s.minBuy;
      if (ok) seen.add(s.goodsId);
      return ok && seen.size <= n;
    });
  };
  const chosen = [...pick(own?.siteId, 5), ...pick(other?.siteId, 2)];
  return chosen.map((s, i) => {
    const price = s.price as number;
    const upcoming = i === chosen.length - 1;
    return {
      siteId: s.siteId,
      // The shop's name is read from the shop itself.
      siteName: '',
      goodsId: s.goodsId,
      skuId: s.skuId as number,
      goodsName: s.goodsName ?? '',
      goodsImage: s.skuImage ?? '',
      goodsPrice: price,
      groupbuyPrice: Math.floor((price * (80 + (i % 3) * 5)) / 100),
      buyNum: 2 + (i % 3),
      sellNum: 0,
      startTime: upcoming ? now + 2 * DAY : now - DAY,
      endTime: now + 30 * DAY,
      status: upcoming ? 1 : 2,
      createTime: now - 2 * DAY,
    };
  });
}
