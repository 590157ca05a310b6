import type { promotionBundling, promotionBundlingGoods } from '../schema/index.ts';
import type { Catalog, CatalogShop } from './catalog.ts';
import { COMBO_I18N } from './offers-i18n.ts';
import { i18nOf, translationOf } from './translations.ts';

type BundlingRow = typeof promotionBundling.$inferInsert;
type BundlingGoodsRow = typeof promotionBundlingGoods.$inferInsert;

/** Each SKU's share of the package price by its price; the last takes what rounding leaves (as the console does). */
function shares(blPrice: number, prices: number[]): number[] {
  const total = prices.reduce((s, p) => s + p, 0);
  let left = blPrice;
  return prices.map((p, i) => {
    const share = i === prices.length - 1 ? left : Math.floor((blPrice * p) / total);
    left -= share;
    return share;
  });
}

/**
 * Two combo packages of the self-operated shop: two goods at 90 % with free shipping, and three goods at 85 %
 * the buyer ships. Physical, in-stock SKUs on sale without a timed discount or a minimum, one per goods.
 */
export function comboRows(shops: CatalogShop[], catalog: Catalog, now: number) {
  const own = shops.find((s) => s.isOwn === 1);
  const goodsOk = new Set(
    catalog.goods.filter((g) => g.goodsState === 1 && g.isVirtual !== 1).map((g) => g.goodsId as number),
  );
  const seen = new Set<number>();
  const skus = catalog.skus
    .filter((s) => {
      const ok =
        s.siteId === own?.siteId &&
        goodsOk.has(s.goodsId) &&
        !seen.has(s.goodsId) &&
        (s.stock as number) >= 50 &&
        (s.price as number) >= 500 &&
        s.promotionType !== 1 &&
        !s.minBuy;
      if (ok) seen.add(s.goodsId);
      return ok;
    })
    // Past the goods the group buys take first.
    .slice(10, 15);
  const packages: BundlingRow[] = [];
  const goods: BundlingGoodsRow[] = [];
  const plans = [
    { name: 'Everyday pair', items: skus.slice(0, 2), percent: 90, shipping: 1 },
    { name: 'Value trio', items: skus.slice(2, 5), percent: 85, shipping: 2 },
  ];
  for (const [i, plan] of plans.entries()) {
    if (plan.items.length < 2 || !own) continue;
    const blId = i + 1;
    const prices = plan.items.map((s) => s.price as number);
    const goodsMoney = prices.reduce((a, p) => a + p, 0);
    const blPrice = Math.floor((goodsMoney * plan.percent) / 100);
    packages.push({
      blId,
      blName: plan.name,
      i18n: i18nOf({ bl_name: translationOf(COMBO_I18N, plan.name) }),
      siteId: own.siteId,
      siteName: '',
      blPrice,
      goodsMoney,
      shippingFeeType: plan.shipping,
      status: 1,
      createTime: now - 86_400,
    });
    const parts = shares(blPrice, prices);
    plan.items.forEach((s, j) =>
      goods.push({
        blId,
        siteId: own.siteId,
        goodsId: s.goodsId,
        skuId: s.skuId as number,
        skuName: s.skuName ?? '',
        skuImage: s.skuImage ?? '',
        price: prices[j]!,
        promotionPrice: parts[j]!,
      }),
    );
  }
  return { packages, goods };
}
