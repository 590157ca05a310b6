import type { CheckoutBuild } from './checkout-build.ts';
import { goodsMoneyOf, realLineMoney, sumOf, type ShopPlan } from './checkout-plan.ts';

/**
 * What the order keeps of the manjian step it reached: shown on the order detail, and its points and coupon are
 * given when the order is paid (cents for money, pieces for a type 1 limit).
 */
function manjianInfoOf(s: ShopPlan) {
  const a = s.manjian;
  if (!a) return {};
  return {
    manjian_id: a.offer.manjianId,
    manjian_name: a.offer.manjianName,
    // The name in each language it has, so the order reads in its viewer's language later (order-view.ts).
    manjian_names: namesOf(a.offer.i18n),
    type: a.offer.type,
    limit: a.step.limit,
    discount_money: a.discount,
    free_shipping: a.step.free_shipping,
    point: a.step.point,
    coupon: a.step.coupon,
  };
}

/** `{ 'zh-cn': '满减', … }` of the languages that name the offer. */
function namesOf(i18n: unknown): Record<string, string> {
  const out: Record<string, string> = {};
  if (!i18n || typeof i18n !== 'object') return out;
  for (const [lang, entry] of Object.entries(i18n as Record<string, unknown>)) {
    const name = (entry as Record<string, unknown> | null)?.manjian_name;
    if (typeof name === 'string' && name) out[lang] = name;
  }
  return out;
}

/** The order row of one shop's part of the checkout. */
export function orderRow(
  s: ShopPlan,
  b: CheckoutBuild,
  m: { memberId: number; orderId: number; no: string; tradeNo: string; ip: string; now: number },
) {
  const a = b.address;
  const orderType = s.isVirtual ? 4 : s.deliveryType === 'store' ? 2 : s.deliveryType === 'local' ? 3 : 1;
  const inv = s.invoice;
  return {
    orderId: m.orderId,
    orderNo: m.no,
    siteId: s.siteId,
    siteName: s.siteName,
    websiteId: s.websiteId,
    orderName: s.lines
      .map((l) => l.row.skuName)
      .join(',')
      .slice(0, 255),
    orderType,
    outTradeNo: m.tradeNo,
    deliveryType: s.deliveryType,
    memberId: m.memberId,
    name: a?.name ?? '',
    mobile: a?.mobile ?? '',
    telephone: a?.telephone ?? '',
    provinceId: a?.provinceId ?? 0,
    cityId: a?.cityId ?? 0,
    districtId: a?.districtId ?? 0,
    address: a?.address ?? '',
    fullAddress: a?.fullAddress ?? '',
    buyerIp: m.ip,
    buyerAskDeliveryTime: s.askTime,
    buyerMessage: s.buyerMessage,
    goodsMoney: goodsMoneyOf(s),
    deliveryMoney: s.deliveryMoney,
    promotionMoney: s.promotionMoney,
    manjianInfo: manjianInfoOf(s),
    promotionType: b.variant?.promotionType ?? '',
    promotionId: b.variant?.promotionId ?? 0,
    couponId: s.couponId,
    couponMoney: s.couponMoney,
    platformCouponId: s.platformCouponMoney > 0 ? b.coupons.platform.id : 0,
    platformCouponMoney: s.platformCouponMoney,
    invoiceMoney: s.invoiceMoney,
    invoiceDeliveryMoney: s.invoiceDeliveryMoney,
    balanceMoney: s.balanceMoney,
    balanceCashMoney: s.balanceCashMoney,
    orderMoney: s.orderMoney,
    payMoney: s.orderMoney - s.balanceMoney,
    goodsNum: sumOf(s.lines, (l) => l.num),
    deliveryStoreId: s.storeId,
    deliveryStoreName: s.store?.name ?? '',
    deliveryStoreInfo: s.store?.info ?? {},
    isInvoice: inv?.is_invoice ?? 0,
    invoiceType: inv?.invoice_type ?? 0,
    invoiceTitleType: inv?.invoice_title_type ?? 0,
    invoiceTitle: inv?.invoice_title ?? '',
    taxpayerNumber: inv?.taxpayer_number ?? '',
    invoiceRate: inv?.is_invoice ? s.setting.invoiceRate : 0,
    invoiceContent: inv?.invoice_content ?? '',
    invoiceFullAddress: inv?.invoice_full_address ?? '',
    invoiceEmail: inv?.invoice_email ?? '',
    createTime: m.now,
  };
}

/** The order_goods rows of one shop's order: each line's price and its share of the coupons. */
export function orderGoodsRows(s: ShopPlan, orderId: number, no: string, memberId: number) {
  return s.lines.map((l) => ({
    orderId,
    orderNo: no,
    siteId: s.siteId,
    memberId,
    goodsId: l.row.goodsId,
    skuId: l.row.skuId,
    skuName: l.row.skuName,
    skuImage: l.row.skuImage,
    skuNo: l.row.skuNo,
    isVirtual: l.row.isVirtual,
    price: l.price,
    costPrice: l.row.costPrice,
    num: l.num,
    goodsMoney: l.goodsMoney,
    promotionMoney: l.promotionMoney,
    couponMoney: l.couponMoney,
    platformCouponMoney: l.platformCouponMoney,
    realGoodsMoney: realLineMoney(l),
  }));
}
