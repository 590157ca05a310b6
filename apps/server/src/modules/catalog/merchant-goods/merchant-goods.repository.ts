import { and, asc, count, desc, eq, inArray, sql, type SQL } from 'drizzle-orm';
import type { merchantGoods } from '@mall/contracts';
import type { Db } from '../../../db/client.ts';
import {
  expressTemplate,
  goods,
  goodsBrand,
  goodsCategory,
  goodsSku,
  shop,
  shopGoodsCategory,
} from '../../../db/schema/index.ts';
import type { Tx } from '../../../platform/jobs/job-runner.ts';

/* A shop's own goods as its console sees them: every query carries the shop (site_id) in its WHERE. */

type DbOrTx = Db | Tx;
export type GoodsInsert = typeof goods.$inferInsert;
export type SkuInsert = typeof goodsSku.$inferInsert;
export type GoodsRow = typeof goods.$inferSelect;
export type SkuRow = typeof goodsSku.$inferSelect;

const listFilter = (siteId: number, f: merchantGoods.GoodsListInput): SQL[] => {
  const c = [eq(goods.siteId, siteId), eq(goods.isDelete, 0)];
  if (f.goods_name) c.push(sql`strpos(lower(${goods.goodsName}), lower(${f.goods_name})) > 0`);
  if (f.goods_state !== 'all') c.push(eq(goods.goodsState, f.goods_state === 'on' ? 1 : 0));
  if (f.stock_state === 'in') c.push(sql`${goods.goodsStock} > 0`);
  if (f.stock_state === 'out') c.push(eq(goods.goodsStock, 0));
  return c;
};

/** One page of the shop's goods, newest first (index goods_site_list_idx), with category name and SKU count. */
export async function selectShopGoodsPage(db: Db, siteId: number, f: merchantGoods.GoodsListInput) {
  const where = and(...listFilter(siteId, f));
  const [total] = await db.select({ n: count() }).from(goods).where(where);
  const rows = await db
    .select({
      goodsId: goods.goodsId,
      goodsName: goods.goodsName,
      goodsImage: goods.goodsImage,
      skuId: goods.skuId,
      price: goods.price,
      marketPrice: goods.marketPrice,
      goodsStock: goods.goodsStock,
      saleNum: goods.saleNum,
      goodsState: goods.goodsState,
      categoryId: goods.categoryId,
      createTime: goods.createTime,
      modifyTime: goods.modifyTime,
    })
    .from(goods)
    .where(where)
    .orderBy(desc(goods.goodsId))
    .limit(f.page_size)
    .offset((f.page - 1) * f.page_size);
  return { rows, count: total?.n ?? 0 };
}

/** SKU counts of some goods, in one query. */
export function selectSkuCounts(db: Db, goodsIds: number[]) {
  if (goodsIds.length === 0) return Promise.resolve([]);
  return db
    .select({ goodsId: goodsSku.goodsId, n: count() })
    .from(goodsSku)
    .where(and(inArray(goodsSku.goodsId, goodsIds), eq(goodsSku.isDelete, 0)))
    .groupBy(goodsSku.goodsId);
}

/** A goods of the shop (not deleted); with `lock`, locked for the rest of the transaction. */
export async function selectShopGoods(db: DbOrTx, siteId: number, goodsId: number, lock = false) {
  const q = db
    .select()
    .from(goods)
    .where(and(eq(goods.goodsId, goodsId), eq(goods.siteId, siteId), eq(goods.isDelete, 0)));
  const [row] = lock ? await q.for('update') : await q;
  return row;
}

/** The live SKUs of a goods, in matrix order. */
export function selectGoodsSkus(db: DbOrTx, goodsId: number): Promise<SkuRow[]> {
  return db
    .select()
    .from(goodsSku)
    .where(and(eq(goodsSku.goodsId, goodsId), eq(goodsSku.isDelete, 0)))
    .orderBy(asc(goodsSku.skuId));
}

export function selectCategoriesFor(db: DbOrTx, ids: number[]) {
  if (ids.length === 0) return Promise.resolve([]);
  return db
    .select({
      categoryId: goodsCategory.categoryId,
      categoryName: goodsCategory.categoryName,
      level: goodsCategory.level,
      categoryId1: goodsCategory.categoryId1,
      categoryId2: goodsCategory.categoryId2,
      categoryId3: goodsCategory.categoryId3,
      isShow: goodsCategory.isShow,
      i18n: goodsCategory.i18n,
    })
    .from(goodsCategory)
    .where(inArray(goodsCategory.categoryId, ids));
}

export function selectAllCategories(db: Db) {
  return db
    .select({
      categoryId: goodsCategory.categoryId,
      categoryName: goodsCategory.categoryName,
      pid: goodsCategory.pid,
      level: goodsCategory.level,
      i18n: goodsCategory.i18n,
    })
    .from(goodsCategory)
    .where(eq(goodsCategory.isShow, 1))
    .orderBy(desc(goodsCategory.sort), asc(goodsCategory.categoryId));
}

export function selectAllBrands(db: Db) {
  return db
    .select({ brandId: goodsBrand.brandId, brandName: goodsBrand.brandName })
    .from(goodsBrand)
    .orderBy(asc(goodsBrand.brandName));
}

export async function selectBrand(db: DbOrTx, brandId: number) {
  const [row] = await db
    .select({ brandId: goodsBrand.brandId, brandName: goodsBrand.brandName })
    .from(goodsBrand)
    .where(eq(goodsBrand.brandId, brandId));
  return row;
}

/** The shop's own categories (any visibility: the merchant files goods before showing a category). */
export function selectOwnShopCategories(db: DbOrTx, siteId: number) {
  return db
    .select({
      categoryId: shopGoodsCategory.categoryId,
      categoryName: shopGoodsCategory.categoryName,
      pid: shopGoodsCategory.pid,
      level: shopGoodsCategory.level,
    })
    .from(shopGoodsCategory)
    .where(eq(shopGoodsCategory.siteId, siteId))
    .orderBy(desc(shopGoodsCategory.sort), asc(shopGoodsCategory.categoryId));
}

export async function selectDefaultTemplateName(db: Db, siteId: number): Promise<string> {
  const [row] = await db
    .select({ name: expressTemplate.templateName })
    .from(expressTemplate)
    .where(eq(expressTemplate.siteId, siteId))
    .orderBy(desc(expressTemplate.isDefault), asc(expressTemplate.templateId))
    .limit(1);
  return row?.name ?? '';
}

/** The shop's fields copied onto its goods (city sub-site, self-run flag). */
export async function selectShopPlacement(db: DbOrTx, siteId: number) {
  const [row] = await db
    .select({ websiteId: shop.websiteId, isOwn: shop.isOwn })
    .from(shop)
    .where(eq(shop.siteId, siteId));
  return row;
}

export async function insertGoods(tx: Tx, row: GoodsInsert): Promise<number> {
  const [added] = await tx.insert(goods).values(row).returning({ goodsId: goods.goodsId });
  return added!.goodsId;
}

export function insertSkus(tx: Tx, rows: SkuInsert[]) {
  return tx.insert(goodsSku).values(rows).returning({ skuId: goodsSku.skuId, stock: goodsSku.stock });
}

export async function updateGoods(tx: Tx, goodsId: number, set: Partial<GoodsInsert>): Promise<void> {
  await tx.update(goods).set(set).where(eq(goods.goodsId, goodsId));
}

/** Writes what a SKU copies from its goods onto every live SKU of it. */
export async function updateGoodsSkus(tx: Tx, goodsId: number, set: Partial<SkuInsert>): Promise<void> {
  await tx
    .update(goodsSku)
    .set(set)
    .where(and(eq(goodsSku.goodsId, goodsId), eq(goodsSku.isDelete, 0)));
}

export async function updateSku(tx: Tx, skuId: number, set: Partial<SkuInsert>): Promise<void> {
  await tx.update(goodsSku).set(set).where(eq(goodsSku.skuId, skuId));
}

/** Soft-deletes SKUs that left the matrix (orders and carts keep pointing at their rows). */
export async function deleteSkus(tx: Tx, skuIds: number[]): Promise<void> {
  if (skuIds.length === 0) return;
  await tx
    .update(goodsSku)
    .set({ isDelete: 1, isDefault: 0, searchText: '', searchGrams: [] })
    .where(inArray(goodsSku.skuId, skuIds));
}

/**
 * Sets one SKU's price and stock only if its stock is still what the editor saw (the expected version): of two
 * staff saving at once, the second finds the stock moved and is refused instead of overwriting the first.
 * Answers the stock difference applied, or null when the SKU is not the goods' or its stock moved.
 */
export async function setSkuStockIfUnchanged(
  tx: Tx,
  goodsId: number,
  s: { skuId: number; price: number; marketPrice: number; stock: number; oldStock: number },
): Promise<number | null> {
  const rows = await tx
    .update(goodsSku)
    .set({ stock: s.stock, price: s.price, discountPrice: s.price, marketPrice: s.marketPrice })
    .where(
      and(
        eq(goodsSku.skuId, s.skuId),
        eq(goodsSku.goodsId, goodsId),
        eq(goodsSku.isDelete, 0),
        eq(goodsSku.stock, s.oldStock),
      ),
    )
    .returning({ skuId: goodsSku.skuId });
  return rows.length === 1 ? s.stock - s.oldStock : null;
}

/** Moves the goods' stock total by a difference (relative, like orders do, so parallel orders stay counted). */
export async function addGoodsStock(tx: Tx, goodsId: number, delta: number): Promise<void> {
  await tx
    .update(goods)
    .set({ goodsStock: sql`greatest(${goods.goodsStock} + ${delta}, 0)` })
    .where(eq(goods.goodsId, goodsId));
}

/** The listing price of a goods: its cheapest live SKU (what the goods row shows). */
export async function selectCheapestSku(tx: Tx, goodsId: number) {
  const [row] = await tx
    .select({ price: goodsSku.price, marketPrice: goodsSku.marketPrice })
    .from(goodsSku)
    .where(and(eq(goodsSku.goodsId, goodsId), eq(goodsSku.isDelete, 0)))
    .orderBy(asc(goodsSku.price), asc(goodsSku.skuId))
    .limit(1);
  return row;
}

/**
 * Locks a goods of the shop for a change: its SKUs first (in id order), then the goods row, the order in which
 * checkout takes stock (SKU, then goods), so a save and an order never wait on each other in a circle.
 */
export async function lockShopGoods(tx: Tx, siteId: number, goodsId: number) {
  await tx
    .select({ skuId: goodsSku.skuId })
    .from(goodsSku)
    .where(and(eq(goodsSku.goodsId, goodsId), eq(goodsSku.siteId, siteId)))
    .orderBy(asc(goodsSku.skuId))
    .for('update');
  return selectShopGoods(tx, siteId, goodsId, true);
}

/**
 * Holds the goods' category and brand rows (FOR SHARE) for the rest of the save, so the operator cannot delete
 * either between the check and the commit: a delete waits for this save and then sees its goods, or deleted
 * first and this save finds the row gone. Answers which of the two still exist.
 */
export async function holdPlacementRows(tx: Tx, categoryId: number, brandId: number) {
  const [category] = await tx
    .select({ id: goodsCategory.categoryId })
    .from(goodsCategory)
    .where(eq(goodsCategory.categoryId, categoryId))
    .for('share');
  const [brand] = brandId
    ? await tx
        .select({ id: goodsBrand.brandId })
        .from(goodsBrand)
        .where(eq(goodsBrand.brandId, brandId))
        .for('share')
    : [{ id: 0 }];
  return { category: category !== undefined, brand: brand !== undefined };
}
