import {
  centsToMoney,
  moneyToCents,
  toPaged,
  type Lang,
  type merchantGoods,
  type Paged,
} from '@mall/contracts';
import type { Db } from '../../../db/client.ts';
import type { MerchantContext } from '../../../platform/context.ts';
import { AppError } from '../../../platform/errors.ts';
import { pickI18n } from '../../../platform/i18n/translate.ts';
import type { Tx } from '../../../platform/jobs/job-runner.ts';
import * as repo from './merchant-goods.repository.ts';
import type { StoredSpec } from './spec-matrix.ts';

const notFound = () => new AppError('NOT_FOUND', 'MGOODS_GOODS_NOT_FOUND');

export async function listShopGoods(
  db: Db,
  siteId: number,
  lang: Lang,
  input: merchantGoods.GoodsListInput,
): Promise<Paged<merchantGoods.MerchantGoodsRow>> {
  const { rows, count } = await repo.selectShopGoodsPage(db, siteId, input);
  const ids = rows.map((r) => r.goodsId);
  const [counts, categories] = await Promise.all([
    repo.selectSkuCounts(db, ids),
    repo.selectCategoriesFor(db, [...new Set(rows.map((r) => r.categoryId))]),
  ]);
  const skuCount = new Map(counts.map((c) => [c.goodsId, c.n]));
  const name = new Map(
    categories.map((c) => [c.categoryId, pickI18n(c.i18n, lang, 'category_name', c.categoryName)]),
  );
  const list = rows.map((r) => ({
    goods_id: r.goodsId,
    goods_name: r.goodsName,
    goods_image: r.goodsImage.split(',')[0] ?? '',
    sku_id: r.skuId,
    price: centsToMoney(r.price),
    market_price: centsToMoney(r.marketPrice),
    goods_stock: r.goodsStock,
    sale_num: r.saleNum,
    goods_state: r.goodsState,
    sku_count: skuCount.get(r.goodsId) ?? 0,
    category_name: name.get(r.categoryId) ?? '',
    create_time: r.createTime,
    modify_time: r.modifyTime,
  }));
  return toPaged(list, count, input.page_size);
}

/** A goods of the shop as the form edits it (also what the audit log keeps before and after a write). */
export async function goodsDetailOf(
  db: Db | Tx,
  siteId: number,
  goodsId: number,
): Promise<merchantGoods.MerchantGoodsDetail> {
  const g = await repo.selectShopGoods(db, siteId, goodsId);
  if (!g) throw notFound();
  const skus = await repo.selectGoodsSkus(db, goodsId);
  const specs = Array.isArray(g.goodsSpecFormat) ? (g.goodsSpecFormat as StoredSpec[]) : [];
  const first = skus[0];
  return {
    goods_id: g.goodsId,
    goods_name: g.goodsName,
    category_id: g.categoryId,
    category_path: [g.categoryId1, g.categoryId2, g.categoryId3].filter((id) => id > 0),
    brand_id: g.brandId,
    shop_category_id: g.shopCategoryId,
    introduction: g.introduction,
    keywords: g.keywords,
    unit: g.unit,
    goods_image: g.goodsImage ? g.goodsImage.split(',') : [],
    goods_content: g.goodsContent,
    min_buy: g.minBuy,
    max_buy: g.maxBuy,
    weight: first?.weight ?? 0,
    is_free_shipping: g.isFreeShipping,
    goods_state: g.goodsState,
    spec_format: specs.map((s) => ({
      spec_name: s.spec_name,
      values: s.value.map((v) => v.spec_value_name),
    })),
    skus: skus.map((s) => ({
      sku_id: s.skuId,
      sku_name: s.skuName,
      sku_no: s.skuNo,
      spec_values: (s.skuSpecFormat as { spec_value_name: string }[]).map((v) => v.spec_value_name),
      price: centsToMoney(s.price),
      market_price: centsToMoney(s.marketPrice),
      cost_price: centsToMoney(s.costPrice),
      stock: s.stock,
      sku_image: s.skuImage,
      sale_num: s.saleNum,
    })),
  };
}

type Node = merchantGoods.CategoryOption & { pid: number };

function tree(rows: { id: number; pid: number; label: string }[]): merchantGoods.CategoryOption[] {
  const nodes = new Map<number, Node>(rows.map((r) => [r.id, { value: r.id, label: r.label, pid: r.pid }]));
  const roots: Node[] = [];
  for (const n of nodes.values()) {
    const parent = nodes.get(n.pid);
    if (parent) (parent.children ??= []).push(n);
    else if (n.pid === 0) roots.push(n);
  }
  const strip = (n: Node): merchantGoods.CategoryOption => ({
    value: n.value,
    label: n.label,
    ...(n.children ? { children: (n.children as Node[]).map(strip) } : {}),
  });
  return roots.map(strip);
}

/** The form's choices: the mall's visible category tree, the brands, the shop's categories and its freight. */
export async function goodsFormOptions(
  db: Db,
  siteId: number,
  lang: Lang,
): Promise<merchantGoods.GoodsFormOptions> {
  const [categories, brands, own, template] = await Promise.all([
    repo.selectAllCategories(db),
    repo.selectAllBrands(db),
    repo.selectOwnShopCategories(db, siteId),
    repo.selectDefaultTemplateName(db, siteId),
  ]);
  return {
    categories: tree(
      categories.map((c) => ({
        id: c.categoryId,
        pid: c.pid,
        label: pickI18n(c.i18n, lang, 'category_name', c.categoryName),
      })),
    ),
    brands: brands.map((b) => ({ brand_id: b.brandId, brand_name: b.brandName })),
    shop_categories: tree(own.map((c) => ({ id: c.categoryId, pid: c.pid, label: c.categoryName }))),
    freight_template: template,
  };
}

/** Puts a goods on or off the shelf (its SKUs follow). */
export async function setGoodsState(
  db: Db,
  ctx: MerchantContext,
  input: { goods_id: number; goods_state: number },
): Promise<{ goods_id: number; goods_state: number }> {
  return db.transaction(async (tx) => {
    const row = await repo.lockShopGoods(tx, ctx.siteId, input.goods_id);
    if (!row) throw notFound();
    await repo.updateGoods(tx, row.goodsId, {
      goodsState: input.goods_state,
      modifyTime: Math.floor(Date.now() / 1000),
    });
    await repo.updateGoodsSkus(tx, row.goodsId, { goodsState: input.goods_state });
    const after = { goods_id: row.goodsId, goods_state: input.goods_state };
    await ctx.audit(tx, {
      target: 'goods',
      targetId: row.goodsId,
      before: { goods_state: row.goodsState },
      after,
    });
    return after;
  });
}

/** Deletes a goods softly (is_delete): orders and carts keep their rows, the storefront no longer finds it. */
export async function deleteGoods(db: Db, ctx: MerchantContext, goodsId: number): Promise<boolean> {
  return db.transaction(async (tx) => {
    const row = await repo.lockShopGoods(tx, ctx.siteId, goodsId);
    if (!row) throw notFound();
    await repo.updateGoods(tx, row.goodsId, { isDelete: 1, modifyTime: Math.floor(Date.now() / 1000) });
    await repo.updateGoodsSkus(tx, row.goodsId, {
      isDelete: 1,
      isDefault: 0,
      searchText: '',
      searchGrams: [],
    });
    await ctx.audit(tx, {
      target: 'goods',
      targetId: row.goodsId,
      before: { goods_name: row.goodsName, is_delete: 0 },
      after: { is_delete: 1 },
    });
    return true;
  });
}

/**
 * Bulk price and stock edit of a goods' SKUs in one transaction: each SKU's stock is set only if it is still
 * the stock the editor saw, so two staff saving at once (or an order in between) never lose an update; the
 * second save is refused as a whole and its editor reloads.
 */
export async function editGoodsStock(
  db: Db,
  ctx: MerchantContext,
  input: merchantGoods.GoodsStockInput,
): Promise<merchantGoods.MerchantGoodsDetail> {
  return db.transaction(async (tx) => {
    const row = await repo.lockShopGoods(tx, ctx.siteId, input.goods_id);
    if (!row) throw notFound();
    const before = await goodsDetailOf(tx, ctx.siteId, row.goodsId);
    const names = new Map(before.skus.map((s) => [s.sku_id, s.sku_name]));
    let delta = 0;
    for (const s of [...input.skus].sort((a, b) => a.sku_id - b.sku_id)) {
      if (!names.has(s.sku_id)) throw new AppError('NOT_FOUND', 'MGOODS_GOODS_SKU_UNKNOWN');
      const moved = await repo.setSkuStockIfUnchanged(tx, row.goodsId, {
        skuId: s.sku_id,
        price: moneyToCents(s.price) ?? 0,
        marketPrice: moneyToCents(s.market_price) ?? 0,
        stock: s.stock,
        oldStock: s.old_stock,
      });
      if (moved === null) {
        throw new AppError('FAIL', 'MGOODS_GOODS_STOCK_CHANGED', {
          params: { sku: names.get(s.sku_id) ?? '' },
        });
      }
      delta += moved;
    }
    if (delta !== 0) await repo.addGoodsStock(tx, row.goodsId, delta);
    const cheapest = await repo.selectCheapestSku(tx, row.goodsId);
    await repo.updateGoods(tx, row.goodsId, {
      price: cheapest?.price ?? 0,
      marketPrice: cheapest?.marketPrice ?? 0,
      modifyTime: Math.floor(Date.now() / 1000),
    });
    const after = await goodsDetailOf(tx, ctx.siteId, row.goodsId);
    await ctx.audit(tx, {
      target: 'goods_sku',
      targetId: row.goodsId,
      before: before.skus,
      after: after.skus,
    });
    return after;
  });
}
