import { and, asc, count, desc, eq, ilike, type SQL } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { pageOffset, pageWithTotal } from '../../db/paging.ts';
import { pickupStore, shop, shopTradeSetting } from '../../db/schema/index.ts';
import type { Tx } from '../../platform/database.ts';
import { likePattern } from './shop.repository.ts';

/* The merchant console's writes of the shop's own rows: every statement carries the session's shop. */

type DbOrTx = Db | Tx;
export type ShopRow = typeof shop.$inferSelect;
export type StoreRow = typeof pickupStore.$inferSelect;
export type TradeSettingRow = typeof shopTradeSetting.$inferSelect;

export async function lockShop(tx: Tx, siteId: number): Promise<ShopRow | undefined> {
  const [row] = await tx.select().from(shop).where(eq(shop.siteId, siteId)).for('update');
  return row;
}

export async function updateShop(tx: Tx, siteId: number, values: Partial<typeof shop.$inferInsert>) {
  const [row] = await tx.update(shop).set(values).where(eq(shop.siteId, siteId)).returning();
  return row;
}

export async function selectTradeSetting(db: DbOrTx, siteId: number) {
  const [row] = await db.select().from(shopTradeSetting).where(eq(shopTradeSetting.siteId, siteId));
  return row;
}

/** Creates the shop's row on its first save (a shop without one offers express only). */
export async function upsertTradeSetting(tx: Tx, siteId: number, values: Partial<TradeSettingRow>) {
  const [row] = await tx
    .insert(shopTradeSetting)
    .values({ ...values, siteId })
    .onConflictDoUpdate({ target: shopTradeSetting.siteId, set: values })
    .returning();
  return row!;
}

export function selectStorePage(
  db: Db,
  siteId: number,
  q: { page: number; page_size: number; status?: number; keyword?: string },
) {
  const where: SQL | undefined = and(
    eq(pickupStore.siteId, siteId),
    q.status === undefined ? undefined : eq(pickupStore.status, q.status),
    q.keyword ? ilike(pickupStore.storeName, likePattern(q.keyword)) : undefined,
  );
  return pageWithTotal(
    db
      .select()
      .from(pickupStore)
      .where(where)
      .orderBy(asc(pickupStore.sort), desc(pickupStore.storeId))
      .limit(q.page_size)
      .offset(pageOffset(q.page, q.page_size)),
    db.select({ n: count() }).from(pickupStore).where(where),
  );
}

export async function lockStore(tx: Tx, siteId: number, storeId: number): Promise<StoreRow | undefined> {
  const [row] = await tx
    .select()
    .from(pickupStore)
    .where(and(eq(pickupStore.storeId, storeId), eq(pickupStore.siteId, siteId)))
    .for('update');
  return row;
}

export async function insertStore(tx: Tx, values: typeof pickupStore.$inferInsert): Promise<StoreRow> {
  const [row] = await tx.insert(pickupStore).values(values).returning();
  return row!;
}

export async function updateStore(
  tx: Tx,
  siteId: number,
  storeId: number,
  values: Partial<typeof pickupStore.$inferInsert>,
): Promise<StoreRow> {
  const [row] = await tx
    .update(pickupStore)
    .set(values)
    .where(and(eq(pickupStore.storeId, storeId), eq(pickupStore.siteId, siteId)))
    .returning();
  return row!;
}

export async function deleteStore(tx: Tx, siteId: number, storeId: number): Promise<void> {
  await tx.delete(pickupStore).where(and(eq(pickupStore.storeId, storeId), eq(pickupStore.siteId, siteId)));
}
