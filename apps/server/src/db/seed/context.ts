import type { goodsBrand, shop } from '../schema/index.ts';
import { BRANDS } from './brands.ts';
import type { CatalogContext } from './catalog.ts';
import { buildCategories, type CategoryInfo } from './categories.ts';
import type { BrandRef } from './goods.ts';
import { brandPicture, shopPicture } from './image-paths.ts';
import { BASE_TIME, DAY, slugify } from './random.ts';
import { SERVICE_KEYS, SHOPS } from './shops.ts';
import { BRAND_I18N } from './brands-i18n.ts';
import { i18nOf } from './translations.ts';

type BrandRow = typeof goodsBrand.$inferInsert;
type ShopRow = typeof shop.$inferInsert;

export interface SeedContext {
  categoryRows: ReturnType<typeof buildCategories>['rows'];
  infos: CategoryInfo[];
  brandRows: BrandRow[];
  brandsByTop: Map<string, BrandRef[]>;
  shopRows: ShopRow[];
  catalog: CatalogContext;
}

const camel = (key: string) => key.replace(/_(\w)/g, (_, c: string) => c.toUpperCase());

/** The fixed-id rows everything else refers to: categories, brands and shops. */
/** A brand's translations; a brand without them is a seed bug. */
function brandWords(name: string) {
  const words = BRAND_I18N[name];
  if (!words) throw new Error(`Seed: no translations for brand "${name}"`);
  return words;
}

export function buildSeedContext(): SeedContext {
  const { rows: categoryRows, infos } = buildCategories();
  const topId = (name: string) => infos.find((c) => c.level === 1 && c.topName === name)?.id ?? 0;
  const brandRows = BRANDS.map((b, i): BrandRow => ({
    brandId: i + 1,
    brandName: b.name,
    brandInitial: b.name[0]?.toUpperCase() ?? '',
    imageUrl: brandPicture(slugify(b.name)),
    brandDesc: b.desc,
    i18n: i18nOf({ brand_name: brandWords(b.name).name, brand_desc: brandWords(b.name).desc }),
    categoryId1: topId(b.top),
    isRecommend: b.recommend ? 1 : 0,
    sort: BRANDS.length - i,
    createTime: BASE_TIME - (400 - i) * DAY,
  }));
  const brandsByTop = new Map<string, BrandRef[]>();
  BRANDS.forEach((b, i) => {
    const list = brandsByTop.get(b.top) ?? [];
    list.push({ id: i + 1, name: b.name, slug: slugify(b.name), specialist: b.specialist });
    brandsByTop.set(b.top, list);
  });
  const shopRows = SHOPS.map((d, i): ShopRow => {
    const siteId = i + 1;
    const flags = Object.fromEntries(SERVICE_KEYS.map((k, fi) => [camel(k), d.services[fi] ?? 0]));
    return {
      siteId,
      websiteId: d.websiteId,
      siteName: d.name,
      isOwn: d.isOwn,
      logo: shopPicture(siteId, 'logo'),
      avatar: shopPicture(siteId, 'avatar'),
      banner: shopPicture(siteId, 'banner'),
      seoDescription: d.desc,
      seoKeywords: d.keywords,
      categoryName: d.categoryName,
      groupName: d.groupName,
      contentLang: d.lang,
      telephone: d.telephone,
      email: d.email,
      address: d.address,
      fullAddress: d.fullAddress,
      longitude: d.lng,
      latitude: d.lat,
      workingtime: '09:00-22:00',
      shopDesccredit: d.credits[0],
      shopServicecredit: d.credits[1],
      shopDeliverycredit: d.credits[2],
      shopSales: d.sales,
      subNum: d.followers,
      ...flags,
      shopStatus: 1,
      isRecommend: i < 6 ? 1 : 0,
      createTime: BASE_TIME - (900 - i * 60) * DAY,
      expireTime: 0,
    };
  });
  const catalog: CatalogContext = {
    leaves: infos.filter((c) => c.level === 3),
    brandsByTop,
    shops: SHOPS.map((d, i) => ({
      siteId: i + 1,
      websiteId: d.websiteId,
      isOwn: d.isOwn,
      lang: d.lang,
      tops: d.tops,
    })),
  };
  return { categoryRows, infos, brandRows, brandsByTop, shopRows, catalog };
}
