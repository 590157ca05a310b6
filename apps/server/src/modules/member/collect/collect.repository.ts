import { and, count, desc, eq, sql } from 'drizzle-orm';
import type { Db } from '../../../db/client.ts';
import { pageOffset, pageWithTotal } from '../../../db/paging.ts';
import { goods, goodsCollect, goodsSku, shop } from '../../../db/schema/index.ts';
import { followedGoodsColumns } from './goods-card.repository.ts';

type Tx = Parameters<Parameters<Db['transaction']>[0]>[0];

/** A SKU with what decides whether it may be followed or browsed: its states and its shop's. */
export async function selectSkuState(db: Db, skuId: number) {
  const rows = await db
    .select({
      skuId: goodsSku.skuId,
      goodsId: goodsSku.goodsId,
      siteId: goodsSku.siteId,
      goodsState: goodsSku.goodsState,
      verifyState: goodsSku.verifyState,
      isDelete: goodsSku.isDelete,
      shopStatus: shop.shopStatus,
    })
    .from(goodsSku)
    .innerJoin(shop, eq(shop.siteId, goodsSku.siteId))
    .where(eq(goodsSku.skuId, skuId))
    .limit(1);
  return rows[0];
}

export interface NewCollect {
  memberId: number;
  goodsId: number;
  skuId: number;
  siteId: number;
  createTime: number;
}

/**
 * Follows the goods and counts it on goods.collect_num in one transaction. The unique (member, goods) index
 * turns a repeated or parallel follow into a no-op update that still returns the existing row; `xmax = 0`
 * tells a freshly inserted row from it, so only a new follow moves the count.
 */
export function insertCollect(db: Db, row: NewCollect): Promise<number> {
  return db.transaction(async (tx: Tx) => {
    const [saved] = await tx
      .insert(goodsCollect)
      .values(row)
      .onConflictDoUpdate({
        target: [goodsCollect.memberId, goodsCollect.goodsId],
        set: { skuId: sql`${goodsCollect.skuId}` },
      })
      .returning({ collectId: goodsCollect.collectId, inserted: sql<boolean>`(xmax = 0)` });
    if (saved!.inserted) {
      await tx
        .update(goods)
        .set({ collectNum: sql`${goods.collectNum} + 1` })
        .where(eq(goods.goodsId, row.goodsId));
    }
    return saved!.collectId;
  });
}

/** Unfollows; the count moves only when this member's row was really there. */
export function deleteCollect(db: Db, memberId: number, goodsId: number): Promise<boolean> {
  return db.transaction(async (tx: Tx) => {
    const deleted = await tx
      .delete(goodsCollect)
      .where(and(eq(goodsCollect.memberId, memberId), eq(goodsCollect.goodsId, goodsId)))
      .returning({ collectId: goodsCollect.collectId });
    if (deleted.length === 0) return false;
    await tx
      .update(goods)
      .set({ collectNum: sql`greatest(${goods.collectNum} - 1, 0)` })
      .where(eq(goods.goodsId, goodsId));
    return true;
  });
}

export async function selectIsCollected(db: Db, memberId: number, goodsId: number): Promise<boolean> {
  const rows = await db
    .select({ collectId: goodsCollect.collectId })
    .from(goodsCollect)
    .where(and(eq(goodsCollect.memberId, memberId), eq(goodsCollect.goodsId, goodsId)))
    .limit(1);
  return rows.length > 0;
}

/** The member's followed goods with their live state, newest first (goods_collect_member_time_idx). */
export function selectCollectPage(db: Db, memberId: number, page: number, pageSize: number) {
  const where = eq(goodsCollect.memberId, memberId);
  return pageWithTotal(
    db
      .select({
        collectId: goodsCollect.collectId,
        goodsId: goodsCollect.goodsId,
        skuId: goodsCollect.skuId,
        siteId: goodsCollect.siteId,
        createTime: goodsCollect.createTime,
        ...followedGoodsColumns,
      })
      .from(goodsCollect)
      .innerJoin(goodsSku, eq(goodsSku.skuId, goodsCollect.skuId))
      .innerJoin(shop, eq(shop.siteId, goodsSku.siteId))
      .where(where)
      .orderBy(desc(goodsCollect.createTime), desc(goodsCollect.collectId))
      .limit(pageSize)
      .offset(pageOffset(page, pageSize)),
    db.select({ n: count() }).from(goodsCollect).where(where),
  );
}
