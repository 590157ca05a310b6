import { ATTRIBUTES } from './attributes.ts';
import * as s from '../schema/index.ts';
import type { Db } from '../client.ts';
import { memberRows, openingLedgerRows } from './accounts.ts';
import { advertPositions, advertRows } from './adverts.ts';
import { buildCatalog, largeCatalogChunks } from './catalog.ts';
import { seedCartAndAddresses } from './cart-addresses.ts';
import {
  analyzeAfterSeed,
  CATALOG_EXTRA_SEQUENCES,
  fileLargeChunk,
  insertCatalogExtras,
  prepareCatalogExtras,
} from './catalog-extras.ts';
import { helpRows } from './cms-help.ts';
import { noticeRows } from './cms-notices.ts';
import { couponSeed } from './coupons.ts';
import { assignCityShops } from './city-sites.ts';
import { buildSeedContext } from './context.ts';
import { floorRows } from './floors.ts';
import { followRows, insertFollows } from './follows.ts';
import { insertAll, syncSequences, type Tx } from './insert.ts';
import { friendlyLinkRows, memberLevelRows, navRows } from './nav.ts';
import { rechargeRows } from './recharge.ts';
import { seedShopExtras } from './shop-extras.ts';
import { openingShopScoreRows } from './shop-scores.ts';
import { shopServiceRows } from './shop-services-i18n.ts';
import { configRows, websiteRows } from './site.ts';
import { seedStores, STORE_SEQUENCES } from './stores.ts';
import { ensureDemoOperator, seedMerchants } from './merchants.ts';

export { ensureDemoImages } from './images.ts';
export { DEMO_OPERATOR, DEMO_SHOP_ACCOUNTS, ensureDemoOperator } from './merchants.ts';
export { DEMO_ACCOUNTS } from './accounts.ts';

/** Goods in the database after a `large` seed (the default catalogue plus generated load-test listings). */
export const LARGE_GOODS_TOTAL = 100_000;

const SEQUENCES: [string, string][] = [
  ['config', 'id'],
  ['adv_position', 'ap_id'],
  ['adv', 'adv_id'],
  ['pc_nav', 'id'],
  ['friendly_link', 'id'],
  ['pc_floor', 'id'],
  ['shop', 'site_id'],
  ['shop_service', 'id'],
  ['goods_category', 'category_id'],
  ['goods_brand', 'brand_id'],
  ['goods', 'goods_id'],
  ['goods_sku', 'sku_id'],
  ['notice', 'id'],
  ['help_class', 'class_id'],
  ['help', 'id'],
  ['member_level', 'level_id'],
  ['member', 'member_id'],
  ['goods_collect', 'collect_id'],
  ['goods_browse', 'id'],
  ['shop_member', 'id'],
  ['goods_cart', 'cart_id'],
  ['member_address', 'id'],
  ...CATALOG_EXTRA_SEQUENCES,
  ['promotion_coupon_type', 'coupon_type_id'],
  ['promotion_coupon', 'coupon_id'],
  ['promotion_platformcoupon_type', 'platformcoupon_type_id'],
  ['promotion_platformcoupon', 'platformcoupon_id'],
  ...STORE_SEQUENCES,
];

/**
 * Fills an empty database with the demo mall in one transaction. Does nothing when the website row
 * already exists (but adds the demo operator when none exists), so it is safe to call on every start.
 */
export async function seedDemo(db: Db, opts: { large?: boolean } = {}): Promise<{ seeded: boolean }> {
  const existing = await db.select({ id: s.website.websiteId }).from(s.website).limit(1);
  if (existing.length > 0) {
    await ensureDemoOperator(db);
    return { seeded: false };
  }

  const levels = memberLevelRows();
  const members = await memberRows(new Map(levels.map((l) => [l.levelId as number, l.levelName])));
  const ctx = buildSeedContext();
  const catalog = buildCatalog(ctx.catalog);
  const catalogExtras = prepareCatalogExtras(ctx, catalog, Math.floor(Date.now() / 1000));
  const topRoute = (name: string) =>
    `/list?category_id=${ctx.infos.find((c) => c.level === 1 && c.topName === name)?.id ?? 0}&level=1`;
  const adverts = advertRows(advertPositions(topRoute));
  const help = helpRows();
  const floors = floorRows({
    infos: ctx.infos,
    goods: catalog.goods,
    skus: catalog.skus,
    brandIdsByTop: new Map([...ctx.brandsByTop].map(([k, v]) => [k, v.map((b) => b.id)])),
  });

  await db.transaction(async (tx: Tx) => {
    await insertAll(tx, s.website, websiteRows());
    await insertAll(tx, s.config, configRows());
    await insertAll(tx, s.shop, ctx.shopRows);
    await insertAll(tx, s.shopService, shopServiceRows());
    await insertAll(tx, s.shopEvaluate, openingShopScoreRows());
    await insertAll(tx, s.goodsCategory, ctx.categoryRows);
    await insertAll(tx, s.goodsBrand, ctx.brandRows);
    await insertAll(tx, s.goodsAttribute, ATTRIBUTES.rows().attributes);
    await insertAll(tx, s.goodsAttributeValue, ATTRIBUTES.rows().values);
    await insertAll(tx, s.goods, catalog.goods);
    await insertAll(tx, s.goodsSku, catalog.skus);
    await insertCatalogExtras(tx, catalogExtras);
    await insertAll(tx, s.pcFloor, floors);
    await insertAll(tx, s.advPosition, adverts.positions);
    await insertAll(tx, s.adv, adverts.advs);
    await insertAll(tx, s.pcNav, navRows());
    await insertAll(tx, s.friendlyLink, friendlyLinkRows());
    await insertAll(tx, s.notice, noticeRows());
    await insertAll(tx, s.helpClass, help.classes);
    await insertAll(tx, s.help, help.articles);
    await insertAll(tx, s.memberLevel, levels);
    await insertAll(tx, s.memberRecharge, rechargeRows(Math.floor(Date.now() / 1000)));
    await insertAll(tx, s.member, members);
    await insertAll(tx, s.memberAccount, openingLedgerRows(members));
    const coupons = couponSeed(catalog.goods);
    await insertAll(tx, s.couponType, coupons.types);
    await insertAll(tx, s.memberCoupon, coupons.coupons);
    await insertAll(tx, s.platformCouponType, coupons.platformTypes);
    await insertAll(tx, s.memberPlatformCoupon, coupons.platformCoupons);
    await insertAll(tx, s.couponFetchCount, coupons.fetchCounts);
    if (opts.large) {
      const lastSku = catalog.skus.at(-1)?.skuId ?? 0;
      const extra = LARGE_GOODS_TOTAL - catalog.goods.length;
      for (const chunk of largeCatalogChunks(ctx.catalog, extra, catalog.goods.length + 1, lastSku + 1)) {
        fileLargeChunk(catalogExtras, chunk);
        await insertAll(tx, s.goods, chunk.goods);
        await insertAll(tx, s.goodsSku, chunk.skus);
      }
    }
    await seedShopExtras(tx, ctx.infos);
    await assignCityShops(tx);
    await insertFollows(tx, followRows(catalog));
    await seedCartAndAddresses(tx, members, catalog.skus);
    await seedStores(tx);
    await seedMerchants(tx);
    await syncSequences(tx, SEQUENCES);
  });
  await analyzeAfterSeed(db);
  await ensureDemoOperator(db);
  return { seeded: true };
}
