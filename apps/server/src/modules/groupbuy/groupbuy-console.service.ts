import { toPaged, type groupbuy, type Paged } from '@mall/contracts';
import type { Db } from '../../db/client.ts';
import type { MerchantContext } from '../../platform/context.ts';
import { AppError, notFound } from '../../platform/errors.ts';
import * as repo from './groupbuy.repository.ts';
import { groupbuyView } from './groupbuy.service.ts';

/*
 * A shop's group buys in the merchant console: create, edit (until it ends), close. The shop is the session's;
 * another shop's group buy or SKU reads as not found. The job moves the status; a row created with a start in
 * the past starts running at once.
 */

const nowSeconds = () => Math.floor(Date.now() / 1000);
const initialStatus = (start: number, now: number) => (start <= now ? 2 : 1);

export async function listShopGroupbuys(
  db: Db,
  siteId: number,
  q: { page: number; page_size: number; status?: number },
): Promise<Paged<groupbuy.GroupbuyDetail>> {
  const { rows, total } = await repo.selectShopGroupbuys(db, siteId, q);
  return toPaged(
    rows.map((r) => groupbuyView(r)),
    total,
    q.page_size,
  );
}

function checkTerms(input: { groupbuy_price: number; end_time: number }, skuPrice: number, now: number) {
  if (input.groupbuy_price <= 0 || input.groupbuy_price >= skuPrice)
    throw new AppError('PARAMETER_ERROR', 'GROUPBUY_PRICE_TOO_HIGH');
  if (input.end_time <= now) throw new AppError('PARAMETER_ERROR', 'GROUPBUY_END_IN_PAST');
}

export async function addShopGroupbuy(db: Db, ctx: MerchantContext, input: groupbuy.GroupbuyAddInput) {
  const now = nowSeconds();
  const found = await repo.selectShopSku(db, ctx.siteId, input.sku_id);
  if (!found) throw new AppError('NOT_FOUND', 'GROUPBUY_SKU_NOT_OWN');
  checkTerms(input, found.sku.price, now);
  return db.transaction(async (tx) => {
    if ((await repo.countOpenForSku(tx, input.sku_id)) > 0) throw new AppError('FAIL', 'GROUPBUY_SKU_BUSY');
    const id = await repo.insertGroupbuy(tx, {
      siteId: ctx.siteId,
      siteName: found.siteName,
      goodsId: found.sku.goodsId,
      skuId: found.sku.skuId,
      goodsName: found.sku.goodsName,
      goodsImage: found.sku.skuImage,
      goodsPrice: found.sku.price,
      groupbuyPrice: input.groupbuy_price,
      buyNum: input.buy_num,
      startTime: input.start_time,
      endTime: input.end_time,
      status: initialStatus(input.start_time, now),
      createTime: now,
    });
    const after = groupbuyView((await repo.selectGroupbuy(tx, id))!, now);
    await ctx.audit(tx, { target: 'groupbuy', targetId: id, before: null, after });
    return after;
  });
}

export async function editShopGroupbuy(db: Db, ctx: MerchantContext, input: groupbuy.GroupbuyEditInput) {
  const now = nowSeconds();
  const before = await repo.selectGroupbuy(db, input.groupbuy_id);
  if (!before || before.gb.siteId !== ctx.siteId) throw notFound('GROUPBUY_NOT_FOUND');
  checkTerms(input, before.gb.goodsPrice, now);
  return db.transaction(async (tx) => {
    const changed = await repo.updateOpenGroupbuy(tx, ctx.siteId, input.groupbuy_id, {
      groupbuyPrice: input.groupbuy_price,
      buyNum: input.buy_num,
      startTime: input.start_time,
      endTime: input.end_time,
      status: initialStatus(input.start_time, now),
    });
    if (!changed) throw new AppError('FAIL', 'GROUPBUY_NOT_EDITABLE');
    const after = groupbuyView((await repo.selectGroupbuy(tx, input.groupbuy_id))!, now);
    await ctx.audit(tx, {
      target: 'groupbuy',
      targetId: input.groupbuy_id,
      before: groupbuyView(before, now),
      after,
    });
    return after;
  });
}

/** Ends a group buy early (status 3); an ended one cannot be closed again. */
export async function closeShopGroupbuy(db: Db, ctx: MerchantContext, groupbuyId: number) {
  const now = nowSeconds();
  const before = await repo.selectGroupbuy(db, groupbuyId);
  if (!before || before.gb.siteId !== ctx.siteId) throw notFound('GROUPBUY_NOT_FOUND');
  return db.transaction(async (tx) => {
    if (!(await repo.updateOpenGroupbuy(tx, ctx.siteId, groupbuyId, { status: 3 })))
      throw new AppError('FAIL', 'GROUPBUY_NOT_EDITABLE');
    const after = groupbuyView((await repo.selectGroupbuy(tx, groupbuyId))!, now);
    await ctx.audit(tx, {
      target: 'groupbuy',
      targetId: groupbuyId,
      before: groupbuyView(before, now),
      after,
    });
    return after;
  });
}
