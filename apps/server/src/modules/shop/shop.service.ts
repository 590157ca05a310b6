import { centsToMoney, toPaged, type Lang, type shop, type site } from '@mall/contracts';
import type { Db } from '../../db/client.ts';
import { AppError } from '../../platform/errors.ts';
import { pickI18n } from '../../platform/i18n/translate.ts';
import { categoryCardsByIds } from '../catalog/index.ts';
import { sanitizeRichText } from '../../platform/rich-text.ts';
import { selectFollowedSiteIds } from './shop-member.repository.ts';
import {
  selectHotShops,
  selectShop,
  selectShopPage,
  selectShopServices,
  type ShopPageQuery,
  type ShopRow,
} from './shop.repository.ts';

export function toHotShop(r: ShopRow): shop.HotShop {
  return {
    site_id: r.siteId,
    site_name: r.siteName,
    logo: r.logo,
    avatar: r.avatar,
    banner: r.banner,
    seo_description: r.seoDescription,
    is_own: r.isOwn as 0 | 1,
    shop_desccredit: r.shopDesccredit,
    shop_servicecredit: r.shopServicecredit,
    shop_deliverycredit: r.shopDeliverycredit,
    shop_sales: r.shopSales,
    sub_num: r.subNum,
    telephone: r.telephone,
    full_address: r.fullAddress,
  };
}

export async function hotShops(db: Db, limit: number): Promise<shop.HotShop[]> {
  return (await selectHotShops(db, limit)).map(toHotShop);
}

export async function shopServices(db: Db, lang: Lang): Promise<site.ShopService[]> {
  const rows = await selectShopServices(db);
  return rows.map((r) => ({
    id: r.id,
    key: r.key,
    name: pickI18n(r.i18n, lang, 'name', r.name),
    desc: pickI18n(r.i18n, lang, 'desc', r.desc),
    icon: r.icon,
  }));
}

/** An open shop, or the reason there is none: unknown id → not found; closed → 'this shop is closed'. */
export async function openShop(db: Db, siteId: number): Promise<ShopRow> {
  const row = await selectShop(db, siteId);
  if (!row) throw new AppError('NOT_FOUND', 'SHOP_NOT_FOUND');
  if (row.shopStatus !== 1) throw new AppError('NOT_FOUND', 'SHOP_CLOSED');
  return row;
}

function toShopInfo(r: ShopRow): shop.ShopInfo {
  return {
    ...toHotShop(r),
    website_id: r.websiteId,
    seo_keywords: r.seoKeywords,
    shop_status: r.shopStatus as 0 | 1,
    category_name: r.categoryName,
    group_name: r.groupName,
    email: r.email,
    address: r.address,
    longitude: r.longitude ?? '',
    latitude: r.latitude ?? '',
    workingtime: r.workingtime,
    shop_collect: r.subNum,
    create_time: r.createTime,
  };
}

export async function shopInfo(db: Db, siteId: number | undefined): Promise<shop.ShopInfo> {
  if (siteId === undefined) throw new AppError('REQUEST_SITE_ID', 'MISSING_SHOP_ID');
  return toShopInfo(await openShop(db, siteId));
}

/** Main categories of many shops with one category query, names in the request's language. */
async function mainCategoriesOf(db: Db, rows: ShopRow[], lang: Lang) {
  const ids = [...new Set(rows.flatMap((r) => r.mainCategoryIds))];
  const cards = new Map((await categoryCardsByIds(db, ids, lang)).map((c) => [c.category_id, c]));
  return (r: ShopRow) =>
    r.mainCategoryIds.flatMap((id) => {
      const c = cards.get(id);
      return c ? [{ category_id: c.category_id, category_name: c.category_name }] : [];
    });
}

export async function shopDetail(db: Db, siteId: number, lang: Lang): Promise<shop.ShopDetail> {
  const r = await openShop(db, siteId);
  const mainCategories = await mainCategoriesOf(db, [r], lang);
  return {
    ...toShopInfo(r),
    shop_baozh: r.shopBaozh as 0 | 1,
    shop_baozhopen: r.shopBaozhopen as 0 | 1,
    shop_baozhrmb: centsToMoney(r.shopBaozhrmb),
    shop_qtian: r.shopQtian as 0 | 1,
    shop_zhping: r.shopZhping as 0 | 1,
    shop_erxiaoshi: r.shopErxiaoshi as 0 | 1,
    shop_tuihuo: r.shopTuihuo as 0 | 1,
    shop_shiyong: r.shopShiyong as 0 | 1,
    shop_shiti: r.shopShiti as 0 | 1,
    shop_xiaoxie: r.shopXiaoxie as 0 | 1,
    main_categories: mainCategories(r),
  };
}

/** The shop's terms and policies; merchant HTML is cleaned before it leaves the server. */
export async function shopTerms(db: Db, siteId: number): Promise<shop.ShopTerms> {
  const r = await openShop(db, siteId);
  return {
    site_id: r.siteId,
    site_name: r.siteName,
    title: r.termsTitle,
    content: sanitizeRichText(r.termsContent),
    modify_time: r.termsModifyTime,
  };
}

/** The shop street page: three queries (page + count, main categories, the caller's follows) per page. */
export async function shopPage(db: Db, q: ShopPageQuery, lang: Lang, memberId?: number) {
  const { rows, total } = await selectShopPage(db, q);
  const siteIds = rows.map((r) => r.siteId);
  const [mainCategories, followed] = await Promise.all([
    mainCategoriesOf(db, rows, lang),
    memberId ? selectFollowedSiteIds(db, memberId, siteIds) : Promise.resolve(new Set<number>()),
  ]);
  const list: shop.ShopPageItem[] = rows.map((r) => ({
    ...toHotShop(r),
    website_id: r.websiteId,
    category_name: r.categoryName,
    group_name: r.groupName,
    address: r.address,
    shop_collect: r.subNum,
    main_categories: mainCategories(r),
    is_subscribe: followed.has(r.siteId) ? 1 : 0,
  }));
  return toPaged(list, total, q.pageSize);
}
