import { centsToMoney, toPaged, type Paged, type seckill } from '@mall/contracts';
import type { Db } from '../../db/client.ts';
import type { MerchantContext, OperatorContext } from '../../platform/context.ts';
import { AppError, notFound } from '../../platform/errors.ts';
import { slotIdsOf } from './seckill-clock.ts';
import * as repo from './seckill-console.repository.ts';
import {
  selectSeckillGoods,
  selectSlots,
  type SeckillGoodsRow,
  type SeckillRow,
} from './seckill.repository.ts';
import { slotView } from './seckill.service.ts';

/*
 * The merchant console's flash sales (facts §5.1): a sale of one goods of the shop on the operator's daily
 * slots, with each chosen SKU's price, own stock and per-member daily limit. Editable before it starts;
 * closable while waiting or running. The operator's console defines the slots.
 */

const view = (s: SeckillRow, skus: SeckillGoodsRow[]): seckill.MerchantSeckill => ({
  id: s.id,
  seckill_name: s.seckillName,
  status: s.status,
  remark: s.remark,
  start_time: s.startTime,
  end_time: s.endTime,
  goods_id: s.goodsId,
  goods_name: s.goodsName,
  goods_image: s.goodsImage,
  seckill_price: centsToMoney(s.seckillPrice),
  seckill_time_ids: slotIdsOf(s.seckillTimeId),
  sku_list: skus
    .filter((g) => g.seckillId === s.id)
    .map((g) => ({
      sku_id: g.skuId,
      sku_name: g.skuName,
      sku_image: g.skuImage,
      price: centsToMoney(g.price),
      seckill_price: centsToMoney(g.seckillPrice),
      stock: g.stock,
      sale_num: g.saleNum,
      max_buy: g.maxBuy,
    })),
  create_time: s.createTime,
});

export async function listShopSeckills(
  db: Db,
  siteId: number,
  q: { status?: number; page: number; page_size: number },
): Promise<Paged<seckill.MerchantSeckill>> {
  const { rows, total } = await repo.selectShopSeckills(db, siteId, { ...q, pageSize: q.page_size });
  const skus = await selectSeckillGoods(
    db,
    rows.map((r) => r.id),
  );
  return toPaged(
    rows.map((r) => view(r, skus)),
    total,
    q.page_size,
  );
}

export async function shopSeckillDetail(
  db: Db,
  siteId: number,
  id: number,
): Promise<seckill.MerchantSeckill> {
  const row = await repo.selectShopSeckill(db, siteId, id);
  if (!row) throw notFound('SECKILL_NOT_FOUND');
  return view(row, await selectSeckillGoods(db, [id]));
}

/** Checks the goods, SKUs, prices and slots against the shop's own rows; answers the SKU rows to write. */
async function checkedGoods(db: Db, siteId: number, input: seckill.SeckillSaveInput) {
  const g = await repo.selectShopGoodsSkus(db, siteId, input.goods_id);
  if (!g) throw new AppError('PARAMETER_ERROR', 'SECKILL_GOODS_NOT_OWN');
  const skus = new Map(g.skus.map((s) => [s.skuId, s]));
  const rows = input.sku_list.map((line) => {
    const sku = skus.get(line.sku_id);
    if (!sku) throw new AppError('PARAMETER_ERROR', 'SECKILL_GOODS_NOT_OWN');
    if (line.seckill_price >= sku.price)
      throw new AppError('PARAMETER_ERROR', 'SECKILL_PRICE_NOT_LOWER', {
        params: { price: centsToMoney(sku.price) },
      });
    return {
      siteId,
      goodsId: g.goodsId,
      skuId: sku.skuId,
      skuName: sku.skuName,
      skuImage: sku.skuImage,
      seckillPrice: line.seckill_price,
      price: sku.price,
      stock: line.stock,
      maxBuy: line.max_buy,
    };
  });
  const slotIds = [...new Set(input.seckill_time_ids)];
  if ((await repo.countSlots(db, slotIds)) !== slotIds.length)
    throw new AppError('PARAMETER_ERROR', 'SECKILL_SLOT_NOT_FOUND');
  return { goods: g, rows, slotIds: slotIds.sort((a, b) => a - b) };
}

/** Creates a sale, or edits one that has not started (its SKUs are written whole). */
export async function saveShopSeckill(
  db: Db,
  ctx: MerchantContext,
  input: seckill.SeckillSaveInput,
): Promise<seckill.MerchantSeckill> {
  const now = Math.floor(Date.now() / 1000);
  if (input.end_time <= now) throw new AppError('PARAMETER_ERROR', 'SECKILL_END_IN_PAST');
  const { goods, rows, slotIds } = await checkedGoods(db, ctx.siteId, input);
  const fields = {
    seckillName: input.seckill_name,
    remark: input.remark,
    startTime: input.start_time,
    endTime: input.end_time,
    goodsId: goods.goodsId,
    goodsName: goods.goodsName,
    goodsImage: goods.goodsImage,
    seckillPrice: Math.min(...rows.map((r) => r.seckillPrice)),
    seckillTimeId: `,${slotIds.join(',')},`,
    // A sale whose start has come opens at once; the status job moves the rest on time.
    status: input.start_time <= now ? 1 : 0,
  };
  return db.transaction(async (tx) => {
    let before: seckill.MerchantSeckill | null = null;
    let sale: SeckillRow | undefined;
    if (input.id) {
      const old = await repo.selectShopSeckill(tx, ctx.siteId, input.id, true);
      if (!old) throw notFound('SECKILL_NOT_FOUND');
      before = view(old, await selectSeckillGoods(tx, [old.id]));
      sale = await repo.updateWaitingSeckill(tx, ctx.siteId, input.id, fields);
      if (!sale) throw new AppError('FAIL', 'SECKILL_NOT_EDITABLE');
    } else {
      sale = await repo.insertSeckill(tx, {
        ...fields,
        siteId: ctx.siteId,
        siteName: await repo.selectShopName(tx, ctx.siteId),
        createTime: now,
      });
    }
    await repo.replaceSeckillGoods(
      tx,
      sale.id,
      rows.map((r) => ({ ...r, seckillId: sale.id })),
    );
    const after = view(sale, await selectSeckillGoods(tx, [sale.id]));
    await ctx.audit(tx, { target: 'seckill', targetId: sale.id, before, after });
    return after;
  });
}

export async function closeSeckill(
  db: Db,
  ctx: MerchantContext,
  id: number,
): Promise<seckill.MerchantSeckill> {
  return db.transaction(async (tx) => {
    const old = await repo.selectShopSeckill(tx, ctx.siteId, id, true);
    if (!old) throw notFound('SECKILL_NOT_FOUND');
    const closed = await repo.closeShopSeckill(tx, ctx.siteId, id);
    if (!closed) throw new AppError('FAIL', 'SECKILL_NOT_OPEN');
    const skus = await selectSeckillGoods(tx, [id]);
    const after = view(closed, skus);
    await ctx.audit(tx, { target: 'seckill', targetId: id, before: view(old, skus), after });
    return after;
  });
}

export async function listSlotsForConsole(db: Db): Promise<seckill.SeckillSlot[]> {
  return (await selectSlots(db)).map((s) => slotView(s));
}

/** The operator adds or changes a daily slot. */
export async function saveSlot(
  db: Db,
  ctx: OperatorContext,
  input: seckill.SlotSaveInput,
): Promise<seckill.SeckillSlot> {
  const fields = {
    name: input.name,
    seckillStartTime: input.seckill_start_time,
    seckillEndTime: input.seckill_end_time,
  };
  return db.transaction(async (tx) => {
    if (input.id) {
      const old = await repo.selectSlot(tx, input.id);
      if (!old) throw notFound('SECKILL_NOT_FOUND');
      const row = (await repo.updateSlot(tx, input.id, fields))!;
      await ctx.audit(tx, {
        target: 'seckill_time',
        targetId: row.id,
        before: slotView(old),
        after: slotView(row),
      });
      return slotView(row);
    }
    const row = await repo.insertSlot(tx, { ...fields, createTime: Math.floor(Date.now() / 1000) });
    await ctx.audit(tx, { target: 'seckill_time', targetId: row.id, before: null, after: slotView(row) });
    return slotView(row);
  });
}
