import * as s from '../schema/index.ts';
import type { Db } from '../client.ts';
import { memberRows } from './accounts.ts';
import { advertPositions, advertRows } from './adverts.ts';
import { BRANDS } from './brands.ts';
import { buildCatalog, largeCatalogChunks, type CatalogContext } from './catalog.ts';
import { buildCategories } from './categories.ts';
import { helpRows } from './cms-help.ts';
import { noticeRows } from './cms-notices.ts';
import { floorRows } from './floors.ts';
import type { BrandRef } from './goods.ts';
import { brandPicture, shopPicture } from './image-paths.ts';
import { insertAll, syncSequences, type Tx } from './insert.ts';
import { friendlyLinkRows, memberLevelRows, navRows } from './nav.ts';
import { BASE_TIME, DAY, slugify } from './random.ts';
import { SERVICE_KEYS, SHOP_SERVICES, SHOPS } from './shops.ts';
import { configRows, websiteRows } from './site.ts';

export { ensureDemoImages } from './images.ts';
export { DEMO_ACCOUNTS } from './accounts.ts';

/** Goods in the database after a `large` seed (default catalogue plus generated load-test listings). */
export const LARGE_GOODS_TOTAL = 100_000;

const SEQUENCES: [string, string][] = [
  ['config', 'id'], ['adv_position', 'ap_id'], ['adv', 'adv_id'], ['pc_nav', 'id'], ['friendly_link', 'id'],
  ['pc_floor', 'id'], ['shop', 'site_id'], ['shop_service', 'id'], ['goods_category', 'category_id'],
  ['goods_brand', 'brand_id'], ['goods', 'goods_id'], ['goods_sku', 'sku_id'], ['notice', 'id'],
  ['help_class', 'class_id'], ['help', 'id'], ['member_level', 'level_id'], ['member', 'member_id'],
];

function shopRows(): (typeof s.shop.$inferInsert)[] {
  return SHOPS.map((d, i) => {
    const siteId = i + 1;
    const flags = Object.fromEntries(SERVICE_KEYS.map((k, fi) => [k.replace(/_(\w)/g, (_, c: string) => c.toUpperCase()), d.services[fi] ?? 0]));
    return {
      siteId, websiteId: d.websiteId, siteName: d.name, isOwn: d.isOwn,
      logo: shopPicture(siteId, 'logo'), avatar: shopPicture(siteId, 'avatar'), banner: shopPicture(siteId, 'banner'),
      seoDescription: d.desc, seoKeywords: d.keywords, categoryName: d.categoryName, groupName: d.groupName,
      contentLang: d.lang, telephone: d.telephone, email: d.email, address: d.address, fullAddress: d.fullAddress,
      longitude: d.lng, latitude: d.lat, workingtime: '09:00-22:00',
      shopDesccredit: d.credits[0], shopServicecredit: d.credits[1], shopDeliverycredit: d.credits[2],
      shopSales: d.sales, subNum: d.followers, ...flags, shopStatus: 1, isRecommend: i < 6 ? 1 : 0,
      createTime: BASE_TIME - (900 - i * 60) * DAY, expireTime: 0,
    };
  });
}

/**
 * Fills an empty database with the demo mall in one transaction. Does nothing when the website row
 * already exists, so it is safe to call on every start.
 */
export async function seedDemo(db: Db, opts: { large?: boolean } = {}): Promise<{ seeded: boolean }> {
  const existing = await db.select({ id: s.website.websiteId }).from(s.website).limit(1);
  if (existing.length > 0) return { seeded: false };

  const levels = memberLevelRows();
  const members = await memberRows(new Map(levels.map((l) => [l.levelId as number, l.levelName])));
  const { rows: categoryRows, infos } = buildCategories();
  const brandRows = BRANDS.map((b, i) => ({
    brandId: i + 1, brandName: b.name, brandInitial: b.name[0]?.toUpperCase() ?? '', imageUrl: brandPicture(slugify(b.name)),
    brandDesc: b.desc, categoryId1: infos.find((c) => c.level === 1 && c.topName === b.top)?.id ?? 0,
    isRecommend: b.recommend ? 1 : 0, sort: BRANDS.length - i, createTime: BASE_TIME - (400 - i) * DAY,
  }));
  const brandsByTop = new Map<string, BrandRef[]>();
  BRANDS.forEach((b, i) => {
    const list = brandsByTop.get(b.top) ?? [];
    list.push({ id: i + 1, name: b.name, slug: slugify(b.name), specialist: b.specialist });
    brandsByTop.set(b.top, list);
  });
  const shops = shopRows();
  const ctx: CatalogContext = {
    leaves: infos.filter((c) => c.level === 3),
    brandsByTop,
    shops: SHOPS.map((d, i) => ({ siteId: i + 1, websiteId: d.websiteId, isOwn: d.isOwn, lang: d.lang, tops: d.tops })),
  };
  const catalog = buildCatalog(ctx);
  const topRoute = (name: string) => `/list?category_id=${infos.find((c) => c.level === 1 && c.topName === name)?.id ?? 0}&level=1`;
  const adverts = advertRows(advertPositions(topRoute));
  const help = helpRows();
  const floors = floorRows({
    infos, goods: catalog.goods, skus: catalog.skus,
    brandIdsByTop: new Map([...brandsByTop].map(([k, v]) => [k, v.map((b) => b.id)])),
  });

  await db.transaction(async (tx: Tx) => {
    await insertAll(tx, s.website, websiteRows());
    await insertAll(tx, s.config, configRows());
    await insertAll(tx, s.shop, shops);
    await insertAll(tx, s.shopService, SHOP_SERVICES.map((v, i) => ({ id: i + 1, ...v, sort: i + 1 })));
    await insertAll(tx, s.goodsCategory, categoryRows);
    await insertAll(tx, s.goodsBrand, brandRows);
    await insertAll(tx, s.goods, catalog.goods);
    await insertAll(tx, s.goodsSku, catalog.skus);
    await insertAll(tx, s.pcFloor, floors);
    await insertAll(tx, s.advPosition, adverts.positions);
    await insertAll(tx, s.adv, adverts.advs);
    await insertAll(tx, s.pcNav, navRows());
    await insertAll(tx, s.friendlyLink, friendlyLinkRows());
    await insertAll(tx, s.notice, noticeRows());
    await insertAll(tx, s.helpClass, help.classes);
    await insertAll(tx, s.help, help.articles);
    await insertAll(tx, s.memberLevel, levels);
    await insertAll(tx, s.member, members);
    if (opts.large) {
      const extra = LARGE_GOODS_TOTAL - catalog.goods.length;
      const lastSku = catalog.skus[catalog.skus.length - 1]?.skuId ?? 0;
      for (const chunk of largeCatalogChunks(ctx, extra, catalog.goods.length + 1, lastSku + 1)) {
        await insertAll(tx, s.goods, chunk.goods);
        await insertAll(tx, s.goodsSku, chunk.skus);
      }
    }
    await syncSequences(tx, SEQUENCES);
  });
  return { seeded: true };
}
