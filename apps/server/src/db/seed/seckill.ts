import type { promotionSeckill, promotionSeckillGoods, promotionSeckillTime } from '../schema/index.ts';
import type { Catalog, CatalogShop } from './catalog.ts';

type SlotRow = typeof promotionSeckillTime.$inferInsert;
type SaleRow = typeof promotionSeckill.$inferInsert;
type SaleGoodsRow = typeof promotionSeckillGoods.$inferInsert;
const DAY = 86_400;
const HOUR = 3600;

/** Daily slots covering the whole day, so some slot runs whenever the demo is looked at. Times are their names. */
const SLOTS: [number, number][] = [
  [0, 8],
  [8, 12],
  [12, 16],
  [16, 20],
  [20, 24],
];

/**
 * The demo's flash sales (facts §5.1): a running one on every slot, a sold-out one and one that starts in two
 * days, of self-operated goods, plus a running one of the Chinese shop with a limit of one per day. Windows
 * follow the wall clock at seeding like the other promotions.
 */
export function seckillRows(shops: CatalogShop[], catalog: Catalog, now: number) {
  const slots: SlotRow[] = SLOTS.map(([from, to], i) => ({
    id: i + 1,
    name: `${String(from).padStart(2, '0')}:00`,
    seckillStartTime: from * HOUR,
    seckillEndTime: to * HOUR,
    createTime: now - 5 * DAY,
  }));
  const allSlots = `,${slots.map((s) => s.id).join(',')},`;
  const own = shops.find((s) => s.isOwn === 1)?.siteId ?? 0;
  const chinese = shops.find((s) => s.lang === 'zh-cn')?.siteId ?? 0;
  const discounted = new Set(catalog.skus.filter((s) => (s.promotionType ?? 0) !== 0).map((s) => s.goodsId));
  // Plain goods that can be bought: physical, on sale, no start quantity, stocked, not on a timed discount.
  const plain = (siteId: number) =>
    catalog.goods.filter(
      (g) =>
        g.siteId === siteId &&
        g.isVirtual !== 1 &&
        g.goodsState === 1 &&
        (g.minBuy ?? 0) <= 1 &&
        (g.goodsStock ?? 0) > 0 &&
        !discounted.has(g.goodsId as number),
    );
  const picks = [
    ...plain(own)
      .slice(0, 3)
      .map((g) => ({ g, site: own })),
    ...plain(chinese)
      .slice(0, 1)
      .map((g) => ({ g, site: chinese })),
  ];
  const plans = [
    { name: 'Flash deal', start: now - DAY, status: 1, stock: 100, sold: 12, maxBuy: 2 },
    { name: 'Flash deal', start: now - DAY, status: 1, stock: 0, sold: 50, maxBuy: 2 },
    { name: 'Coming soon', start: now + 2 * DAY, status: 0, stock: 30, sold: 0, maxBuy: 1 },
    { name: '限时秒杀', start: now - DAY, status: 1, stock: 50, sold: 5, maxBuy: 1 },
  ];
  const sales: SaleRow[] = [];
  const goodsRows: SaleGoodsRow[] = [];
  picks.forEach(({ g, site }, i) => {
    const plan = plans[i]!;
    const skus = catalog.skus.filter((s) => s.goodsId === g.goodsId).slice(0, 3);
    const id = i + 1;
    const lines = skus.map((s) => ({
      seckillId: id,
      siteId: site,
      goodsId: g.goodsId as number,
      skuId: s.skuId as number,
      skuName: s.skuName,
      skuImage: s.skuImage ?? '',
      // About 30 % off, in whole cents.
      seckillPrice: Math.max(1, Math.floor(((s.price as number) * 7) / 10)),
      price: s.price as number,
      stock: plan.stock,
      saleNum: plan.sold,
      maxBuy: plan.maxBuy,
    }));
    sales.push({
      id,
      siteId: site,
      siteName: '',
      seckillName: plan.name,
      status: plan.status,
      startTime: plan.start,
      endTime: now + 60 * DAY,
      goodsId: g.goodsId as number,
      goodsName: g.goodsName,
      goodsImage: g.goodsImage ?? '',
      seckillPrice: Math.min(...lines.map((l) => l.seckillPrice)),
      seckillTimeId: allSlots,
      createTime: now - 2 * DAY,
    });
    goodsRows.push(...lines);
  });
  return { slots, sales, goods: goodsRows };
}
