import type { Lang, shop, site } from '@mall/contracts';
import type { Db } from '../../db/client.ts';
import { pickI18n } from '../../platform/i18n/translate.ts';
import { selectHotShops, selectShopServices } from './shop.repository.ts';

export async function hotShops(db: Db, limit: number): Promise<shop.HotShop[]> {
  const rows = await selectHotShops(db, limit);
  return rows.map((r) => ({
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
  }));
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
