import { toPaged, type memberFollow } from '@mall/contracts';
import type { Db } from '../../../db/client.ts';
import { AppError } from '../../../platform/errors.ts';
import {
  deleteCollect,
  insertCollect,
  selectCollectPage,
  selectIsCollected,
  selectSkuState,
} from './collect.repository.ts';
import { toFollowedGoods } from './goods-card.ts';

const now = () => Math.floor(Date.now() / 1000);
/** The favourites page of the original prints sku_price: the price paid now. */
const withSkuPrice = <G extends { discount_price: string }>(g: G) => ({ ...g, sku_price: g.discount_price });

/** The SKU a member may follow: it exists, is on sale and approved, and its shop is open. */
export async function followableSku(db: Db, skuId: number) {
  const sku = await selectSkuState(db, skuId);
  if (!sku || sku.isDelete !== 0) throw new AppError('NOT_FOUND', 'GOODS_NOT_FOUND');
  if (sku.shopStatus !== 1) throw new AppError('NOT_FOUND', 'SHOP_CLOSED');
  if (sku.goodsState !== 1 || sku.verifyState !== 1) throw new AppError('FAIL', 'GOODS_OFF_SHELF');
  return sku;
}

export async function addCollect(db: Db, memberId: number, skuId: number): Promise<number> {
  const sku = await followableSku(db, skuId);
  return insertCollect(db, {
    memberId,
    goodsId: sku.goodsId,
    skuId: sku.skuId,
    siteId: sku.siteId,
    createTime: now(),
  });
}

/** Unfollows a goods the member follows; anything else (never followed, another's) is not found. */
export async function removeCollect(db: Db, memberId: number, goodsId: number): Promise<1> {
  if (!(await deleteCollect(db, memberId, goodsId))) throw new AppError('NOT_FOUND', 'COLLECT_NOT_FOUND');
  return 1;
}

export async function isCollected(db: Db, goodsId: number, memberId?: number): Promise<0 | 1> {
  if (!memberId) return 0;
  return (await selectIsCollected(db, memberId, goodsId)) ? 1 : 0;
}

export async function collectPage(db: Db, memberId: number, page: number, pageSize: number) {
  const { rows, total } = await selectCollectPage(db, memberId, page, pageSize);
  const list: memberFollow.CollectItem[] = rows.map((r) => ({
    collect_id: r.collectId,
    goods_id: r.goodsId,
    sku_id: r.skuId,
    site_id: r.siteId,
    create_time: r.createTime,
    ...withSkuPrice(toFollowedGoods(r)),
  }));
  return toPaged(list, total, pageSize);
}
