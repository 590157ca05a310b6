import { and, asc, eq, gt, inArray, lte, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import {
  idempotencyKey,
  promotionSeckill,
  promotionSeckillBuy,
  promotionSeckillGoods,
  promotionSeckillTime,
  goods,
  shop,
} from '../../db/schema/index.ts';
import type { Tx } from '../../platform/database.ts';
import { preparedOnce } from '../../platform/prepared.ts';

type DbOrTx = Db | Tx;

export type SlotRow = typeof promotionSeckillTime.$inferSelect;
export type SeckillRow = typeof promotionSeckill.$inferSelect;
export type SeckillGoodsRow = typeof promotionSeckillGoods.$inferSelect;

export const selectSlots = (db: DbOrTx) =>
  db
    .select()
    .from(promotionSeckillTime)
    .orderBy(asc(promotionSeckillTime.seckillStartTime), asc(promotionSeckillTime.id));

/** A sale is on sale while running and inside its dates (the status job may lag a tick behind the clock). */
const onSale = (now: number) =>
  and(
    eq(promotionSeckill.status, 1),
    lte(promotionSeckill.startTime, now),
    gt(promotionSeckill.endTime, now),
  );

/**
 * The chosen city narrows sales to goods of that city (facts §9.2: seckill lists filter by website_id, as the
 * catalog does by the goods' website_id); 0 is the whole country.
 */
const inCity = (websiteId: number) =>
  websiteId > 0
    ? sql`exists (select 1 from ${goods} g where g.goods_id = ${promotionSeckill.goodsId} and g.website_id = ${websiteId})`
    : undefined;

/** The goods' city of a sale (0 = nationwide), read with the sale for the detail and checkout checks. */
const cityOfSale = sql<number>`coalesce((select g.website_id from ${goods} g
  where g.goods_id = ${promotionSeckill.goodsId}), 0)`.mapWith(Number);

/** The slot lists (",1,3,") of the sales on sale now (in the chosen city). */
export async function selectRunningSlotLists(db: DbOrTx, now: number, websiteId = 0): Promise<string[]> {
  const rows = await db
    .selectDistinct({ ids: promotionSeckill.seckillTimeId })
    .from(promotionSeckill)
    .where(and(onSale(now), inCity(websiteId)));
  return rows.map((r) => r.ids);
}

/** The sales on sale now in one slot (optionally one shop's), with their SKUs' stock, sales and lowest price. */
export async function selectSlotGoods(
  db: DbOrTx,
  q: { slotId: number; siteId?: number; websiteId?: number; now: number; page: number; pageSize: number },
) {
  const where = and(
    onSale(q.now),
    inCity(q.websiteId ?? 0),
    sql`${promotionSeckill.seckillTimeId} like ${`%,${q.slotId},%`}`,
    q.siteId ? eq(promotionSeckill.siteId, q.siteId) : undefined,
  );
  const stats = db
    .select({
      seckillId: promotionSeckillGoods.seckillId,
      stock: sql<number>`sum(${promotionSeckillGoods.stock})`.mapWith(Number).as('stock'),
      saleNum: sql<number>`sum(${promotionSeckillGoods.saleNum})`.mapWith(Number).as('sale_num'),
      price: sql<number>`min(${promotionSeckillGoods.price})`.mapWith(Number).as('price'),
    })
    .from(promotionSeckillGoods)
    .groupBy(promotionSeckillGoods.seckillId)
    .as('stats');
  const [rows, [count]] = await Promise.all([
    db
      .select({ sale: promotionSeckill, stock: stats.stock, saleNum: stats.saleNum, price: stats.price })
      .from(promotionSeckill)
      .innerJoin(stats, eq(stats.seckillId, promotionSeckill.id))
      .where(where)
      .orderBy(asc(promotionSeckill.id))
      .limit(q.pageSize)
      .offset((q.page - 1) * q.pageSize),
    db
      .select({ n: sql<number>`count(*)`.mapWith(Number) })
      .from(promotionSeckill)
      .where(where),
  ]);
  return { rows, total: count?.n ?? 0 };
}

export async function selectSeckill(db: DbOrTx, id: number) {
  const [row] = await db
    .select({
      sale: promotionSeckill,
      shopName: sql<string>`coalesce(${shop.siteName}, '')`,
      websiteId: cityOfSale,
    })
    .from(promotionSeckill)
    .leftJoin(shop, eq(shop.siteId, promotionSeckill.siteId))
    .where(eq(promotionSeckill.id, id));
  return row;
}

export const selectSeckillGoods = (db: DbOrTx, seckillIds: number[]) =>
  seckillIds.length === 0
    ? Promise.resolve([] as SeckillGoodsRow[])
    : db
        .select()
        .from(promotionSeckillGoods)
        .where(inArray(promotionSeckillGoods.seckillId, seckillIds))
        .orderBy(asc(promotionSeckillGoods.skuId));

/** What a member holds of each SKU of a sale on one day. */
export async function selectHeld(db: DbOrTx, seckillId: number, memberId: number, day: number) {
  const rows = await db
    .select({ skuId: promotionSeckillBuy.skuId, num: promotionSeckillBuy.num })
    .from(promotionSeckillBuy)
    .where(
      and(
        eq(promotionSeckillBuy.seckillId, seckillId),
        eq(promotionSeckillBuy.memberId, memberId),
        eq(promotionSeckillBuy.day, day),
      ),
    );
  return new Map(rows.map((r) => [r.skuId, r.num]));
}

/** The sale's own stock, taken with a guarded update: it never goes below zero, whatever the concurrency. */
export async function takeSaleStock(tx: Tx, seckillId: number, skuId: number, num: number) {
  const rows = await tx
    .update(promotionSeckillGoods)
    .set({
      stock: sql`${promotionSeckillGoods.stock} - ${num}`,
      saleNum: sql`${promotionSeckillGoods.saleNum} + ${num}`,
    })
    .where(
      and(
        eq(promotionSeckillGoods.seckillId, seckillId),
        eq(promotionSeckillGoods.skuId, skuId),
        sql`${promotionSeckillGoods.stock} >= ${num}`,
      ),
    )
    .returning({ stock: promotionSeckillGoods.stock });
  return rows.length > 0;
}

export async function returnSaleStock(tx: Tx, seckillId: number, skuId: number, num: number) {
  await tx
    .update(promotionSeckillGoods)
    .set({
      stock: sql`${promotionSeckillGoods.stock} + ${num}`,
      saleNum: sql`greatest(${promotionSeckillGoods.saleNum} - ${num}, 0)`,
    })
    .where(and(eq(promotionSeckillGoods.seckillId, seckillId), eq(promotionSeckillGoods.skuId, skuId)));
}

/** A refunded line no longer counts as sold; its units go back on sale only when they went back into stock. */
export async function refundSaleLine(
  tx: Tx,
  seckillId: number,
  line: { skuId: number; num: number; stockBack: boolean },
) {
  await tx
    .update(promotionSeckillGoods)
    .set({
      stock: line.stockBack ? sql`${promotionSeckillGoods.stock} + ${line.num}` : promotionSeckillGoods.stock,
      saleNum: sql`greatest(${promotionSeckillGoods.saleNum} - ${line.num}, 0)`,
    })
    .where(and(eq(promotionSeckillGoods.seckillId, seckillId), eq(promotionSeckillGoods.skuId, line.skuId)));
}

export interface Quota {
  seckillId: number;
  skuId: number;
  memberId: number;
  day: number;
  num: number;
}

/**
 * Adds to what the member holds today only while it stays within max_buy: one guarded upsert, so parallel
 * orders of one member wait on the row and the later ones find the limit reached.
 */
export async function takeQuota(tx: Tx, q: Quota, maxBuy: number): Promise<boolean> {
  const rows = await tx
    .insert(promotionSeckillBuy)
    .values(q)
    .onConflictDoUpdate({
      target: [
        promotionSeckillBuy.seckillId,
        promotionSeckillBuy.skuId,
        promotionSeckillBuy.memberId,
        promotionSeckillBuy.day,
      ],
      set: { num: sql`${promotionSeckillBuy.num} + excluded.num` },
      // 0: no limit, the count is only kept (the sale's buyers, see seckill-sold-out.ts).
      setWhere: maxBuy > 0 ? sql`${promotionSeckillBuy.num} + excluded.num <= ${maxBuy}` : undefined,
    })
    .returning({ num: promotionSeckillBuy.num });
  return rows.length > 0;
}

/** Every member who ever held a count of this sale SKU (any day, given back or not). */
export async function selectSaleBuyers(db: DbOrTx, seckillId: number, skuId: number): Promise<number[]> {
  const rows = await db
    .selectDistinct({ memberId: promotionSeckillBuy.memberId })
    .from(promotionSeckillBuy)
    .where(and(eq(promotionSeckillBuy.seckillId, seckillId), eq(promotionSeckillBuy.skuId, skuId)));
  return rows.map((r) => r.memberId);
}

export async function returnQuota(tx: Tx, q: Quota): Promise<void> {
  await tx
    .update(promotionSeckillBuy)
    .set({ num: sql`greatest(${promotionSeckillBuy.num} - ${q.num}, 0)` })
    .where(
      and(
        eq(promotionSeckillBuy.seckillId, q.seckillId),
        eq(promotionSeckillBuy.skuId, q.skuId),
        eq(promotionSeckillBuy.memberId, q.memberId),
        eq(promotionSeckillBuy.day, q.day),
      ),
    );
}

/** Status moves on time (facts §5.1 crons): 0 → 1 at the start, 0/1 → 2 at the end. Answers how many moved. */
export async function moveDueStatuses(tx: Tx, now: number): Promise<number> {
  const opened = await tx
    .update(promotionSeckill)
    .set({ status: 1 })
    .where(
      and(
        eq(promotionSeckill.status, 0),
        lte(promotionSeckill.startTime, now),
        gt(promotionSeckill.endTime, now),
      ),
    )
    .returning({ id: promotionSeckill.id });
  const ended = await tx
    .update(promotionSeckill)
    .set({ status: 2 })
    .where(and(inArray(promotionSeckill.status, [0, 1]), lte(promotionSeckill.endTime, now)))
    .returning({ id: promotionSeckill.id });
  return opened.length + ended.length;
}

/** The goods' sale that is on or still to come (the goods detail's entrance), if any. */
export async function selectGoodsSale(db: DbOrTx, goodsId: number, now: number) {
  const [row] = await db
    .select()
    .from(promotionSeckill)
    .where(
      and(
        eq(promotionSeckill.goodsId, goodsId),
        inArray(promotionSeckill.status, [0, 1]),
        gt(promotionSeckill.endTime, now),
      ),
    )
    .orderBy(asc(promotionSeckill.startTime))
    .limit(1);
  return row;
}

const p = {
  seckillId: sql.placeholder('seckillId'),
  skuId: sql.placeholder('skuId'),
  memberId: sql.placeholder('memberId'),
  day: sql.placeholder('day'),
  keyScope: sql.placeholder('keyScope'),
  key: sql.placeholder('key'),
};

/** The buy terms statement, built and prepared once per database handle. */
const buyTerms = preparedOnce((db: DbOrTx) =>
  db
    .select({
      sale: promotionSeckill,
      sku: promotionSeckillGoods,
      websiteId: cityOfSale,
      held: sql<number>`coalesce((select b.num from ${promotionSeckillBuy} b where b.seckill_id = ${p.seckillId}
        and b.sku_id = ${p.skuId} and b.member_id = ${p.memberId} and b.day = ${p.day}), 0)`.mapWith(Number),
      slots: sql<[number, number][]>`(select coalesce(json_agg(json_build_array(t.seckill_start_time,
        t.seckill_end_time)), '[]'::json) from ${promotionSeckillTime} t
        where ${promotionSeckill.seckillTimeId} like '%,' || t.id || ',%')`,
      earlier: sql<string | null>`(select k.result ->> 'out_trade_no' from ${idempotencyKey} k
        where k.member_id = ${p.memberId} and k.scope = ${p.keyScope} and k.idem_key = ${p.key})`,
    })
    .from(promotionSeckill)
    .leftJoin(
      promotionSeckillGoods,
      and(eq(promotionSeckillGoods.seckillId, promotionSeckill.id), eq(promotionSeckillGoods.skuId, p.skuId)),
    )
    .where(eq(promotionSeckill.id, p.seckillId))
    .prepare('seckill_buy_terms'),
);

/**
 * Everything a buy is checked against, in one prepared round trip (the stampede's refusal path): the sale, the
 * SKU's sale row (null when the SKU is not in it), what the member holds of it on `day`, the sale's slots as
 * [start, end] pairs, and the answer stored for the request's idempotency key when an earlier request with it
 * went through (the checkout's key table, read here so that a repeat costs no second query).
 */
export async function selectBuyTerms(
  db: DbOrTx,
  q: {
    seckillId: number;
    skuId: number;
    memberId: number;
    day: number;
    key?: { scope: string; key: string };
  },
) {
  const [row] = await buyTerms(db).execute({
    seckillId: q.seckillId,
    skuId: q.skuId,
    memberId: q.memberId,
    day: q.day,
    keyScope: q.key?.scope ?? '',
    key: q.key?.key ?? '',
  });
  return row;
}
