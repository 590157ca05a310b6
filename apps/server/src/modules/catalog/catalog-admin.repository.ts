import { and, asc, count, desc, eq, ilike, inArray, ne, or, sql } from 'drizzle-orm';
import type { Translations } from '@mall/contracts';
import type { Db } from '../../db/client.ts';
import { pageOffset, pageWithTotal } from '../../db/paging.ts';
import { goods, goodsBrand, goodsCategory } from '../../db/schema/index.ts';
import type { Tx } from '../../platform/database.ts';

/*
 * The operator's writes of the category tree and the brands. A category carries its path (category_id_1..3 and
 * the full name) so lists filter on one column; a new one gets its own id into its path right after insert.
 */

export type CategoryRow = typeof goodsCategory.$inferSelect;
export type BrandRow = typeof goodsBrand.$inferSelect;

export function selectAllCategories(db: Db) {
  return db
    .select()
    .from(goodsCategory)
    .orderBy(asc(goodsCategory.level), asc(goodsCategory.sort), asc(goodsCategory.categoryId));
}

/** Goods (not deleted) per category of any level: one grouped count per path column (goods_cat*_idx). */
export async function selectCategoryGoodsCounts(db: Db): Promise<Map<number, number>> {
  const counts = new Map<number, number>();
  for (const column of [goods.categoryId1, goods.categoryId2, goods.categoryId3]) {
    const rows = await db
      .select({ id: column, n: count() })
      .from(goods)
      .where(and(eq(goods.isDelete, 0), sql`${column} > 0`))
      .groupBy(column);
    for (const r of rows) counts.set(r.id, (counts.get(r.id) ?? 0) + r.n);
  }
  return counts;
}

export async function lockCategory(tx: Tx, id: number) {
  const [row] = await tx
    .select()
    .from(goodsCategory)
    .where(eq(goodsCategory.categoryId, id))
    .for('update')
    .limit(1);
  return row;
}

type CategoryFields = {
  categoryName: string;
  shortName: string;
  image: string;
  isShow: number;
  sort: number;
  i18n: Translations;
};

export async function insertCategory(tx: Tx, parent: CategoryRow | undefined, fields: CategoryFields) {
  const level = parent ? parent.level + 1 : 1;
  const [row] = await tx
    .insert(goodsCategory)
    .values({
      ...fields,
      pid: parent?.categoryId ?? 0,
      level,
      categoryId1: parent?.categoryId1 ?? 0,
      categoryId2: parent?.categoryId2 ?? 0,
      categoryFullName: parent ? `${parent.categoryFullName}/${fields.categoryName}` : fields.categoryName,
    })
    .returning();
  const path = { [`categoryId${level}`]: row!.categoryId } as Partial<CategoryRow>;
  const [done] = await tx
    .update(goodsCategory)
    .set(path)
    .where(eq(goodsCategory.categoryId, row!.categoryId))
    .returning();
  return done!;
}

export async function updateCategory(tx: Tx, before: CategoryRow, fields: CategoryFields) {
  const prefix = before.categoryFullName.split('/').slice(0, -1);
  const fullName = [...prefix, fields.categoryName].join('/');
  const [row] = await tx
    .update(goodsCategory)
    .set({ ...fields, categoryFullName: fullName })
    .where(eq(goodsCategory.categoryId, before.categoryId))
    .returning();
  if (fullName !== before.categoryFullName && before.level < 3) {
    // Sub-categories carry the path's names too: swap the renamed part at the head of theirs.
    const pathColumn = before.level === 1 ? goodsCategory.categoryId1 : goodsCategory.categoryId2;
    await tx
      .update(goodsCategory)
      .set({
        categoryFullName: sql`${fullName} || substr(${goodsCategory.categoryFullName}, ${before.categoryFullName.length + 1})`,
      })
      .where(and(eq(pathColumn, before.categoryId), ne(goodsCategory.categoryId, before.categoryId)));
  }
  return row!;
}

/** Why a category cannot go: its sub-categories, or goods filed under it (at any level). */
export async function categoryUse(tx: Tx, id: number) {
  const [children] = await tx.select({ n: count() }).from(goodsCategory).where(eq(goodsCategory.pid, id));
  const [used] = await tx
    .select({ n: count() })
    .from(goods)
    .where(or(eq(goods.categoryId1, id), eq(goods.categoryId2, id), eq(goods.categoryId3, id)));
  return { children: children?.n ?? 0, goods: used?.n ?? 0 };
}

export async function deleteCategory(tx: Tx, id: number) {
  await tx.delete(goodsCategory).where(eq(goodsCategory.categoryId, id));
}

export function selectAdminBrandPage(db: Db, q: { search?: string; page: number; pageSize: number }) {
  const where = q.search
    ? ilike(goodsBrand.brandName, `%${q.search.replace(/[\\%_]/g, (c) => `\\${c}`)}%`)
    : undefined;
  return pageWithTotal(
    db
      .select()
      .from(goodsBrand)
      .where(where)
      .orderBy(asc(goodsBrand.sort), desc(goodsBrand.brandId))
      .limit(q.pageSize)
      .offset(pageOffset(q.page, q.pageSize)),
    db.select({ n: count() }).from(goodsBrand).where(where),
  );
}

/** Goods (not deleted) of many brands, in one query (goods_brand_idx). */
export async function selectBrandGoodsCounts(db: Db, brandIds: number[]): Promise<Map<number, number>> {
  if (brandIds.length === 0) return new Map();
  const rows = await db
    .select({ brandId: goods.brandId, n: count() })
    .from(goods)
    .where(and(inArray(goods.brandId, brandIds), eq(goods.isDelete, 0)))
    .groupBy(goods.brandId);
  return new Map(rows.map((r) => [r.brandId, r.n]));
}

export async function lockBrand(tx: Tx, id: number) {
  const [row] = await tx.select().from(goodsBrand).where(eq(goodsBrand.brandId, id)).for('update').limit(1);
  return row;
}

type BrandFields = Pick<
  BrandRow,
  'brandName' | 'brandInitial' | 'imageUrl' | 'brandDesc' | 'isRecommend' | 'sort' | 'i18n'
>;

export async function insertBrand(tx: Tx, fields: BrandFields, now: number) {
  const [row] = await tx
    .insert(goodsBrand)
    .values({ ...fields, createTime: now })
    .returning();
  return row!;
}

export async function updateBrand(tx: Tx, id: number, fields: BrandFields) {
  const [row] = await tx.update(goodsBrand).set(fields).where(eq(goodsBrand.brandId, id)).returning();
  return row!;
}

export async function brandGoodsCount(tx: Tx, id: number): Promise<number> {
  const [row] = await tx.select({ n: count() }).from(goods).where(eq(goods.brandId, id));
  return row?.n ?? 0;
}

export async function deleteBrand(tx: Tx, id: number) {
  await tx.delete(goodsBrand).where(eq(goodsBrand.brandId, id));
}
