import { and, count, desc, eq, gt, inArray, lt, ne } from 'drizzle-orm';
import { couponType, goods, promotionManjian } from '../../db/schema/index.ts';
import type { Db, Tx } from '../../platform/database.ts';

export type ManjianRecord = typeof promotionManjian.$inferSelect;
type ManjianValues = Omit<typeof promotionManjian.$inferInsert, 'manjianId'>;

export const CLOSED = -1;

/** One shop's offers, newest first. */
export async function selectShopManjian(db: Db, siteId: number, page: number, pageSize: number) {
  const where = eq(promotionManjian.siteId, siteId);
  const [rows, [total]] = await Promise.all([
    db
      .select()
      .from(promotionManjian)
      .where(where)
      .orderBy(desc(promotionManjian.manjianId))
      .limit(pageSize)
      .offset((page - 1) * pageSize),
    db.select({ n: count() }).from(promotionManjian).where(where),
  ]);
  return { rows, total: total?.n ?? 0 };
}

export async function selectManjian(db: Db | Tx, manjianId: number): Promise<ManjianRecord | undefined> {
  const [row] = await db.select().from(promotionManjian).where(eq(promotionManjian.manjianId, manjianId));
  return row;
}

/** The shop's other offers not closed whose window meets [start, end): the shop runs one offer at a time. */
export async function selectOverlapping(tx: Tx, siteId: number, start: number, end: number, except = 0) {
  return tx
    .select({ id: promotionManjian.manjianId, name: promotionManjian.manjianName })
    .from(promotionManjian)
    .where(
      and(
        eq(promotionManjian.siteId, siteId),
        ne(promotionManjian.status, CLOSED),
        ne(promotionManjian.manjianId, except),
        lt(promotionManjian.startTime, end),
        gt(promotionManjian.endTime, start),
      ),
    )
    .limit(1);
}

/** The names of these goods of the shop (deleted ones too: an offer keeps naming what it listed). */
export async function selectShopGoodsNames(db: Db, siteId: number, goodsIds: number[]) {
  if (goodsIds.length === 0) return [];
  return db
    .select({ goodsId: goods.goodsId, goodsName: goods.goodsName })
    .from(goods)
    .where(and(eq(goods.siteId, siteId), inArray(goods.goodsId, goodsIds)));
}

/** How many of these goods are the shop's own and not deleted. */
export async function countShopGoods(db: Db, siteId: number, goodsIds: number[]) {
  if (goodsIds.length === 0) return 0;
  const [row] = await db
    .select({ n: count() })
    .from(goods)
    .where(and(eq(goods.siteId, siteId), eq(goods.isDelete, 0), inArray(goods.goodsId, goodsIds)));
  return row?.n ?? 0;
}

/** How many of these coupon types are the shop's own. */
export async function countShopCouponTypes(db: Db, siteId: number, typeIds: number[]) {
  if (typeIds.length === 0) return 0;
  const [row] = await db
    .select({ n: count() })
    .from(couponType)
    .where(and(eq(couponType.siteId, siteId), inArray(couponType.couponTypeId, typeIds)));
  return row?.n ?? 0;
}

export async function insertManjian(tx: Tx, values: ManjianValues): Promise<number> {
  const [row] = await tx
    .insert(promotionManjian)
    .values(values)
    .returning({ id: promotionManjian.manjianId });
  return row!.id;
}

/** Changes a shop's offer that is still open (not closed, not ended by `now`); answers whether it did. */
export async function updateOpenManjian(
  tx: Tx,
  siteId: number,
  manjianId: number,
  now: number,
  values: Partial<ManjianValues>,
): Promise<boolean> {
  const rows = await tx
    .update(promotionManjian)
    .set(values)
    .where(
      and(
        eq(promotionManjian.manjianId, manjianId),
        eq(promotionManjian.siteId, siteId),
        ne(promotionManjian.status, CLOSED),
        gt(promotionManjian.endTime, now),
      ),
    )
    .returning({ id: promotionManjian.manjianId });
  return rows.length > 0;
}
