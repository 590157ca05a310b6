import { and, count, desc, eq, gt, inArray, lte, sql, type SQL } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { pageOffset, pageWithTotal } from '../../db/paging.ts';
import { goodsSku, promotionGroupbuy, shop } from '../../db/schema/index.ts';
import type { Tx } from '../../platform/database.ts';

type DbOrTx = Db | Tx;
const g = promotionGroupbuy;

const columns = {
  gb: g,
  skuName: goodsSku.skuName,
  shopName: sql<string>`coalesce(${shop.siteName}, ${g.siteName})`,
  stock: goodsSku.stock,
  unit: goodsSku.unit,
  websiteId: goodsSku.websiteId,
  goodsState: sql<number>`case when ${goodsSku.goodsState} = 1 and ${goodsSku.verifyState} = 1
    and ${goodsSku.isDelete} = 0 and coalesce(${shop.shopStatus}, 0) = 1 then 1 else 0 end`.mapWith(Number),
};
export type GroupbuyRow = Awaited<ReturnType<typeof selectGroupbuy>>;

/** Running now (status 2 and inside its dates: a late status job never lets an ended one sell). */
const runningAt = (now: number) => and(eq(g.status, 2), lte(g.startTime, now), gt(g.endTime, now));

/** The running group buys with stock on sale in open shops, of one city when a city is chosen. */
export function selectRunningPage(
  db: Db,
  f: { siteId?: number; goodsId?: number; websiteId: number; page: number; pageSize: number; now: number },
) {
  const where = and(
    runningAt(f.now),
    f.siteId ? eq(g.siteId, f.siteId) : undefined,
    f.goodsId ? eq(g.goodsId, f.goodsId) : undefined,
    f.websiteId > 0 ? eq(goodsSku.websiteId, f.websiteId) : undefined,
    gt(goodsSku.stock, 0),
    eq(goodsSku.goodsState, 1),
    eq(goodsSku.verifyState, 1),
    eq(goodsSku.isDelete, 0),
    eq(shop.shopStatus, 1),
  );
  return pageWithTotal(
    db
      .select(columns)
      .from(g)
      .innerJoin(goodsSku, eq(goodsSku.skuId, g.skuId))
      .innerJoin(shop, eq(shop.siteId, g.siteId))
      .where(where)
      .orderBy(desc(g.groupbuyId))
      .limit(f.pageSize)
      .offset(pageOffset(f.page, f.pageSize)),
    db
      .select({ n: count() })
      .from(g)
      .innerJoin(goodsSku, eq(goodsSku.skuId, g.skuId))
      .innerJoin(shop, eq(shop.siteId, g.siteId))
      .where(where),
  );
}

export async function selectGroupbuy(db: DbOrTx, groupbuyId: number) {
  const [row] = await db
    .select(columns)
    .from(g)
    .innerJoin(goodsSku, eq(goodsSku.skuId, g.skuId))
    .leftJoin(shop, eq(shop.siteId, g.siteId))
    .where(eq(g.groupbuyId, groupbuyId));
  return row;
}

// ---- merchant console: every statement carries the session's shop ------------------------------------------

export function selectShopGroupbuys(
  db: Db,
  siteId: number,
  q: { page: number; page_size: number; status?: number },
) {
  const where: SQL | undefined = and(eq(g.siteId, siteId), q.status ? eq(g.status, q.status) : undefined);
  return pageWithTotal(
    db
      .select(columns)
      .from(g)
      .innerJoin(goodsSku, eq(goodsSku.skuId, g.skuId))
      .leftJoin(shop, eq(shop.siteId, g.siteId))
      .where(where)
      .orderBy(desc(g.groupbuyId))
      .limit(q.page_size)
      .offset(pageOffset(q.page, q.page_size)),
    db.select({ n: count() }).from(g).where(where),
  );
}

/** The shop's own undeleted SKU with its shop name, or nothing when the SKU is another shop's. */
export async function selectShopSku(db: DbOrTx, siteId: number, skuId: number) {
  const [row] = await db
    .select({ sku: goodsSku, siteName: sql<string>`coalesce(${shop.siteName}, '')` })
    .from(goodsSku)
    .leftJoin(shop, eq(shop.siteId, goodsSku.siteId))
    .where(and(eq(goodsSku.skuId, skuId), eq(goodsSku.siteId, siteId), eq(goodsSku.isDelete, 0)));
  return row;
}

/** Whether the SKU already has a group buy that has not ended (one at a time keeps the price unambiguous). */
export async function countOpenForSku(db: DbOrTx, skuId: number, exceptId = 0): Promise<number> {
  const [row] = await db
    .select({ n: count() })
    .from(g)
    .where(and(eq(g.skuId, skuId), inArray(g.status, [1, 2]), sql`${g.groupbuyId} <> ${exceptId}`));
  return row?.n ?? 0;
}

export async function insertGroupbuy(tx: Tx, values: typeof g.$inferInsert) {
  const [row] = await tx.insert(g).values(values).returning({ id: g.groupbuyId });
  return row!.id;
}

/** Edits a group buy of the shop that has not ended; answers whether one was changed. */
export async function updateOpenGroupbuy(
  tx: Tx,
  siteId: number,
  groupbuyId: number,
  set: Partial<typeof g.$inferInsert>,
): Promise<boolean> {
  const rows = await tx
    .update(g)
    .set(set)
    .where(and(eq(g.groupbuyId, groupbuyId), eq(g.siteId, siteId), inArray(g.status, [1, 2])))
    .returning({ id: g.groupbuyId });
  return rows.length > 0;
}

/**
 * Holds the group buy for the checkout's transaction while it has not been ended (FOR SHARE): a merchant's close
 * or the end job waits for the order's commit, and an order after the close finds it ended. The dates were
 * checked against the clock already, so a start the job has not written yet (status 1) does not refuse.
 */
export async function holdOpenGroupbuy(tx: Tx, groupbuyId: number): Promise<boolean> {
  const rows = await tx
    .select({ id: g.groupbuyId })
    .from(g)
    .where(and(eq(g.groupbuyId, groupbuyId), inArray(g.status, [1, 2])))
    .for('share');
  return rows.length > 0;
}

/** Counts pieces sold once their order is paid (facts §5.2), whatever the group buy's status is by then. */
export async function addSellNum(tx: Tx, groupbuyId: number, num: number): Promise<void> {
  await tx
    .update(g)
    .set({ sellNum: sql`${g.sellNum} + ${num}` })
    .where(eq(g.groupbuyId, groupbuyId));
}

/** The status moves due at `now` (facts §5.2 crons): not started → running → ended. */
export async function moveStatuses(tx: Tx, now: number): Promise<{ started: number; ended: number }> {
  const ended = await tx
    .update(g)
    .set({ status: 3 })
    .where(and(inArray(g.status, [1, 2]), lte(g.endTime, now)))
    .returning({ id: g.groupbuyId });
  const started = await tx
    .update(g)
    .set({ status: 2 })
    .where(and(eq(g.status, 1), lte(g.startTime, now), gt(g.endTime, now)))
    .returning({ id: g.groupbuyId });
  return { started: started.length, ended: ended.length };
}
