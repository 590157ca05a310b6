import { sql } from 'drizzle-orm';
import type { Db } from '../client.ts';
import * as s from '../schema/index.ts';
import { areaRows } from './areas.ts';
import type { Catalog } from './catalog.ts';
import type { SeedContext } from './context.ts';
import { expressTemplateRows } from './delivery-templates.ts';
import {
  applyMinimumQuantities,
  applySoldOutGoods,
  applyTimedDiscounts,
  buildShopCategories,
  fileUnderShopCategories,
  type ShopCategories,
} from './goods-adjustments.ts';
import { insertAll, type Tx } from './insert.ts';
import { comboRows } from './combo.ts';
import { topicRows } from './topic.ts';
import { groupbuyRows } from './groupbuy.ts';
import { manjianRows } from './manjian.ts';
import { reviewRows } from './reviews.ts';
import { seckillRows } from './seckill.ts';

export interface CatalogExtras {
  shopCategories: ShopCategories;
  reviews: ReturnType<typeof reviewRows>;
  delivery: ReturnType<typeof expressTemplateRows>;
  manjian: ReturnType<typeof manjianRows>;
  seckill: ReturnType<typeof seckillRows>;
  groupbuy: ReturnType<typeof groupbuyRows>;
  combo: ReturnType<typeof comboRows>;
  topic: ReturnType<typeof topicRows>;
}

/** Sequences of the tables filled here (the seed writes explicit ids). */
export const CATALOG_EXTRA_SEQUENCES: [string, string][] = [
  ['shop_goods_category', 'category_id'],
  ['goods_evaluate', 'evaluate_id'],
  ['express_template', 'template_id'],
  ['express_template_item', 'item_id'],
  ['promotion_manjian', 'manjian_id'],
  ['promotion_seckill_time', 'id'],
  ['promotion_seckill', 'id'],
  ['promotion_bundling', 'bl_id'],
  ['promotion_topic', 'topic_id'],
];

/**
 * What goods discovery needs beyond the listings: shop categories, reviews, freight templates, threshold
 * offers and a few timed discounts. Must run before the goods are inserted: it fills columns of theirs
 * (shop category, review count, discount). Discount and offer windows follow the wall clock at seeding
 * (`now`), unlike the rest of the demo data, because a countdown into the past would show nothing.
 */
export function prepareCatalogExtras(ctx: SeedContext, catalog: Catalog, now: number): CatalogExtras {
  const shops = ctx.catalog.shops;
  const shopCategories = buildShopCategories(shops, ctx.infos, catalog);
  fileUnderShopCategories(shopCategories, catalog.goods, catalog.skus);
  applyTimedDiscounts(catalog, now);
  applyMinimumQuantities(catalog);
  applySoldOutGoods(catalog);
  return {
    shopCategories,
    reviews: reviewRows(catalog, shops),
    delivery: expressTemplateRows(shops),
    manjian: manjianRows(shops, catalog, now),
    seckill: seckillRows(shops, catalog, now),
    groupbuy: groupbuyRows(shops, catalog, now),
    combo: comboRows(shops, catalog, now),
    topic: topicRows(catalog, now),
  };
}

export async function insertCatalogExtras(tx: Tx, extras: CatalogExtras): Promise<void> {
  await insertAll(tx, s.shopGoodsCategory, extras.shopCategories.rows);
  await insertAll(tx, s.goodsEvaluate, extras.reviews);
  await insertAll(tx, s.expressTemplate, extras.delivery.templates);
  await insertAll(tx, s.expressTemplateItem, extras.delivery.items);
  await insertAll(tx, s.promotionManjian, extras.manjian);
  await insertAll(tx, s.promotionSeckillTime, extras.seckill.slots);
  await insertAll(tx, s.promotionSeckill, extras.seckill.sales);
  await insertAll(tx, s.promotionSeckillGoods, extras.seckill.goods);
  await insertAll(tx, s.promotionGroupbuy, extras.groupbuy);
  await insertAll(tx, s.promotionBundling, extras.combo.packages);
  await insertAll(tx, s.promotionBundlingGoods, extras.combo.goods);
  await insertAll(tx, s.promotionTopic, extras.topic.topics);
  await insertAll(tx, s.promotionTopicGoods, extras.topic.goods);
  await insertAll(tx, s.area, areaRows());
}

/** Load-test listings go under the same shop categories as the demo ones. */
export function fileLargeChunk(extras: CatalogExtras, chunk: Catalog): void {
  fileUnderShopCategories(extras.shopCategories, chunk.goods, chunk.skus);
}

/**
 * After a bulk seed the planner has no statistics (PGlite runs no autovacuum at all) and PostgreSQL has no
 * visibility map yet, so list and search plans were guessed from defaults: measured on the large catalogue,
 * a fresh database answered a rare keyword at 1 req/s. VACUUM ANALYZE once, outside the seed transaction.
 */
export async function analyzeAfterSeed(db: Db): Promise<void> {
  await db.execute(sql`vacuum analyze`);
}
