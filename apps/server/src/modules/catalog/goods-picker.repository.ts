import { and, asc, desc, eq, inArray, sql, type SQL } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { goods, goodsSku, shop } from '../../db/schema/index.ts';

/* The consoles' goods picker: goods with their SKUs, for the promotion forms (catalog owns both tables). */

export interface PickerQuery {
  /** The merchant's shop; undefined for the operator, who picks from every shop. */
  siteId?: number;
  goodsName?: string;
  skuIds?: number[];
  limit: number;
}

/**
 * Goods on sale (shown, approved, not deleted) whose name holds the text, newest first; or the goods holding the
 * given SKUs whatever their state, so a saved form still names what it chose.
 */
export function selectPickerGoods(db: Db, q: PickerQuery) {
  const where: SQL[] = [eq(goods.isDelete, 0)];
  if (q.siteId !== undefined) where.push(eq(goods.siteId, q.siteId));
  if (q.skuIds) {
    if (q.skuIds.length === 0) return Promise.resolve([]);
    const owners = db
      .select({ goodsId: goodsSku.goodsId })
      .from(goodsSku)
      .where(inArray(goodsSku.skuId, q.skuIds));
    where.push(inArray(goods.goodsId, owners));
  } else {
    where.push(eq(goods.goodsState, 1), eq(goods.verifyState, 1));
    if (q.goodsName) where.push(sql`strpos(lower(${goods.goodsName}), lower(${q.goodsName})) > 0`);
  }
  return db
    .select({
      goodsId: goods.goodsId,
      goodsName: goods.goodsName,
      goodsImage: goods.goodsImage,
      siteId: goods.siteId,
      siteName: shop.siteName,
    })
    .from(goods)
    .innerJoin(shop, eq(shop.siteId, goods.siteId))
    .where(and(...where))
    .orderBy(desc(goods.goodsId))
    .limit(q.limit);
}

/** The live SKUs of some goods, in matrix order. */
export function selectPickerSkus(db: Db, goodsIds: number[]) {
  if (goodsIds.length === 0) return Promise.resolve([]);
  return db
    .select({
      skuId: goodsSku.skuId,
      goodsId: goodsSku.goodsId,
      skuName: goodsSku.skuName,
      skuSpecFormat: goodsSku.skuSpecFormat,
      price: goodsSku.price,
      stock: goodsSku.stock,
    })
    .from(goodsSku)
    .where(and(inArray(goodsSku.goodsId, goodsIds), eq(goodsSku.isDelete, 0)))
    .orderBy(asc(goodsSku.skuId));
}
