import { and, desc, eq, inArray, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import {
  goods,
  goodsSku,
  promotionSeckill,
  promotionSeckillGoods,
  promotionSeckillTime,
  shop,
} from '../../db/schema/index.ts';
import type { Tx } from '../../platform/database.ts';

type DbOrTx = Db | Tx;

export async function selectShopSeckills(
  db: DbOrTx,
  siteId: number,
  q: { status?: number; page: number; pageSize: number },
) {
  const where = and(
    eq(promotionSeckill.siteId, siteId),
    q.status === undefined ? undefined : eq(promotionSeckill.status, q.status),
  );
  const [rows, [count]] = await Promise.all([
    db
      .select()
      .from(promotionSeckill)
      .where(where)
      .orderBy(desc(promotionSeckill.id))
      .limit(q.pageSize)
      .offset((q.page - 1) * q.pageSize),
    db
      .select({ n: sql<number>`count(*)`.mapWith(Number) })
      .from(promotionSeckill)
      .where(where),
  ]);
  return { rows, total: count?.n ?? 0 };
}

/** One sale of the shop (another shop's reads as absent); locked when asked, for a write that follows. */
export async function selectShopSeckill(db: DbOrTx, siteId: number, id: number, lock = false) {
  const q = db
    .select()
    .from(promotionSeckill)
    .where(and(eq(promotionSeckill.siteId, siteId), eq(promotionSeckill.id, id)));
  const [row] = lock ? await q.for('update') : await q;
  return row;
}

/** The shop's goods (not deleted) with its SKUs, for a sale's form. */
export async function selectShopGoodsSkus(db: DbOrTx, siteId: number, goodsId: number) {
  const [g] = await db
    .select({ goodsId: goods.goodsId, goodsName: goods.goodsName, goodsImage: goods.goodsImage })
    .from(goods)
    .where(and(eq(goods.siteId, siteId), eq(goods.goodsId, goodsId), eq(goods.isDelete, 0)));
  if (!g) return undefined;
  const skus = await db
    .select({
      skuId: goodsSku.skuId,
      skuName: goodsSku.skuName,
      skuImage: goodsSku.skuImage,
      price: goodsSku.price,
    })
    .from(goodsSku)
    .where(and(eq(goodsSku.goodsId, goodsId), eq(goodsSku.siteId, siteId), eq(goodsSku.isDelete, 0)));
  return { ...g, skus };
}

export async function selectShopName(db: DbOrTx, siteId: number): Promise<string> {
  const [row] = await db.select({ name: shop.siteName }).from(shop).where(eq(shop.siteId, siteId));
  return row?.name ?? '';
}

export async function countSlots(db: DbOrTx, ids: number[]): Promise<number> {
  const [row] = await db
    .select({ n: sql<number>`count(*)`.mapWith(Number) })
    .from(promotionSeckillTime)
    .where(inArray(promotionSeckillTime.id, ids));
  return row?.n ?? 0;
}

export type NewSeckill = typeof promotionSeckill.$inferInsert;
export type NewSeckillGoods = typeof promotionSeckillGoods.$inferInsert;

export async function insertSeckill(tx: Tx, row: NewSeckill) {
  const [created] = await tx.insert(promotionSeckill).values(row).returning();
  return created!;
}

/** Changes a sale that has not started (status 0 guard): answers it, or nothing when it moved meanwhile. */
export async function updateWaitingSeckill(tx: Tx, siteId: number, id: number, set: Partial<NewSeckill>) {
  const [row] = await tx
    .update(promotionSeckill)
    .set(set)
    .where(
      and(eq(promotionSeckill.siteId, siteId), eq(promotionSeckill.id, id), eq(promotionSeckill.status, 0)),
    )
    .returning();
  return row;
}

/** A sale's SKUs are written whole: only before it starts, so no order holds any of them yet. */
export async function replaceSeckillGoods(tx: Tx, seckillId: number, rows: NewSeckillGoods[]) {
  await tx.delete(promotionSeckillGoods).where(eq(promotionSeckillGoods.seckillId, seckillId));
  if (rows.length) await tx.insert(promotionSeckillGoods).values(rows);
}

/** Closes a waiting or running sale (→ -1); orders already made keep their terms. */
export async function closeShopSeckill(tx: Tx, siteId: number, id: number) {
  const [row] = await tx
    .update(promotionSeckill)
    .set({ status: -1 })
    .where(
      and(
        eq(promotionSeckill.siteId, siteId),
        eq(promotionSeckill.id, id),
        inArray(promotionSeckill.status, [0, 1]),
      ),
    )
    .returning();
  return row;
}

export async function insertSlot(tx: Tx, row: typeof promotionSeckillTime.$inferInsert) {
  const [created] = await tx.insert(promotionSeckillTime).values(row).returning();
  return created!;
}

export async function updateSlot(tx: Tx, id: number, set: Partial<typeof promotionSeckillTime.$inferInsert>) {
  const [row] = await tx
    .update(promotionSeckillTime)
    .set(set)
    .where(eq(promotionSeckillTime.id, id))
    .returning();
  return row;
}

export async function selectSlot(db: DbOrTx, id: number) {
  const [row] = await db.select().from(promotionSeckillTime).where(eq(promotionSeckillTime.id, id));
  return row;
}
