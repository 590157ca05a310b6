import { and, asc, count, desc, eq, inArray, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { pageOffset, pageWithTotal } from '../../db/paging.ts';
import { goodsSku, promotionBundling, promotionBundlingGoods, shop } from '../../db/schema/index.ts';
import type { Tx } from '../../platform/database.ts';

type DbOrTx = Db | Tx;
const b = promotionBundling;
const bg = promotionBundlingGoods;

const onSale = sql<number>`case when ${goodsSku.goodsState} = 1 and ${goodsSku.verifyState} = 1
  and ${goodsSku.isDelete} = 0 then 1 else 0 end`.mapWith(Number);

const comboColumns = {
  combo: b,
  shopName: sql<string>`coalesce(${shop.siteName}, ${b.siteName})`,
  shopOpen: sql<number>`coalesce(${shop.shopStatus}, 0)`.mapWith(Number),
  websiteId: sql<number>`coalesce(${shop.websiteId}, 0)`.mapWith(Number),
};
export type ComboRow = Awaited<ReturnType<typeof selectCombos>>[number];
export type ComboGoodsRow = Awaited<ReturnType<typeof selectComboGoods>>[number];

export function selectCombos(db: DbOrTx, blIds: number[]) {
  if (blIds.length === 0) return Promise.resolve([]);
  return db
    .select(comboColumns)
    .from(b)
    .leftJoin(shop, eq(shop.siteId, b.siteId))
    .where(inArray(b.blId, blIds))
    .orderBy(desc(b.blId));
}

/** The SKUs of the packages with their live stock and shelf state, in the order they were saved. */
export function selectComboGoods(db: DbOrTx, blIds: number[]) {
  if (blIds.length === 0) return Promise.resolve([]);
  return db
    .select({ item: bg, stock: goodsSku.stock, unit: goodsSku.unit, onSale })
    .from(bg)
    .innerJoin(goodsSku, eq(goodsSku.skuId, bg.skuId))
    .where(inArray(bg.blId, blIds))
    .orderBy(asc(bg.id));
}

/** The packages on offer (status 1) holding any SKU of this goods. */
export async function selectOpenComboIdsOfGoods(db: Db, goodsId: number): Promise<number[]> {
  const rows = await db
    .selectDistinct({ id: b.blId })
    .from(b)
    .innerJoin(bg, eq(bg.blId, b.blId))
    .where(and(eq(b.status, 1), eq(bg.goodsId, goodsId)))
    .orderBy(desc(b.blId))
    .limit(20);
  return rows.map((r) => r.id);
}

export async function selectSkuGoodsId(db: Db, skuId: number): Promise<number | undefined> {
  const [row] = await db
    .select({ goodsId: goodsSku.goodsId })
    .from(goodsSku)
    .where(eq(goodsSku.skuId, skuId));
  return row?.goodsId;
}

// ---- merchant console: every statement carries the session's shop ------------------------------------------

export function selectShopComboIds(
  db: Db,
  siteId: number,
  q: { page: number; page_size: number; status?: number },
) {
  const where = and(eq(b.siteId, siteId), q.status === undefined ? undefined : eq(b.status, q.status));
  return pageWithTotal(
    db
      .select({ id: b.blId })
      .from(b)
      .where(where)
      .orderBy(desc(b.blId))
      .limit(q.page_size)
      .offset(pageOffset(q.page, q.page_size)),
    db.select({ n: count() }).from(b).where(where),
  );
}

/** The shop's own SKUs among skuIds, with whether each is on sale. */
export function selectShopSkus(db: DbOrTx, siteId: number, skuIds: number[]) {
  return db
    .select({ sku: goodsSku, onSale })
    .from(goodsSku)
    .where(and(eq(goodsSku.siteId, siteId), inArray(goodsSku.skuId, skuIds)));
}

export async function selectShopName(db: DbOrTx, siteId: number): Promise<string> {
  const [row] = await db.select({ name: shop.siteName }).from(shop).where(eq(shop.siteId, siteId));
  return row?.name ?? '';
}

export async function insertCombo(tx: Tx, values: typeof b.$inferInsert): Promise<number> {
  const [row] = await tx.insert(b).values(values).returning({ id: b.blId });
  return row!.id;
}

/** Changes a package of the shop that is still on; answers whether one was changed. */
export async function updateOpenCombo(
  tx: Tx,
  siteId: number,
  blId: number,
  set: Partial<typeof b.$inferInsert>,
): Promise<boolean> {
  const rows = await tx
    .update(b)
    .set(set)
    .where(and(eq(b.blId, blId), eq(b.siteId, siteId), eq(b.status, 1)))
    .returning({ id: b.blId });
  return rows.length > 0;
}

export async function replaceComboGoods(
  tx: Tx,
  blId: number,
  goods: (typeof bg.$inferInsert)[],
): Promise<void> {
  await tx.delete(bg).where(eq(bg.blId, blId));
  await tx.insert(bg).values(goods);
}
