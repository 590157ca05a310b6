import { centsToMoney, type merchantShop } from '@mall/contracts';
import type { Db } from '../../db/client.ts';
import { changeCachedData } from '../../platform/cache/cache-generation.ts';
import type { MerchantContext } from '../../platform/context.ts';
import { AppError, notFound } from '../../platform/errors.ts';
import type { ReadCache } from '../../platform/read-cache.ts';
import { sanitizeRichText } from '../../platform/rich-text.ts';
import { districtPlace } from '../address/index.ts';
import { renameShopCouponTypes } from '../coupon/index.ts';
import * as repo from './shop-console.repository.ts';

/*
 * The merchant console's shop profile and delivery settings. The shop is the session's; what the storefront
 * shows of it (name, pictures, terms) may sit in the read cache, which a save clears.
 */

const view = (r: repo.ShopRow): merchantShop.ShopSettings => ({
  site_id: r.siteId,
  site_name: r.siteName,
  logo: r.logo,
  avatar: r.avatar,
  banner: r.banner,
  seo_description: r.seoDescription,
  seo_keywords: r.seoKeywords,
  telephone: r.telephone,
  qq: r.qq,
  email: r.email,
  province: r.province,
  city: r.city,
  district: r.district,
  address: r.address,
  full_address: r.fullAddress,
  workingtime: r.workingtime,
  terms_title: r.termsTitle,
  terms_content: r.termsContent,
});

export async function shopSettings(db: Db, siteId: number): Promise<merchantShop.ShopSettings> {
  return db.transaction(async (tx) => {
    const row = await repo.lockShop(tx, siteId);
    if (!row) throw notFound('SHOP_NOT_FOUND');
    return view(row);
  });
}

/** The region's full name, checked to be a district of the province and city the cascader sent. */
export async function regionName(db: Db, r: { province: number; city: number; district: number }) {
  const place = await districtPlace(db, r.district);
  if (place.provinceId !== r.province) throw new AppError('PARAMETER_ERROR', 'SHOP_REGION_MISMATCH');
  return place.name;
}

export async function editShop(
  db: Db,
  cache: ReadCache,
  ctx: MerchantContext,
  input: merchantShop.ShopEditInput,
): Promise<merchantShop.ShopSettings> {
  const region = input.district > 0 ? await regionName(db, input) : '';
  const saved = await db.transaction(async (tx) => {
    const before = await repo.lockShop(tx, ctx.siteId);
    if (!before) throw notFound('SHOP_NOT_FOUND');
    // Terms are stored clean, and cleaned again on the way out (older rows were not).
    const terms = sanitizeRichText(input.terms_content);
    const row = await repo.updateShop(tx, ctx.siteId, {
      siteName: input.site_name,
      logo: input.logo,
      avatar: input.avatar,
      banner: input.banner,
      seoDescription: input.seo_description,
      seoKeywords: input.seo_keywords,
      telephone: input.telephone,
      qq: input.qq,
      email: input.email,
      province: input.district > 0 ? input.province : 0,
      city: input.district > 0 ? input.city : 0,
      district: input.district,
      address: input.address,
      fullAddress: [region, input.address].filter(Boolean).join(' '),
      workingtime: input.workingtime,
      termsTitle: input.terms_title,
      termsContent: terms,
      ...(terms !== before.termsContent || input.terms_title !== before.termsTitle
        ? { termsModifyTime: Math.floor(Date.now() / 1000) }
        : {}),
    });
    if (row!.siteName !== before.siteName) await renameShopCouponTypes(tx, ctx.siteId, row!.siteName);
    const after = view(row!);
    await ctx.audit(tx, { target: 'shop', targetId: ctx.siteId, before: view(before), after });
    return after;
  });
  cache.clear();
  return saved;
}

// ---- delivery settings ---------------------------------------------------------------------------------

const hhmm = (s: number) =>
  `${String(Math.floor(s / 3600)).padStart(2, '0')}:${String(Math.floor((s % 3600) / 60)).padStart(2, '0')}`;

/** A shop without a settings row offers express only (the table's defaults). */
const DEFAULTS = {
  expressIsUse: 1,
  storeIsUse: 0,
  localIsUse: 0,
  localDeliveryMoney: 0,
  localStartMoney: 0,
  localTimeStart: 9 * 3600,
  localTimeEnd: 21 * 3600,
};

const settingView = (r: Partial<repo.TradeSettingRow> | undefined): merchantShop.DeliverySetting => {
  const s = { ...DEFAULTS, ...r };
  return {
    express_is_use: s.expressIsUse,
    store_is_use: s.storeIsUse,
    local_is_use: s.localIsUse,
    local_delivery_money: centsToMoney(s.localDeliveryMoney),
    local_start_money: centsToMoney(s.localStartMoney),
    local_time_start: hhmm(s.localTimeStart),
    local_time_end: hhmm(s.localTimeEnd),
  };
};

export async function deliverySetting(db: Db, siteId: number): Promise<merchantShop.DeliverySetting> {
  return settingView(await repo.selectTradeSetting(db, siteId));
}

export async function saveDeliverySetting(
  db: Db,
  ctx: MerchantContext,
  input: merchantShop.DeliverySettingInput,
): Promise<merchantShop.DeliverySetting> {
  if (!input.express_is_use && !input.store_is_use && !input.local_is_use)
    throw new AppError('FAIL', 'SHOP_NO_DELIVERY_TYPE');
  // The checkout keeps each shop's terms in the read cache (flows/checkout/checkout-shop-terms.ts).
  return changeCachedData(db, async (tx) => {
    const before = await repo.selectTradeSetting(tx, ctx.siteId);
    const row = await repo.upsertTradeSetting(tx, ctx.siteId, {
      expressIsUse: input.express_is_use,
      storeIsUse: input.store_is_use,
      localIsUse: input.local_is_use,
      localDeliveryMoney: input.local_delivery_money,
      localStartMoney: input.local_start_money,
      localTimeStart: input.local_time_start,
      localTimeEnd: input.local_time_end,
    });
    const after = settingView(row);
    await ctx.audit(tx, {
      target: 'delivery_setting',
      targetId: ctx.siteId,
      before: settingView(before),
      after,
    });
    return after;
  });
}
