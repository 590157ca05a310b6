import { and, asc, desc, eq, inArray, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import {
  goods,
  goodsAttribute,
  goodsAttributeValue,
  goodsBrand,
  goodsCategory,
  goodsSku,
  shop,
  shopGoodsCategory,
} from '../../db/schema/index.ts';

const CATEGORY_COLUMN = { 1: goods.categoryId1, 2: goods.categoryId2, 3: goods.categoryId3 };
const LISTED_GOODS = and(eq(goods.goodsState, 1), eq(goods.verifyState, 1), eq(goods.isDelete, 0));

/** Brands met among the on-sale goods of a category (goods_cat*_idx). */
export function selectCategoryBrands(db: Db, categoryId: number, level: 1 | 2 | 3) {
  return db
    .selectDistinct({
      brandId: goodsBrand.brandId,
      brandName: goodsBrand.brandName,
      brandInitial: goodsBrand.brandInitial,
      imageUrl: goodsBrand.imageUrl,
      sort: goodsBrand.sort,
      i18n: goodsBrand.i18n,
    })
    .from(goods)
    .innerJoin(goodsBrand, eq(goodsBrand.brandId, goods.brandId))
    .where(and(eq(CATEGORY_COLUMN[level], categoryId), LISTED_GOODS))
    .orderBy(desc(goodsBrand.sort), goodsBrand.brandId);
}

/** Attribute values met among the on-sale goods of a category, each once, with how many goods carry it. */
export async function selectCategoryAttributes(db: Db, categoryId: number, level: 1 | 2 | 3) {
  const result = await db.execute(sql`
    select (a->>'attr_id')::int as attr_id, min(a->>'attr_name') as attr_name,
           (a->>'attr_value_id')::int as attr_value_id, min(a->>'attr_value_name') as attr_value_name
    from ${goods}, jsonb_array_elements(${goods.goodsAttrFormat}) a
    where ${CATEGORY_COLUMN[level]} = ${categoryId} and ${LISTED_GOODS}
    group by 1, 3
    order by 1, 3`);
  // PGlite and node-postgres both answer { rows }; the shared Db type cannot say so.
  return (result as unknown as { rows: AttrValueRow[] }).rows;
}
interface AttrValueRow {
  attr_id: number;
  attr_name: string;
  attr_value_id: number;
  attr_value_name: string;
}

/** The names and translations of the given attributes and values (primary keys), for showing them. */
export async function selectAttributeTexts(db: Db, attrIds: number[], valueIds: number[]) {
  const [attributes, values] = await Promise.all([
    attrIds.length === 0
      ? []
      : db
          .select({ id: goodsAttribute.attrId, name: goodsAttribute.attrName, i18n: goodsAttribute.i18n })
          .from(goodsAttribute)
          .where(inArray(goodsAttribute.attrId, attrIds)),
    valueIds.length === 0
      ? []
      : db
          .select({
            id: goodsAttributeValue.attrValueId,
            name: goodsAttributeValue.attrValueName,
            i18n: goodsAttributeValue.i18n,
          })
          .from(goodsAttributeValue)
          .where(inArray(goodsAttributeValue.attrValueId, valueIds)),
  ]);
  return { attributes, values };
}

export function selectCategoryPath(db: Db, ids: number[]) {
  if (ids.length === 0) return Promise.resolve([]);
  return db.select().from(goodsCategory).where(inArray(goodsCategory.categoryId, ids));
}

export function selectChildCategories(db: Db, pid: number) {
  return db
    .select()
    .from(goodsCategory)
    .where(and(eq(goodsCategory.pid, pid), eq(goodsCategory.isShow, 1)))
    .orderBy(desc(goodsCategory.sort), goodsCategory.categoryId);
}

export function selectBrandPage(
  db: Db,
  f: { categoryId?: number; initial?: string },
  page: { limit: number; offset: number },
) {
  const where = and(
    f.categoryId ? eq(goodsBrand.categoryId1, f.categoryId) : undefined,
    f.initial ? eq(goodsBrand.brandInitial, f.initial.toUpperCase()) : undefined,
  );
  return Promise.all([
    db
      .select()
      .from(goodsBrand)
      .where(where)
      .orderBy(desc(goodsBrand.sort), goodsBrand.brandId)
      .limit(page.limit)
      .offset(page.offset),
    db
      .select({ n: sql<number>`count(*)::int` })
      .from(goodsBrand)
      .where(where)
      .then((r) => r[0]?.n ?? 0),
  ]);
}

/** A shop's visible own categories, only for an open shop. */
export function selectShopCategories(db: Db, siteId: number) {
  return db
    .select({
      categoryId: shopGoodsCategory.categoryId,
      categoryName: shopGoodsCategory.categoryName,
      pid: shopGoodsCategory.pid,
      level: shopGoodsCategory.level,
    })
    .from(shopGoodsCategory)
    .innerJoin(shop, eq(shop.siteId, shopGoodsCategory.siteId))
    .where(and(eq(shopGoodsCategory.siteId, siteId), eq(shopGoodsCategory.isShow, 1), eq(shop.shopStatus, 1)))
    .orderBy(desc(shopGoodsCategory.sort), asc(shopGoodsCategory.categoryId));
}

/** Whether the SKU exists (any state): the QR code and click counter refuse unknown ids. */
export async function skuExists(db: Db, skuId: number): Promise<boolean> {
  const [row] = await db
    .select({ id: goodsSku.skuId })
    .from(goodsSku)
    .where(and(eq(goodsSku.skuId, skuId), eq(goodsSku.isDelete, 0)));
  return row !== undefined;
}
