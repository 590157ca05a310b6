import { toPaged, type memberFollow } from '@mall/contracts';
import type { Db } from '../../../db/client.ts';
import { AppError } from '../../../platform/errors.ts';
import { selectSkuState } from '../collect/collect.repository.ts';
import { toFollowedGoods } from '../collect/goods-card.ts';
import { deleteFootprints, selectFootprintPage, upsertFootprint } from './browse.repository.ts';

/**
 * Records that the member opened a goods page. The SKU must exist, belong to that goods and come from an
 * open shop; an off-shelf goods is still recorded (its page says so, and the footprint shows it greyed).
 */
export async function addFootprint(
  db: Db,
  memberId: number,
  goodsId: number | undefined,
  skuId: number,
): Promise<number> {
  const sku = await selectSkuState(db, skuId);
  if (!sku || sku.isDelete !== 0 || (goodsId !== undefined && sku.goodsId !== goodsId))
    throw new AppError('NOT_FOUND', 'GOODS_NOT_FOUND');
  if (sku.shopStatus !== 1) throw new AppError('NOT_FOUND', 'SHOP_CLOSED');
  return upsertFootprint(db, {
    memberId,
    goodsId: sku.goodsId,
    skuId,
    siteId: sku.siteId,
    browseTime: Math.floor(Date.now() / 1000),
  });
}

export async function footprintPage(db: Db, memberId: number, page: number, pageSize: number) {
  const { rows, total } = await selectFootprintPage(db, memberId, page, pageSize);
  const list: memberFollow.BrowseItem[] = rows.map((r) => {
    const goods = toFollowedGoods(r);
    return {
      id: r.id,
      goods_id: r.goodsId,
      sku_id: r.skuId,
      site_id: r.siteId,
      browse_time: r.browseTime,
      ...goods,
      goods_image: goods.sku_image,
      goods_price: goods.discount_price,
    };
  });
  return toPaged(list, total, pageSize);
}

/** Deletes the member's footprints among the ids; none of them being the member's is not found. */
export async function removeFootprints(db: Db, memberId: number, ids: number[]): Promise<number> {
  const removed = await deleteFootprints(db, memberId, [...new Set(ids)]);
  if (removed === 0) throw new AppError('NOT_FOUND', 'BROWSE_NOT_FOUND');
  return removed;
}
