import { centsToMoney, moneyToCents, toJsonText, type catalog, type Lang } from '@mall/contracts';
import type { Db } from '../../db/client.ts';
import { AppError, notFound } from '../../platform/errors.ts';
import type { ReadCache } from '../../platform/read-cache.ts';
import { reviewCounts } from '../review/index.ts';
import { effectiveDiscount } from './catalog.service.ts';
import {
  selectLiveFigures,
  selectMemberDiscount,
  selectSiblingSkus,
  selectSkuDetail,
  type SkuDetailRow,
} from './goods-detail.repository.ts';
import { sanitizeGoodsContent } from '../../platform/rich-text.ts';
import { specPicker } from './spec-picker.ts';
import { translateAttributes } from './attribute-texts.ts';
import { pickI18n } from '../../platform/i18n/translate.ts';

type Detail = catalog.GoodsSkuDetail;

function toShopCard(s: SkuDetailRow['shop']): catalog.DetailShop {
  return {
    site_id: s.siteId,
    site_name: s.siteName,
    website_id: s.websiteId,
    is_own: s.isOwn,
    logo: s.logo,
    avatar: s.avatar,
    banner: s.banner,
    seo_description: s.seoDescription,
    telephone: s.telephone,
    shop_desccredit: s.shopDesccredit,
    shop_servicecredit: s.shopServicecredit,
    shop_deliverycredit: s.shopDeliverycredit,
    shop_baozh: s.shopBaozh,
    shop_baozhopen: s.shopBaozhopen,
    shop_baozhrmb: centsToMoney(s.shopBaozhrmb),
    shop_qtian: s.shopQtian,
    shop_zhping: s.shopZhping,
    shop_erxiaoshi: s.shopErxiaoshi,
    shop_tuihuo: s.shopTuihuo,
    shop_shiyong: s.shopShiyong,
    shop_shiti: s.shopShiti,
    shop_xiaoxie: s.shopXiaoxie,
    shop_sales: s.shopSales,
    sub_num: s.subNum,
  };
}

function toDetail(
  row: SkuDetailRow,
  extra: Pick<Detail, 'goods_spec_format' | 'evaluate_count' | 'member_price'>,
): Detail {
  const { sku, goods } = row;
  const discount = effectiveDiscount(sku);
  const discounted = sku.promotionType === 1 && discount !== sku.price;
  return {
    goods_id: sku.goodsId,
    sku_id: sku.skuId,
    goods_name: sku.goodsName,
    sku_name: sku.skuName,
    sku_no: sku.skuNo,
    sku_spec_format: toJsonText(
      Array.isArray(sku.skuSpecFormat) ? (sku.skuSpecFormat as catalog.SkuSpecValue[]) : [],
    ),
    goods_attr_format: toJsonText(
      Array.isArray(goods.goodsAttrFormat) ? (goods.goodsAttrFormat as catalog.GoodsAttr[]) : [],
    ),
    price: centsToMoney(sku.price),
    market_price: centsToMoney(sku.marketPrice),
    discount_price: centsToMoney(discount),
    promotion_type: discounted ? 1 : 0,
    start_time: discounted ? sku.startTime : 0,
    end_time: discounted ? sku.endTime : 0,
    stock: sku.stock,
    goods_stock: goods.goodsStock,
    click_num: sku.clickNum,
    sale_num: sku.saleNum,
    collect_num: goods.goodsCollectNum,
    sku_image: sku.skuImage,
    sku_images: sku.skuImages,
    goods_image: goods.goodsImage,
    video_url: goods.videoUrl,
    goods_content: sanitizeGoodsContent(goods.goodsContent),
    introduction: goods.introduction,
    keywords: goods.keywords,
    unit: sku.unit,
    weight: sku.weight,
    goods_state: sku.goodsState,
    verify_state: sku.verifyState,
    is_virtual: sku.isVirtual,
    is_free_shipping: sku.isFreeShipping,
    is_own: sku.isOwn,
    min_buy: sku.minBuy,
    max_buy: sku.maxBuy,
    site_id: sku.siteId,
    website_id: sku.websiteId,
    category_id: goods.categoryId,
    category_id_1: sku.categoryId1,
    category_id_2: sku.categoryId2,
    category_id_3: sku.categoryId3,
    brand_id: sku.brandId,
    brand_name: goods.brandName,
    evaluate: extra.evaluate_count.total,
    ...extra,
  };
}

/** The member price of a logged-in member whose level has a discount, on the list price; '' otherwise. */
async function memberPrice(db: Db, memberId: number | undefined, price: string): Promise<string> {
  if (memberId === undefined) return '';
  const percent = await selectMemberDiscount(db, memberId);
  const cents = moneyToCents(price) ?? 0;
  return percent < 100 ? centsToMoney(Math.floor((cents * percent) / 100)) : '';
}

/** The goods page as any guest sees it (member_price ''); what the detail cache keeps. */
async function guestDetail(db: Db, skuId: number, lang: Lang): Promise<catalog.GoodsDetail> {
  const row = await selectSkuDetail(db, skuId);
  if (!row || row.shop.shopStatus !== 1) throw notFound('CATALOG_GOODS_NOT_FOUND');
  const [siblings, evaluateCount] = await Promise.all([
    selectSiblingSkus(db, row.sku.goodsId),
    reviewCounts(db, row.sku.goodsId),
  ]);
  const detail = toDetail(row, {
    goods_spec_format: toJsonText(specPicker(row.goods.goodsSpecFormat, row.sku, siblings)),
    evaluate_count: evaluateCount,
    member_price: '',
  });
  // The brand and the attributes are platform words: shown in the shopper's language.
  detail.brand_name = pickI18n(row.brandI18n, lang, 'brand_name', detail.brand_name);
  const attrs = Array.isArray(row.goods.goodsAttrFormat)
    ? (row.goods.goodsAttrFormat as catalog.GoodsAttr[])
    : [];
  detail.goods_attr_format = toJsonText(await translateAttributes(db, attrs, lang));
  const answer = { goods_sku_detail: detail, shop_info: toShopCard(row.shop) };
  if (row.sku.goodsState !== 1 || row.sku.verifyState !== 1) {
    throw new AppError('FAIL', 'PRODUCT_OFF_SHELF', { data: answer });
  }
  return answer;
}

/**
 * Everything the goods page shows in one answer. Unknown or deleted SKUs and goods of closed shops are not
 * found; off-shelf or unapproved goods answer 'product taken off the shelves' with the same data. The guest
 * part is kept in the module's read cache (a failed read is never kept); a member's price, the stock and the
 * followers are added per call.
 */
export async function goodsDetail(
  db: Db,
  cache: ReadCache,
  skuId: number,
  memberId: number | undefined,
  lang: Lang,
): Promise<catalog.GoodsDetail> {
  const base = await cache.get(`goods-detail:${skuId}:${lang}`, () => guestDetail(db, skuId, lang));
  const [member, live] = await Promise.all([
    memberPrice(db, memberId, base.goods_sku_detail.price),
    selectLiveFigures(db, skuId),
  ]);
  // Stock and followers move with every order and follow; a shopper who just followed must see the new count.
  const figures = live
    ? { stock: live.stock, goods_stock: live.goodsStock, collect_num: live.collectNum }
    : {};
  return { ...base, goods_sku_detail: { ...base.goods_sku_detail, ...figures, member_price: member || '' } };
}
