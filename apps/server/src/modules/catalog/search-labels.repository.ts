import { and, eq, gte } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { goodsBrand, goodsCategory } from '../../db/schema/index.ts';

/** Shown level-2 and level-3 categories with their names in every language (the i18n column holds them). */
export function selectSearchableCategories(db: Db) {
  return db
    .select({
      id: goodsCategory.categoryId,
      level: goodsCategory.level,
      name: goodsCategory.categoryName,
      i18n: goodsCategory.i18n,
    })
    .from(goodsCategory)
    .where(and(eq(goodsCategory.isShow, 1), gte(goodsCategory.level, 2)));
}

/** Every brand with its names in every language. */
export function selectSearchableBrands(db: Db) {
  return db
    .select({ id: goodsBrand.brandId, name: goodsBrand.brandName, i18n: goodsBrand.i18n })
    .from(goodsBrand);
}
