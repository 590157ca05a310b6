import { toPaged, type operator, type Paged, type Translations } from '@mall/contracts';
import type { Db } from '../../db/client.ts';
import { changeCachedData } from '../../platform/cache/cache-generation.ts';
import type { OperatorContext } from '../../platform/context.ts';
import { AppError } from '../../platform/errors.ts';
import * as repo from './catalog-admin.repository.ts';

/*
 * The operator's category tree (three levels) and brands. A category with sub-categories or goods cannot be
 * deleted (the row is locked while it is checked); every change drops the cached category tree and goods pages
 * in every process (cache generation).
 */

const nowSeconds = () => Math.floor(Date.now() / 1000);

const categoryView = (r: repo.CategoryRow, goodsCount: number): operator.AdminCategory => ({
  category_id: r.categoryId,
  pid: r.pid,
  level: r.level,
  category_name: r.categoryName,
  short_name: r.shortName,
  image: r.image,
  is_show: r.isShow as 0 | 1,
  sort: r.sort,
  goods_count: goodsCount,
  i18n: r.i18n as Translations,
});

/** The whole tree, top categories first, each with its children (the tree is small: one query). */
export async function adminCategoryTree(db: Db): Promise<operator.AdminCategory[]> {
  const rows = await repo.selectAllCategories(db);
  const counts = await repo.selectCategoryGoodsCounts(db);
  const nodes = new Map(rows.map((r) => [r.categoryId, categoryView(r, counts.get(r.categoryId) ?? 0)]));
  const roots: operator.AdminCategory[] = [];
  for (const node of nodes.values()) {
    const parent = node.pid ? nodes.get(node.pid) : undefined;
    if (parent) (parent.children ??= []).push(node);
    else if (node.level === 1) roots.push(node);
  }
  return roots;
}

export async function saveCategory(db: Db, ctx: OperatorContext, input: operator.CategorySaveInput) {
  const fields = {
    categoryName: input.category_name,
    shortName: input.short_name,
    image: input.image,
    isShow: input.is_show,
    sort: input.sort,
    i18n: input.i18n,
  };
  const saved = await changeCachedData(db, async (tx) => {
    if (input.category_id) {
      const before = await repo.lockCategory(tx, input.category_id);
      if (!before) throw new AppError('NOT_FOUND', 'CATEGORY_NOT_FOUND');
      const row = await repo.updateCategory(tx, before, fields);
      await ctx.audit(tx, {
        target: 'category',
        targetId: row.categoryId,
        before: categoryView(before, 0),
        after: categoryView(row, 0),
      });
      return row;
    }
    const parent = input.pid ? await repo.lockCategory(tx, input.pid) : undefined;
    if (input.pid && !parent) throw new AppError('NOT_FOUND', 'CATEGORY_NOT_FOUND');
    if (parent && parent.level >= 3) throw new AppError('FAIL', 'CATEGORY_TOO_DEEP');
    const row = await repo.insertCategory(tx, parent, fields);
    await ctx.audit(tx, {
      target: 'category',
      targetId: row.categoryId,
      before: null,
      after: categoryView(row, 0),
    });
    return row;
  });
  return categoryView(saved, 0);
}

export async function removeCategory(db: Db, ctx: OperatorContext, id: number): Promise<void> {
  await changeCachedData(db, async (tx) => {
    const before = await repo.lockCategory(tx, id);
    if (!before) throw new AppError('NOT_FOUND', 'CATEGORY_NOT_FOUND');
    const use = await repo.categoryUse(tx, id);
    if (use.children > 0)
      throw new AppError('FAIL', 'CATEGORY_HAS_CHILDREN', { params: { n: use.children } });
    if (use.goods > 0) throw new AppError('FAIL', 'CATEGORY_IN_USE', { params: { n: use.goods } });
    await repo.deleteCategory(tx, id);
    await ctx.audit(tx, { target: 'category', targetId: id, before: categoryView(before, 0), after: null });
  });
}

const brandView = (r: repo.BrandRow, goodsCount: number): operator.AdminBrand => ({
  brand_id: r.brandId,
  brand_name: r.brandName,
  brand_initial: r.brandInitial,
  image_url: r.imageUrl,
  brand_desc: r.brandDesc,
  is_recommend: r.isRecommend as 0 | 1,
  sort: r.sort,
  goods_count: goodsCount,
  create_time: r.createTime,
  i18n: r.i18n as Translations,
});

export async function adminBrandPage(
  db: Db,
  input: operator.BrandListInput,
): Promise<Paged<operator.AdminBrand>> {
  const { rows, total } = await repo.selectAdminBrandPage(db, {
    search: input.search,
    page: input.page,
    pageSize: input.page_size,
  });
  const counts = await repo.selectBrandGoodsCounts(
    db,
    rows.map((r) => r.brandId),
  );
  return toPaged(
    rows.map((r) => brandView(r, counts.get(r.brandId) ?? 0)),
    total,
    input.page_size,
  );
}

export async function saveBrand(db: Db, ctx: OperatorContext, input: operator.BrandSaveInput) {
  const fields = {
    brandName: input.brand_name,
    brandInitial:
      input.brand_initial ||
      input.brand_name
        .slice(0, 1)
        .toUpperCase()
        .replace(/[^A-Z]/, ''),
    imageUrl: input.image_url,
    brandDesc: input.brand_desc,
    isRecommend: input.is_recommend,
    sort: input.sort,
    i18n: input.i18n,
  };
  const saved = await changeCachedData(db, async (tx) => {
    const before = input.brand_id ? await repo.lockBrand(tx, input.brand_id) : undefined;
    if (input.brand_id && !before) throw new AppError('NOT_FOUND', 'BRAND_NOT_FOUND');
    const row = before
      ? await repo.updateBrand(tx, before.brandId, fields)
      : await repo.insertBrand(tx, fields, nowSeconds());
    await ctx.audit(tx, {
      target: 'brand',
      targetId: row.brandId,
      before: before ? brandView(before, 0) : null,
      after: brandView(row, 0),
    });
    return row;
  });
  return brandView(saved, 0);
}

export async function removeBrand(db: Db, ctx: OperatorContext, id: number): Promise<void> {
  await changeCachedData(db, async (tx) => {
    const before = await repo.lockBrand(tx, id);
    if (!before) throw new AppError('NOT_FOUND', 'BRAND_NOT_FOUND');
    const used = await repo.brandGoodsCount(tx, id);
    if (used > 0) throw new AppError('FAIL', 'BRAND_IN_USE', { params: { n: used } });
    await repo.deleteBrand(tx, id);
    await ctx.audit(tx, { target: 'brand', targetId: id, before: brandView(before, 0), after: null });
  });
}
