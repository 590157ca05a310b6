import { and, asc, count, desc, eq, gt, inArray, lte, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { pageOffset, pageWithTotal } from '../../db/paging.ts';
import { goodsSku, promotionTopic, promotionTopicGoods, shop } from '../../db/schema/index.ts';
import type { Tx } from '../../platform/database.ts';

type DbOrTx = Db | Tx;
const tp = promotionTopic;
const tg = promotionTopicGoods;

/** Running now by its dates too, so a late status job never lets an ended topic sell. */
const runningAt = (now: number) => and(eq(tp.status, 2), lte(tp.startTime, now), gt(tp.endTime, now));

export function selectRunningTopics(db: Db, q: { page: number; page_size: number }, now: number) {
  return pageWithTotal(
    db
      .select()
      .from(tp)
      .where(runningAt(now))
      .orderBy(desc(tp.topicId))
      .limit(q.page_size)
      .offset(pageOffset(q.page, q.page_size)),
    db.select({ n: count() }).from(tp).where(runningAt(now)),
  );
}

export async function selectTopic(db: DbOrTx, topicId: number) {
  const [row] = await db.select().from(tp).where(eq(tp.topicId, topicId));
  return row;
}

const goodsColumns = {
  item: tg,
  skuName: goodsSku.skuName,
  skuImage: goodsSku.skuImage,
  price: goodsSku.price,
  stock: goodsSku.stock,
  unit: goodsSku.unit,
  websiteId: goodsSku.websiteId,
  siteName: sql<string>`coalesce(${shop.siteName}, '')`,
  goodsState: sql<number>`case when ${goodsSku.goodsState} = 1 and ${goodsSku.verifyState} = 1
    and ${goodsSku.isDelete} = 0 and coalesce(${shop.shopStatus}, 0) = 1 then 1 else 0 end`.mapWith(Number),
};
export type TopicGoodsRow = Awaited<ReturnType<typeof selectTopicGoods>>['rows'][number];

/** A topic's default SKUs (of the chosen city), or the running topics' entries of one goods. */
export function selectTopicGoods(
  db: Db,
  f: { topicId?: number; goodsId?: number; websiteId: number; page: number; pageSize: number; now: number },
) {
  const where = and(
    eq(tg.isDefault, 1),
    f.topicId ? eq(tg.topicId, f.topicId) : undefined,
    f.goodsId ? and(eq(tg.goodsId, f.goodsId), runningAt(f.now)) : undefined,
    f.websiteId > 0 ? eq(goodsSku.websiteId, f.websiteId) : undefined,
  );
  return pageWithTotal(
    db
      .select(goodsColumns)
      .from(tg)
      .innerJoin(tp, eq(tp.topicId, tg.topicId))
      .innerJoin(goodsSku, eq(goodsSku.skuId, tg.skuId))
      .leftJoin(shop, eq(shop.siteId, tg.siteId))
      .where(where)
      .orderBy(asc(tg.id))
      .limit(f.pageSize)
      .offset(pageOffset(f.page, f.pageSize)),
    db
      .select({ n: count() })
      .from(tg)
      .innerJoin(tp, eq(tp.topicId, tg.topicId))
      .innerJoin(goodsSku, eq(goodsSku.skuId, tg.skuId))
      .where(where),
  );
}

export async function selectTopicGoodsById(db: DbOrTx, id: number) {
  const [row] = await db
    .select(goodsColumns)
    .from(tg)
    .innerJoin(goodsSku, eq(goodsSku.skuId, tg.skuId))
    .leftJoin(shop, eq(shop.siteId, tg.siteId))
    .where(eq(tg.id, id));
  return row;
}

// ---- operator console -----------------------------------------------------------------------------------

export function selectAllTopics(db: Db, q: { page: number; page_size: number }) {
  return pageWithTotal(
    db.select().from(tp).orderBy(desc(tp.topicId)).limit(q.page_size).offset(pageOffset(q.page, q.page_size)),
    db.select({ n: count() }).from(tp),
  );
}

export function selectTopicItems(db: DbOrTx, topicIds: number[]) {
  if (topicIds.length === 0) return Promise.resolve([]);
  return db
    .select({ item: tg, skuName: goodsSku.skuName, price: goodsSku.price })
    .from(tg)
    .innerJoin(goodsSku, eq(goodsSku.skuId, tg.skuId))
    .where(inArray(tg.topicId, topicIds))
    .orderBy(asc(tg.id));
}

export function selectSkus(db: DbOrTx, skuIds: number[]) {
  return db
    .select({ sku: goodsSku })
    .from(goodsSku)
    .where(and(inArray(goodsSku.skuId, skuIds), eq(goodsSku.isDelete, 0)));
}

export async function insertTopic(tx: Tx, values: typeof tp.$inferInsert): Promise<number> {
  const [row] = await tx.insert(tp).values(values).returning({ id: tp.topicId });
  return row!.id;
}

/** Changes a topic that has not ended; answers whether one was changed. */
export async function updateOpenTopic(tx: Tx, topicId: number, set: Partial<typeof tp.$inferInsert>) {
  const rows = await tx
    .update(tp)
    .set(set)
    .where(and(eq(tp.topicId, topicId), inArray(tp.status, [1, 2])))
    .returning({ id: tp.topicId });
  return rows.length > 0;
}

export async function replaceTopicGoods(tx: Tx, topicId: number, goods: (typeof tg.$inferInsert)[]) {
  await tx.delete(tg).where(eq(tg.topicId, topicId));
  await tx.insert(tg).values(goods);
}

/** The status moves due at `now` (facts §5.4 crons): not started → running → ended. */
export async function moveTopicStatuses(tx: Tx, now: number): Promise<void> {
  await tx
    .update(tp)
    .set({ status: 3 })
    .where(and(inArray(tp.status, [1, 2]), lte(tp.endTime, now)));
  await tx
    .update(tp)
    .set({ status: 2 })
    .where(and(eq(tp.status, 1), lte(tp.startTime, now), gt(tp.endTime, now)));
}
