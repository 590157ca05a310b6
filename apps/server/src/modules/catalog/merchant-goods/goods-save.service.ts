import type { merchantGoods } from '@mall/contracts';
import type { Db } from '../../../db/client.ts';
import type { MerchantContext } from '../../../platform/context.ts';
import { AppError } from '../../../platform/errors.ts';
import type { Tx } from '../../../platform/jobs/job-runner.ts';
import { sanitizeGoodsContent } from '../../../platform/rich-text.ts';
import { searchDocument } from '../../../platform/search-grams.ts';
import * as repo from './merchant-goods.repository.ts';
import { goodsDetailOf } from './merchant-goods.service.ts';
import { comboKey, planMatrix, type PlannedSku } from './spec-matrix.ts';

/*
 * Creating and editing a goods from the console. The goods row and its SKUs get the same columns the demo data
 * writes (db/seed/goods.ts), so the storefront lists, searches, shows and sells it like any other: the SKU
 * copies of the goods' state, category, brand and shop columns, the listing SKU (is_default) with the search
 * grams, and the JSON spec formats.
 */

const now = () => Math.floor(Date.now() / 1000);

/** Category, brand and shop category checked against the mall and the shop; the columns they fill. */
async function resolvePlacement(db: Db | Tx, siteId: number, input: merchantGoods.GoodsSaveInput) {
  const [[category], brand, shopCategories, shopRow] = await Promise.all([
    repo.selectCategoriesFor(db, [input.category_id]),
    input.brand_id ? repo.selectBrand(db, input.brand_id) : Promise.resolve(undefined),
    repo.selectOwnShopCategories(db, siteId),
    repo.selectShopPlacement(db, siteId),
  ]);
  if (!category || category.isShow !== 1)
    throw new AppError('PARAMETER_ERROR', 'MGOODS_GOODS_CATEGORY_UNKNOWN');
  if (input.brand_id && !brand) throw new AppError('PARAMETER_ERROR', 'MGOODS_GOODS_BRAND_UNKNOWN');
  const own = shopCategories.find((c) => c.categoryId === input.shop_category_id);
  if (input.shop_category_id && !own)
    throw new AppError('PARAMETER_ERROR', 'MGOODS_GOODS_SHOP_CATEGORY_UNKNOWN');
  const level = category.level;
  return {
    categoryId: category.categoryId,
    categoryId1: level === 1 ? category.categoryId : category.categoryId1,
    categoryId2: level === 2 ? category.categoryId : level === 3 ? category.categoryId2 : 0,
    categoryId3: level === 3 ? category.categoryId : 0,
    brandId: brand?.brandId ?? 0,
    brandName: brand?.brandName ?? '',
    shopCategoryId1: own ? (own.level === 1 ? own.categoryId : own.pid) : 0,
    shopCategoryId2: own && own.level === 2 ? own.categoryId : 0,
    websiteId: shopRow?.websiteId ?? 0,
    isOwn: shopRow?.isOwn ?? 0,
  };
}

type Placement = Awaited<ReturnType<typeof resolvePlacement>>;

/** Inside the save's transaction: the category and brand checked above must still be there at commit. */
async function holdPlacement(tx: Tx, p: Placement) {
  const held = await repo.holdPlacementRows(tx, p.categoryId, p.brandId);
  if (!held.category) throw new AppError('PARAMETER_ERROR', 'MGOODS_GOODS_CATEGORY_UNKNOWN');
  if (!held.brand) throw new AppError('PARAMETER_ERROR', 'MGOODS_GOODS_BRAND_UNKNOWN');
}

/** What every SKU copies from its goods. */
function skuCopies(input: merchantGoods.GoodsSaveInput, p: Placement) {
  return {
    goodsName: input.goods_name,
    websiteId: p.websiteId,
    goodsState: input.goods_state,
    verifyState: 1,
    isFreeShipping: input.is_free_shipping,
    isOwn: p.isOwn,
    categoryId1: p.categoryId1,
    categoryId2: p.categoryId2,
    categoryId3: p.categoryId3,
    brandId: p.brandId,
    weight: input.weight,
    unit: input.unit ?? '',
    minBuy: input.min_buy,
    maxBuy: input.max_buy,
    shopCategoryId1: p.shopCategoryId1,
    shopCategoryId2: p.shopCategoryId2,
  };
}

function goodsColumns(input: merchantGoods.GoodsSaveInput, p: Placement, specs: unknown) {
  return {
    goodsName: input.goods_name,
    websiteId: p.websiteId,
    categoryId: p.categoryId,
    categoryId1: p.categoryId1,
    categoryId2: p.categoryId2,
    categoryId3: p.categoryId3,
    brandId: p.brandId,
    brandName: p.brandName,
    goodsImage: input.goods_image.join(','),
    goodsContent: sanitizeGoodsContent(input.goods_content ?? ''),
    introduction: input.introduction ?? '',
    keywords: input.keywords ?? '',
    unit: input.unit ?? '',
    goodsState: input.goods_state,
    verifyState: 1,
    isFreeShipping: input.is_free_shipping,
    isOwn: p.isOwn,
    goodsSpecFormat: specs,
    minBuy: input.min_buy,
    maxBuy: input.max_buy,
    shopCategoryId: p.shopCategoryId2 || p.shopCategoryId1,
    modifyTime: now(),
  };
}

function skuOwnColumns(input: merchantGoods.GoodsSaveInput, s: PlannedSku, pictures: string[]) {
  const picture = s.skuImage || pictures[0] || '';
  return {
    skuNo: s.skuNo,
    skuName: [input.goods_name, ...s.valueNames].join(' ').slice(0, 255),
    skuSpecFormat: s.specFormat,
    price: s.price,
    discountPrice: s.price,
    marketPrice: s.marketPrice,
    costPrice: s.costPrice,
    skuImage: picture,
    skuImages: [picture, ...pictures.filter((x) => x !== picture)].join(','),
  };
}

/** Makes `skuId` the goods' listing SKU with the search grams of its name and keywords; the others none. */
async function setListingSku(tx: Tx, goodsId: number, skuId: number, input: merchantGoods.GoodsSaveInput) {
  const doc = searchDocument(input.goods_name, input.keywords ?? '');
  await repo.updateGoodsSkus(tx, goodsId, { isDefault: 0, searchText: '', searchGrams: [] });
  await repo.updateSku(tx, skuId, { isDefault: 1, searchText: doc.searchText, searchGrams: doc.searchGrams });
  const cheapest = await repo.selectCheapestSku(tx, goodsId);
  await repo.updateGoods(tx, goodsId, {
    skuId,
    price: cheapest?.price ?? 0,
    marketPrice: cheapest?.marketPrice ?? 0,
  });
}

export async function addGoods(
  db: Db,
  ctx: MerchantContext,
  input: merchantGoods.GoodsSaveInput,
): Promise<merchantGoods.GoodsSaved> {
  const plan = planMatrix(input);
  const placement = await resolvePlacement(db, ctx.siteId, input);
  const saved = await db.transaction(async (tx) => {
    await holdPlacement(tx, placement);
    const created = now();
    const goodsId = await repo.insertGoods(tx, {
      ...goodsColumns(input, placement, plan.specs),
      siteId: ctx.siteId,
      goodsClass: 1,
      goodsStock: plan.skus.reduce((n, s) => n + s.stock, 0),
      createTime: created,
    });
    const skus = await repo.insertSkus(
      tx,
      plan.skus.map((s) => ({
        ...skuCopies(input, placement),
        ...skuOwnColumns(input, s, input.goods_image),
        goodsId,
        siteId: ctx.siteId,
        stock: s.stock,
        createTime: created,
      })),
    );
    const skuId = Math.min(...skus.map((s) => s.skuId));
    await setListingSku(tx, goodsId, skuId, input);
    const after = await goodsDetailOf(tx, ctx.siteId, goodsId);
    await ctx.audit(tx, { target: 'goods', targetId: goodsId, before: null, after });
    return { goods_id: goodsId, sku_id: skuId };
  });
  return saved;
}

/**
 * Saves the form over a goods: SKUs are matched by their values (an SKU keeps its id, sales and stock while its
 * combination stays), new combinations get new SKUs with the stock typed in, and combinations that left the
 * matrix are soft-deleted with their stock taken off the goods' total. Existing SKUs' stock is changed only in
 * the stock table, whose update is guarded: this save never overwrites a stock an order just took.
 */
export async function editGoods(
  db: Db,
  ctx: MerchantContext,
  input: merchantGoods.GoodsEditInput,
): Promise<merchantGoods.GoodsSaved> {
  const plan = planMatrix(input);
  const placement = await resolvePlacement(db, ctx.siteId, input);
  return db.transaction(async (tx) => {
    const row = await repo.lockShopGoods(tx, ctx.siteId, input.goods_id);
    if (!row) throw new AppError('NOT_FOUND', 'MGOODS_GOODS_NOT_FOUND');
    await holdPlacement(tx, placement);
    const before = await goodsDetailOf(tx, ctx.siteId, row.goodsId);
    const existing = await repo.selectGoodsSkus(tx, row.goodsId);
    const byKey = new Map(
      existing.map((s) => [
        comboKey((s.skuSpecFormat as { spec_value_name: string }[]).map((v) => v.spec_value_name)),
        s,
      ]),
    );
    await repo.updateGoods(tx, row.goodsId, goodsColumns(input, placement, plan.specs));
    await repo.updateGoodsSkus(tx, row.goodsId, skuCopies(input, placement));
    const kept = new Set<number>();
    const fresh = [];
    for (const s of plan.skus) {
      const old = byKey.get(s.key);
      if (old) {
        kept.add(old.skuId);
        await repo.updateSku(tx, old.skuId, skuOwnColumns(input, s, input.goods_image));
      } else fresh.push(s);
    }
    const created = now();
    const inserted = fresh.length
      ? await repo.insertSkus(
          tx,
          fresh.map((s) => ({
            ...skuCopies(input, placement),
            ...skuOwnColumns(input, s, input.goods_image),
            goodsId: row.goodsId,
            siteId: ctx.siteId,
            stock: s.stock,
            createTime: created,
          })),
        )
      : [];
    const removed = existing.filter((s) => !kept.has(s.skuId));
    await repo.deleteSkus(
      tx,
      removed.map((s) => s.skuId),
    );
    const delta = inserted.reduce((n, s) => n + s.stock, 0) - removed.reduce((n, s) => n + s.stock, 0);
    if (delta !== 0) await repo.addGoodsStock(tx, row.goodsId, delta);
    const listing = kept.has(row.skuId) ? row.skuId : Math.min(...[...kept, ...inserted.map((s) => s.skuId)]);
    await setListingSku(tx, row.goodsId, listing, input);
    const after = await goodsDetailOf(tx, ctx.siteId, row.goodsId);
    await ctx.audit(tx, { target: 'goods', targetId: row.goodsId, before, after });
    return { goods_id: row.goodsId, sku_id: listing };
  });
}
