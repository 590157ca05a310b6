import { and, count, desc, eq, inArray, sql } from 'drizzle-orm';
import type { Db } from '../../../db/client.ts';
import { pageOffset, pageWithTotal } from '../../../db/paging.ts';
import { goodsBrowse, goodsSku, shop } from '../../../db/schema/index.ts';
import { followedGoodsColumns } from '../collect/goods-card.repository.ts';

export interface Footprint {
  memberId: number;
  goodsId: number;
  skuId: number;
  siteId: number;
  browseTime: number;
}

/** One row per member and goods: a new view moves the existing row to now (and to the SKU now seen). */
export async function upsertFootprint(db: Db, row: Footprint): Promise<number> {
  const rows = await db
    .insert(goodsBrowse)
    .values(row)
    .onConflictDoUpdate({
      target: [goodsBrowse.memberId, goodsBrowse.goodsId],
      set: {
        skuId: sql`excluded.sku_id`,
        siteId: sql`excluded.site_id`,
        browseTime: sql`excluded.browse_time`,
      },
    })
    .returning({ id: goodsBrowse.id });
  return rows[0]!.id;
}

/** Newest first (goods_browse_member_time_idx), with the goods' live fields joined in. */
export function selectFootprintPage(db: Db, memberId: number, page: number, pageSize: number) {
  const where = eq(goodsBrowse.memberId, memberId);
  return pageWithTotal(
    db
      .select({
        id: goodsBrowse.id,
        goodsId: goodsBrowse.goodsId,
        skuId: goodsBrowse.skuId,
        siteId: goodsBrowse.siteId,
        browseTime: goodsBrowse.browseTime,
        ...followedGoodsColumns,
      })
      .from(goodsBrowse)
      .innerJoin(goodsSku, eq(goodsSku.skuId, goodsBrowse.skuId))
      .innerJoin(shop, eq(shop.siteId, goodsSku.siteId))
      .where(where)
      .orderBy(desc(goodsBrowse.browseTime), desc(goodsBrowse.id))
      .limit(pageSize)
      .offset(pageOffset(page, pageSize)),
    db.select({ n: count() }).from(goodsBrowse).where(where),
  );
}

/** Deletes only the member's own footprints among the ids; answers how many went. */
export async function deleteFootprints(db: Db, memberId: number, ids: number[]): Promise<number> {
  const rows = await db
    .delete(goodsBrowse)
    .where(and(eq(goodsBrowse.memberId, memberId), inArray(goodsBrowse.id, ids)))
    .returning({ id: goodsBrowse.id });
  return rows.length;
}
