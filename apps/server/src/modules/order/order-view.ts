import { centsToMoney, toJsonText, type Lang, type order as contract } from '@mall/contracts';
import { payTypeName } from '../payment/index.ts';
import type { OrderGoodsRow, OrderRow } from './order.repository.ts';
import { deliveryTypeName, memberActions, promotionTypeName, statusName, typeName } from './order-status.ts';

const m = centsToMoney;

export function goodsItem(g: OrderGoodsRow): contract.OrderGoodsItem {
  return {
    order_goods_id: g.orderGoodsId,
    order_id: g.orderId,
    site_id: g.siteId,
    goods_id: g.goodsId,
    sku_id: g.skuId,
    sku_name: g.skuName,
    sku_image: g.skuImage,
    price: m(g.price),
    num: g.num,
    goods_money: m(g.goodsMoney),
    promotion_money: m(g.promotionMoney),
    real_goods_money: m(g.realGoodsMoney),
    delivery_status: g.deliveryStatus,
    refund_status: g.refundStatus,
  };
}

/** An order as the list and detail answer it, with its names in the request's language and its buttons. */
export function orderSummary(lang: Lang, o: OrderRow, goods: OrderGoodsRow[]): contract.OrderSummary {
  return {
    order_id: o.orderId,
    order_no: o.orderNo,
    out_trade_no: o.outTradeNo,
    site_id: o.siteId,
    site_name: o.siteName,
    order_name: o.orderName,
    order_type: o.orderType,
    order_type_name: typeName(lang, o.orderType),
    order_status: o.orderStatus,
    order_status_name: statusName(lang, o),
    pay_status: o.payStatus,
    pay_type: o.payType,
    delivery_type: o.deliveryType,
    delivery_type_name: deliveryTypeName(lang, o.deliveryType),
    promotion_type: o.promotionType,
    promotion_type_name: promotionTypeName(lang, o.promotionType),
    goods_money: m(o.goodsMoney),
    delivery_money: m(o.deliveryMoney),
    promotion_money: m(o.promotionMoney),
    coupon_money: m(o.couponMoney),
    platform_coupon_money: m(o.platformCouponMoney),
    invoice_money: m(o.invoiceMoney + o.invoiceDeliveryMoney),
    adjust_money: m(o.adjustMoney),
    balance_money: m(o.balanceMoney),
    order_money: m(o.orderMoney),
    pay_money: m(o.payMoney),
    goods_num: o.goodsNum,
    create_time: o.createTime,
    pay_time: o.payTime,
    close_time: o.closeTime,
    is_evaluate: o.isEvaluate,
    evaluate_status: o.evaluateStatus,
    order_goods: goods.filter((g) => g.orderId === o.orderId).map(goodsItem),
    action: memberActions(lang, { ...o, extended: o.extendTimes > 0 }),
  };
}

/** The manjian step kept on the order, money as strings; null when the order reached none. */
function manjianView(info: unknown, lang: Lang): contract.OrderManjian | null {
  const i = (info ?? {}) as Record<string, unknown>;
  const n = (v: unknown) => (typeof v === 'number' ? v : 0);
  if (!n(i.manjian_id)) return null;
  const named = (i.manjian_names as Record<string, unknown> | undefined)?.[lang];
  return {
    manjian_id: n(i.manjian_id),
    // In the viewer's language when the order kept that name (orders placed before names were kept have one).
    manjian_name:
      typeof named === 'string' && named ? named : typeof i.manjian_name === 'string' ? i.manjian_name : '',
    type: n(i.type),
    limit: n(i.type) === 0 ? m(n(i.limit)) : String(n(i.limit)),
    discount_money: m(n(i.discount_money)),
    free_shipping: n(i.free_shipping) === 1 ? 1 : 0,
    point: n(i.point),
    coupon: n(i.coupon),
  };
}

const hhmm = (s: number) =>
  s < 0
    ? ''
    : `${String(Math.floor(s / 3600)).padStart(2, '0')}:${String(Math.floor((s % 3600) / 60)).padStart(2, '0')}`;

/** The pickup store as JSON text (facts §2.1), '' when the order has none. */
function storeInfoText(info: unknown): contract.DeliveryStoreInfoText {
  const has = info !== null && typeof info === 'object' && Object.keys(info).length > 0;
  return has ? toJsonText(info as contract.DeliveryStoreInfo) : '';
}

/** Detail adds the consignee, invoice, pickup, write-off and receipt-time fields (facts §6 order/detail). */
export function orderDetail(lang: Lang, o: OrderRow, goods: OrderGoodsRow[]) {
  return {
    ...orderSummary(lang, o, goods),
    name: o.name,
    mobile: o.mobile,
    telephone: o.telephone,
    full_address: o.fullAddress,
    address: o.address,
    buyer_message: o.buyerMessage,
    buyer_ask_delivery_time: hhmm(o.buyerAskDeliveryTime),
    invoice_delivery_money: m(o.invoiceDeliveryMoney),
    is_invoice: o.isInvoice,
    invoice_type: o.invoiceType,
    invoice_title_type: o.invoiceTitleType,
    invoice_title: o.invoiceTitle,
    taxpayer_number: o.taxpayerNumber,
    invoice_rate: o.invoiceRate,
    invoice_content: o.invoiceContent,
    invoice_full_address: o.invoiceFullAddress,
    invoice_email: o.invoiceEmail,
    delivery_store_id: o.deliveryStoreId,
    delivery_store_name: o.deliveryStoreName,
    delivery_store_info: storeInfoText(o.deliveryStoreInfo),
    // Names the original's detail pages print (facts §2.1).
    pay_type_name: payTypeName(lang, o.payType),
    is_enable_refund: o.isEnableRefund,
    manjian_info: manjianView(o.manjianInfo, lang),
    platform_coupon_total_money: m(o.platformCouponMoney),
    // The pickup code is shown only once paid and until picked up.
    delivery_code: o.orderStatus === 2 ? o.deliveryCode : '',
    // The write-off code of a paid virtual order, and whether the shop has written it off (facts §2.8).
    virtual_code: o.orderType === 4 && o.payStatus === 1 && o.orderStatus !== -1 ? o.virtualCode : '',
    virtual_verified: o.virtualVerified,
    virtual_verify_time: o.virtualVerifyTime,
    delivery_time: o.deliveryTime,
    sign_time: o.signTime,
    finish_time: o.finishTime,
    take_delivery_execute_time: o.orderStatus === 3 ? o.takeDeliveryExecuteTime : 0,
  };
}
