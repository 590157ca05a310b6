import { centsToMoney, type checkout, type Lang } from '@mall/contracts';
import { pickI18n, translate } from '../../platform/i18n/translate.ts';
import { buildCheckout, type CheckoutBuild } from './checkout-build.ts';
import { expressTypeList } from './checkout-delivery.ts';
import { goodsMoneyOf, realLineMoney, sumOf, type ShopPlan } from './checkout-plan.ts';
import type { CheckoutSource } from './checkout-shop-terms.ts';
import type { CheckoutVariant } from './checkout-variant.ts';

const m = centsToMoney;
const hhmm = (s: number) =>
  s < 0
    ? ''
    : `${String(Math.floor(s / 3600)).padStart(2, '0')}:${String(Math.floor((s % 3600) / 60)).padStart(2, '0')}`;

/** The offer the shop's lines reached, as the page shows it (an empty list when none). */
function manjianRuleList(s: ShopPlan, lang: Lang): checkout.ManjianRuleApplied[] {
  const a = s.manjian;
  if (!a) return [];
  const { step, offer } = a;
  return [
    {
      manjian_id: offer.manjianId,
      manjian_name: pickI18n(offer.i18n, lang, 'manjian_name', offer.manjianName),
      type: offer.type,
      manjian_type: offer.manjianType,
      // A money limit is cents; a count limit (type 1) is pieces.
      limit: offer.type === 0 ? m(step.limit) : String(step.limit),
      discount_money: m(a.discount),
      free_shipping: step.free_shipping === 1 ? 1 : 0,
      point: step.point,
      coupon: step.coupon,
      sku_ids: s.lines.filter((_, i) => (a.shares[i] ?? 0) > 0).map((l) => l.row.skuId),
    },
  ];
}

export function shopAnswer(s: ShopPlan, stores: CheckoutBuild['stores'], lang: Lang): checkout.CheckoutShop {
  return {
    site_id: s.siteId,
    site_name: s.siteName,
    goods_list: s.lines.map((l) => ({
      cart_id: l.cartId,
      sku_id: l.row.skuId,
      goods_id: l.row.goodsId,
      sku_name: l.row.skuName,
      sku_image: l.row.skuImage,
      num: l.num,
      price: m(l.price),
      original_price: m(l.row.price),
      goods_money: m(l.goodsMoney),
      promotion_money: m(l.promotionMoney),
      coupon_money: m(l.couponMoney),
      platform_coupon_money: m(l.platformCouponMoney),
      real_goods_money: m(realLineMoney(l)),
    })),
    goods_num: sumOf(s.lines, (l) => l.num),
    goods_money: m(goodsMoneyOf(s)),
    express_type: s.isVirtual ? [] : expressTypeList(s, stores),
    delivery: {
      delivery_type: s.deliveryType,
      store_id: s.storeId,
      buyer_ask_delivery_time: hhmm(s.askTime),
    },
    delivery_money: m(s.deliveryMoney),
    promotion_money: m(s.promotionMoney),
    manjian_rule_list: manjianRuleList(s, lang),
    coupon_id: s.couponId,
    coupon_money: m(s.couponMoney),
    coupon_list: s.couponList,
    platform_coupon_money: m(s.platformCouponMoney),
    invoice: {
      is_invoice: s.setting.isInvoice,
      invoice_rate: s.setting.invoiceRate,
      invoice_content_array: s.setting.invoiceContent.split(','),
      invoice_delivery_money: m(s.setting.invoiceDeliveryMoney),
    },
    invoice_money: m(s.invoiceMoney),
    invoice_delivery_money: m(s.invoiceDeliveryMoney),
    order_money: m(s.orderMoney),
    balance_money: m(s.balanceMoney),
    pay_money: m(s.orderMoney - s.balanceMoney),
    buyer_message: s.buyerMessage,
  };
}

export function addressAnswer(a: CheckoutBuild['address']) {
  if (!a) return null;
  return {
    id: a.id,
    name: a.name,
    mobile: a.mobile,
    telephone: a.telephone,
    province_id: a.provinceId,
    city_id: a.cityId,
    district_id: a.districtId,
    address: a.address,
    full_address: a.fullAddress,
    is_default: a.isDefault,
  };
}

/** /api/ordercreate/simpleCalculate: every amount recomputed, obstacles listed in the request's language. */
export async function calculateCheckout(
  src: CheckoutSource,
  memberId: number,
  input: checkout.CheckoutRequest,
  lang: Lang,
  variant?: CheckoutVariant,
): Promise<checkout.CheckoutResult> {
  const b = await buildCheckout(src, memberId, input, Math.floor(Date.now() / 1000), variant);
  const { stores } = b;
  const total = (f: (s: ShopPlan) => number) => m(sumOf(b.shops, f));
  return {
    member_address: addressAnswer(b.address),
    member_account: {
      balance: m(b.terms.balance),
      balance_money: m(b.terms.balanceMoney),
      is_pay_password: b.terms.payPassword ? 1 : 0,
    },
    shop_goods_list: Object.fromEntries(b.shops.map((s) => [String(s.siteId), shopAnswer(s, stores, lang)])),
    goods_num: sumOf(b.shops, (s) => sumOf(s.lines, (l) => l.num)),
    goods_money: total(goodsMoneyOf),
    delivery_money: total((s) => s.deliveryMoney),
    promotion_money: total((s) => s.promotionMoney),
    coupon_money: total((s) => s.couponMoney),
    platform_coupon_id: b.coupons.platform.id,
    platform_coupon_money: total((s) => s.platformCouponMoney),
    platform_coupon_list: b.coupons.platform.usable.map((u) => ({
      platformcoupon_id: u.id,
      platformcoupon_name: u.name,
      money: m(u.money),
      end_time: u.end_time,
    })),
    invoice_money: total((s) => s.invoiceMoney),
    invoice_delivery_money: total((s) => s.invoiceDeliveryMoney),
    order_money: total((s) => s.orderMoney),
    is_balance: b.isBalance ? 1 : 0,
    balance_money: total((s) => s.balanceMoney),
    pay_money: total((s) => s.orderMoney - s.balanceMoney),
    error_list: b.obstacles.map((o) => ({
      site_id: o.siteId,
      message: translate(lang, o.error.messageKey, o.error.params),
    })),
  };
}
