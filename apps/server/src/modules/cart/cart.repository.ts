import { and, desc, eq, inArray, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import type { Tx } from '../../platform/database.ts';
import { goodsCart, goodsSku, member, memberLevel, shop } from '../../db/schema/index.ts';

/** What the cart rules need to know about a SKU, with its shop's status. */
export interface SkuLimits {
  skuId: number;
  siteId: number;
  stock: number;
  minBuy: number;
  maxBuy: number;
  goodsState: number;
  verifyState: number;
  isDelete: number;
  shopStatus: number;
}

const limitColumns = {
  skuId: goodsSku.skuId,
  siteId: goodsSku.siteId,
  stock: goodsSku.stock,
  minBuy: goodsSku.minBuy,
  maxBuy: goodsSku.maxBuy,
  goodsState: goodsSku.goodsState,
  verifyState: goodsSku.verifyState,
  isDelete: goodsSku.isDelete,
  shopStatus: sql<number>`coalesce(${shop.shopStatus}, 0)`.mapWith(Number),
};

export function selectSkuLimits(db: Db, skuIds: number[]): Promise<SkuLimits[]> {
  return db
    .select(limitColumns)
    .from(goodsSku)
    .leftJoin(shop, eq(shop.siteId, goodsSku.siteId))
    .where(inArray(goodsSku.skuId, skuIds));
}

/** The member's line with its SKU's limits; nothing when the line is not the member's. */
export async function selectLineWithLimits(db: Db, memberId: number, cartId: number) {
  const [row] = await db
    .select({ ...limitColumns, cartId: goodsCart.cartId, num: goodsCart.num })
    .from(goodsCart)
    .innerJoin(goodsSku, eq(goodsSku.skuId, goodsCart.skuId))
    .leftJoin(shop, eq(shop.siteId, goodsSku.siteId))
    .where(and(eq(goodsCart.cartId, cartId), eq(goodsCart.memberId, memberId)));
  return row;
}

export async function selectLineNum(db: Db, memberId: number, skuId: number): Promise<number> {
  const [row] = await db
    .select({ num: goodsCart.num })
    .from(goodsCart)
    .where(and(eq(goodsCart.memberId, memberId), eq(goodsCart.skuId, skuId)));
  return row?.num ?? 0;
}

/**
 * Adds num to the member's line of the SKU (creating it), in one statement so parallel adds cannot lose an
 * update; the sum is only written while it stays within cap. Answers nothing when the sum would exceed cap.
 */
export async function upsertLine(
  db: Db,
  line: { memberId: number; siteId: number; skuId: number; num: number },
  cap: number,
  now: number,
): Promise<{ cartId: number; num: number } | undefined> {
  const [row] = await db
    .insert(goodsCart)
    .values({ ...line, createTime: now, modifyTime: now })
    .onConflictDoUpdate({
      target: [goodsCart.memberId, goodsCart.skuId],
      set: { num: sql`goods_cart.num + excluded.num`, modifyTime: now },
      setWhere: sql`goods_cart.num + excluded.num <= ${cap}`,
    })
    .returning({ cartId: goodsCart.cartId, num: goodsCart.num });
  return row;
}

export async function updateLineNum(db: Db, memberId: number, cartId: number, num: number, now: number) {
  await db
    .update(goodsCart)
    .set({ num, modifyTime: now })
    .where(and(eq(goodsCart.cartId, cartId), eq(goodsCart.memberId, memberId)));
}

export async function deleteLines(db: Db | Tx, memberId: number, cartIds: number[]): Promise<number> {
  const rows = await db
    .delete(goodsCart)
    .where(and(eq(goodsCart.memberId, memberId), inArray(goodsCart.cartId, cartIds)))
    .returning({ cartId: goodsCart.cartId });
  return rows.length;
}

/** The member's lines joined with their SKU and shop as they are now (prices, state, stock). */
export function selectLines(db: Db, memberId: number) {
  return db
    .select({
      cartId: goodsCart.cartId,
      memberId: goodsCart.memberId,
      num: goodsCart.num,
      sku: goodsSku,
      siteName: sql<string>`coalesce(${shop.siteName}, '')`,
      shopStatus: sql<number>`coalesce(${shop.shopStatus}, 0)`.mapWith(Number),
    })
    .from(goodsCart)
    .innerJoin(goodsSku, eq(goodsSku.skuId, goodsCart.skuId))
    .leftJoin(shop, eq(shop.siteId, goodsSku.siteId))
    .where(eq(goodsCart.memberId, memberId))
    .orderBy(desc(goodsCart.cartId));
}

/** Total quantity of the member's lines that can be bought now (on sale, approved, in stock, shop open). */
export async function sumBuyableNum(db: Db, memberId: number): Promise<number> {
  const [row] = await db
    .select({ n: sql<number>`coalesce(sum(${goodsCart.num}), 0)`.mapWith(Number) })
    .from(goodsCart)
    .innerJoin(goodsSku, eq(goodsSku.skuId, goodsCart.skuId))
    .innerJoin(shop, eq(shop.siteId, goodsSku.siteId))
    .where(
      and(
        eq(goodsCart.memberId, memberId),
        eq(goodsSku.goodsState, 1),
        eq(goodsSku.verifyState, 1),
        eq(goodsSku.isDelete, 0),
        sql`${goodsSku.stock} > 0`,
        eq(shop.shopStatus, 1),
      ),
    );
  return row?.n ?? 0;
}

/** The member's level discount in percent (100 = none), for the cart's member_price. */
export async function selectLevelDiscount(db: Db, memberId: number): Promise<number> {
  const [row] = await db
    .select({ percent: memberLevel.consumeDiscount })
    .from(member)
    .innerJoin(memberLevel, eq(memberLevel.levelId, member.memberLevel))
    .where(eq(member.memberId, memberId));
  return row?.percent ?? 100;
}
