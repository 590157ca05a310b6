import { toPaged, type catalog, type Lang, type Paged } from '@mall/contracts';
import type { z } from 'zod';
import type { Db } from '../../db/client.ts';
import { AppError, notFound } from '../../platform/errors.ts';
import { pickI18n } from '../../platform/i18n/translate.ts';
import { translateAttributes } from './attribute-texts.ts';
import { selectCategoriesByIds } from './catalog.repository.ts';
import {
  selectBrandPage,
  selectCategoryAttributes,
  selectCategoryBrands,
  selectCategoryPath,
  selectChildCategories,
  selectShopCategories,
} from './category.repository.ts';

type Level = 1 | 2 | 3;
const name = (r: { i18n: unknown; categoryName: string }, lang: Lang) =>
  pickI18n(r.i18n, lang, 'category_name', r.categoryName);

async function visibleCategory(db: Db, id: number) {
  const [row] = await selectCategoriesByIds(db, [id]);
  if (!row) throw notFound('CATEGORY_NOT_FOUND');
  return row;
}

/** /api/goodscategory/info: the category, its path from level 1 (breadcrumbs) and its children. */
export async function categoryInfo(db: Db, id: number, lang: Lang): Promise<catalog.CategoryInfo> {
  const row = await visibleCategory(db, id);
  const pathIds = [row.categoryId1, row.categoryId2, row.categoryId3].slice(0, row.level);
  const [path, children] = await Promise.all([
    selectCategoryPath(db, pathIds),
    selectChildCategories(db, id),
  ]);
  const byId = new Map(path.map((p) => [p.categoryId, p]));
  const names = pathIds.flatMap((pid) => {
    const p = byId.get(pid);
    return p ? [{ category_id: p.categoryId, category_name: name(p, lang), level: p.level }] : [];
  });
  return {
    category_id: row.categoryId,
    category_name: name(row, lang),
    short_name: pickI18n(row.i18n, lang, 'short_name', row.shortName),
    pid: row.pid,
    level: row.level,
    image: row.image,
    image_adv: row.imageAdv,
    category_id_1: row.categoryId1,
    category_id_2: row.categoryId2,
    category_id_3: row.categoryId3,
    path: names,
    category_full_name: names.map((p) => p.category_name).join('/'),
    child_list: children.map((c) => ({
      category_id: c.categoryId,
      category_name: name(c, lang),
      level: c.level,
    })),
  };
}

/** /api/goodscategory/relevanceinfo: brand and attribute filters built from the category's on-sale goods. */
export async function relevanceInfo(
  db: Db,
  id: number,
  level: Level | undefined,
  lang: Lang,
): Promise<catalog.RelevanceInfo> {
  const row = await visibleCategory(db, id);
  if (level && level !== row.level) {
    throw new AppError('PARAMETER_ERROR', 'PARAMETER_ERROR', {
      params: { detail: `category_level: category ${id} is of level ${row.level}` },
    });
  }
  const at = row.level as Level;
  const [brands, attrRows] = await Promise.all([
    selectCategoryBrands(db, id, at),
    selectCategoryAttributes(db, id, at),
  ]);
  // Grouped by id, named in the shopper's language: goods written in other languages share the ids.
  const attrs = await translateAttributes(db, attrRows, lang);
  const attributes = new Map<number, catalog.RelevanceInfo['attribute_list'][number]>();
  for (const a of attrs) {
    const entry = attributes.get(a.attr_id) ?? { attr_id: a.attr_id, attr_name: a.attr_name, child: [] };
    entry.child.push({ attr_value_id: a.attr_value_id, attr_value_name: a.attr_value_name });
    attributes.set(a.attr_id, entry);
  }
  return {
    // id repeats brand_id: the original list page filters by brand.id.
    brand_list: brands.map((b) => ({
      id: b.brandId,
      brand_id: b.brandId,
      brand_name: pickI18n(b.i18n, lang, 'brand_name', b.brandName),
      brand_initial: b.brandInitial,
      image_url: b.imageUrl,
    })),
    brand_initial_list: [...new Set(brands.map((b) => b.brandInitial).filter(Boolean))].sort(),
    // An attribute with one value cannot narrow anything, so it is no filter.
    attribute_list: [...attributes.values()].filter((a) => a.child.length > 1),
  };
}

type BrandItem = z.infer<typeof catalog.brandPageSchema>['list'][number];

export async function brandPage(
  db: Db,
  input: z.infer<typeof catalog.brandPageRequest>,
  lang: Lang,
): Promise<Paged<BrandItem>> {
  const limit = input.page_size;
  // Brands belong to the platform (site 0); a shop has none of its own.
  if (input.site_id) return toPaged([], 0, limit);
  const [rows, count] = await selectBrandPage(
    db,
    { categoryId: input.category_id, initial: input.brand_initial },
    { limit, offset: (input.page - 1) * limit },
  );
  const list = rows.map((b) => ({
    brand_id: b.brandId,
    brand_name: pickI18n(b.i18n, lang, 'brand_name', b.brandName),
    brand_initial: b.brandInitial,
    image_url: b.imageUrl,
    banner: b.banner,
    brand_desc: pickI18n(b.i18n, lang, 'brand_desc', b.brandDesc),
  }));
  return toPaged(list, count, limit);
}

/** /api/shopgoodscategory/tree: a shop's two-level tree; a closed or unknown shop has none. */
export async function shopCategoryTree(db: Db, siteId: number): Promise<catalog.ShopCategoryNode[]> {
  const rows = await selectShopCategories(db, siteId);
  const nodes = new Map<number, catalog.ShopCategoryNode>();
  for (const r of rows) {
    nodes.set(r.categoryId, {
      category_id: r.categoryId,
      category_name: r.categoryName,
      pid: r.pid,
      level: r.level,
      child_list: [],
    });
  }
  const roots: catalog.ShopCategoryNode[] = [];
  for (const r of rows) {
    const node = nodes.get(r.categoryId)!;
    if (r.pid === 0) roots.push(node);
    else nodes.get(r.pid)?.child_list.push(node);
  }
  return roots;
}
