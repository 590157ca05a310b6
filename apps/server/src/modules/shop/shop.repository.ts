import { and, asc, count, desc, eq, ilike, or, sql, type SQL } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { pageOffset, pageWithTotal } from '../../db/paging.ts';
import { shop, shopService } from '../../db/schema/index.ts';

export type ShopRow = typeof shop.$inferSelect;

export function selectHotShops(db: Db, limit: number) {
  return db
    .select()
    .from(shop)
    .where(eq(shop.shopStatus, 1))
    .orderBy(desc(shop.shopSales), asc(shop.siteId))
    .limit(limit);
}

export function selectShopServices(db: Db) {
  return db.select().from(shopService).orderBy(asc(shopService.sort), asc(shopService.id));
}

/** One shop whatever its status; the service decides what a closed shop may show. */
export async function selectShop(db: Db, siteId: number): Promise<ShopRow | undefined> {
  const rows = await db.select().from(shop).where(eq(shop.siteId, siteId)).limit(1);
  return rows[0];
}

/** Escapes LIKE wildcards so a keyword is matched literally (a shopper typing '%' finds a '%'). */
export const likePattern = (keyword: string) => `%${keyword.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;

export interface ShopPageQuery {
  keyword?: string;
  websiteId: number;
  order: '' | 'shop_sales' | 'shop_desccredit';
  sort: 'asc' | 'desc';
  page: number;
  pageSize: number;
}

function shopPageOrder(q: ShopPageQuery): SQL[] {
  const dir = q.sort === 'asc' ? asc : desc;
  // Shops of the chosen city come first (fact sheet §9.2), then the requested order.
  const city = q.websiteId > 0 ? [sql`(${shop.websiteId} = ${q.websiteId}) desc`] : [];
  const main =
    q.order === 'shop_desccredit'
      ? [dir(shop.shopDesccredit)]
      : q.order === 'shop_sales'
        ? [dir(shop.shopSales)]
        : [desc(shop.isOwn), desc(shop.isRecommend), desc(shop.shopSales)];
  return [...city, ...main, asc(shop.siteId)];
}

/** The shop street: open shops, matched on name, keywords or main business, parameterised throughout. */
export function selectShopPage(db: Db, q: ShopPageQuery) {
  const pattern = q.keyword ? likePattern(q.keyword) : undefined;
  const where = and(
    eq(shop.shopStatus, 1),
    pattern
      ? or(ilike(shop.siteName, pattern), ilike(shop.seoKeywords, pattern), ilike(shop.categoryName, pattern))
      : undefined,
  );
  return pageWithTotal(
    db
      .select()
      .from(shop)
      .where(where)
      .orderBy(...shopPageOrder(q))
      .limit(q.pageSize)
      .offset(pageOffset(q.page, q.pageSize)),
    db.select({ n: count() }).from(shop).where(where),
  );
}
