import { centsToMoney, toPaged, type Lang, type Paged, type seckill } from '@mall/contracts';
import type { Config } from '../../config/config.ts';
import type { Db } from '../../db/client.ts';
import { AppError, notFound } from '../../platform/errors.ts';
import { dayKey, daySeconds, runningSlot, slotIdsOf, timeShow } from './seckill-clock.ts';
import * as repo from './seckill.repository.ts';
import { pickI18n } from '../../platform/i18n/translate.ts';

const nowSeconds = () => Math.floor(Date.now() / 1000);

/** Every flash-sale call says so while the plugin is off (spec §8 "Plugins"). */
export function assertSeckillPlugin(config: Pick<Config, 'addons'>): void {
  if (config.addons.seckill !== 1) throw new AppError('FAIL', 'SECKILL_PLUGIN_NOT_INSTALLED');
}

/** A daily slot; with `lang` its name in that language (the base text when untranslated). */
export const slotView = (s: repo.SlotRow, lang?: Lang): seckill.SeckillSlot => ({
  id: s.id,
  name: lang ? pickI18n(s.i18n, lang, 'name', s.name) : s.name,
  seckill_start_time: s.seckillStartTime,
  seckill_end_time: s.seckillEndTime,
  seckill_start_time_show: timeShow(s.seckillStartTime),
  seckill_end_time_show: timeShow(s.seckillEndTime),
});

/**
 * /seckill/api/seckill/lists: today's slots that have sales on sale, in time order (the zone's tabs), with the
 * server's seconds since local midnight (slots are the server's local times, whatever the browser's zone).
 */
export async function listSlots(
  db: Db,
  lang: Lang,
  websiteId = 0,
  now = nowSeconds(),
): Promise<seckill.SlotList> {
  const [slots, lists] = await Promise.all([
    repo.selectSlots(db),
    repo.selectRunningSlotLists(db, now, websiteId),
  ]);
  const used = new Set(lists.flatMap(slotIdsOf));
  return {
    list: slots.filter((s) => used.has(s.id)).map((s) => slotView(s, lang)),
    day_seconds: daySeconds(now),
  };
}

/** A chosen city sees its own sales only; no city (0) sees them all. */
export const sameCity = (saleCity: number, chosen: number) => chosen === 0 || saleCity === chosen;

const discountRate = (seckillPrice: number, price: number) =>
  price > 0 ? Math.floor((seckillPrice * 100) / price) : 100;

/** /seckill/api/seckillgoods/page: a slot's sales with progress (sold of sold + left) and discount. */
export async function slotGoodsPage(
  db: Db,
  q: { seckill_id: number; site_id?: number; page: number; page_size: number },
  websiteId = 0,
  now = nowSeconds(),
): Promise<Paged<seckill.SeckillGoodsCard>> {
  const { rows, total } = await repo.selectSlotGoods(db, {
    slotId: q.seckill_id,
    siteId: q.site_id || undefined,
    websiteId,
    now,
    page: q.page,
    pageSize: q.page_size,
  });
  const list = rows.map(({ sale, stock, saleNum, price }) => ({
    id: sale.id,
    site_id: sale.siteId,
    seckill_name: sale.seckillName,
    status: sale.status,
    start_time: sale.startTime,
    end_time: sale.endTime,
    goods_id: sale.goodsId,
    goods_name: sale.goodsName,
    goods_image: sale.goodsImage,
    seckill_price: centsToMoney(sale.seckillPrice),
    price: centsToMoney(price),
    goods_stock: stock,
    sale_num: saleNum,
    discount_rate: discountRate(sale.seckillPrice, price),
  }));
  return toPaged(list, total, q.page_size);
}

/** /seckill/api/seckillgoods/detail: the sale with its SKUs, the slot running now and the next one today. */
export async function seckillDetail(
  db: Db,
  id: number,
  who: { memberId: number | undefined; websiteId: number },
  now = nowSeconds(),
): Promise<seckill.SeckillDetail> {
  const { memberId, websiteId } = who;
  const found = await repo.selectSeckill(db, id);
  // A sale closed by its shop is gone for shoppers, and so is one of another city; an ended one shows as ended.
  if (!found || found.sale.status === -1 || !sameCity(found.websiteId, websiteId))
    throw notFound('SECKILL_NOT_FOUND');
  const { sale } = found;
  const [skus, allSlots, held] = await Promise.all([
    repo.selectSeckillGoods(db, [id]),
    repo.selectSlots(db),
    memberId ? repo.selectHeld(db, id, memberId, dayKey(now)) : Promise.resolve(new Map<number, number>()),
  ]);
  const ids = new Set(slotIdsOf(sale.seckillTimeId));
  const slots = allSlots.filter((s) => ids.has(s.id));
  const running = runningSlot(slots, now);
  const sec = daySeconds(now);
  const next = slots.find((s) => s.seckillStartTime > sec);
  return {
    seckill_id: sale.id,
    seckill_name: sale.seckillName,
    status: sale.status,
    remark: sale.remark,
    start_time: sale.startTime,
    end_time: sale.endTime,
    site_id: sale.siteId,
    site_name: found.shopName,
    goods_id: sale.goodsId,
    goods_name: sale.goodsName,
    goods_image: sale.goodsImage,
    sku_list: skus.map((s) => ({
      sku_id: s.skuId,
      sku_name: s.skuName,
      sku_image: s.skuImage,
      price: centsToMoney(s.price),
      seckill_price: centsToMoney(s.seckillPrice),
      stock: s.stock,
      sale_num: s.saleNum,
      max_buy: s.maxBuy,
      purchased_num: held.get(s.skuId) ?? 0,
    })),
    seckill_start_time: running?.seckillStartTime ?? 0,
    seckill_end_time: running?.seckillEndTime ?? 0,
    next_start_time: next?.seckillStartTime ?? 0,
    day_seconds: sec,
    slots: slots.map((s) => slotView(s)),
  };
}

/** /seckill/api/seckillgoods/ofgoods: the goods detail's entrance to its flash sale (null when none). */
export async function saleOfGoods(
  db: Db,
  goodsId: number,
  now = nowSeconds(),
): Promise<{ seckill_id: number; seckill_price: string; status: number; start_time: number } | null> {
  const sale = await repo.selectGoodsSale(db, goodsId, now);
  if (!sale) return null;
  return {
    seckill_id: sale.id,
    seckill_price: centsToMoney(sale.seckillPrice),
    status: sale.status,
    start_time: sale.startTime,
  };
}
