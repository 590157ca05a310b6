import type { checkout, ShopInvoiceInput } from './checkout-types.ts';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { request } from '../../../lib/request.ts';

/** What the buyer has chosen so far; everything the server prices (money is never computed here). */
export interface CheckoutChoice {
  address_id?: number;
  delivery: Record<string, checkout.ShopDelivery>;
  /** A shop left out gets its best coupon; 0 means "no coupon". */
  coupon: Record<string, number>;
  invoice: Record<string, ShopInvoiceInput>;
  /** Left out = the best usable platform coupon; 0 = none. */
  platform_coupon_id?: number;
  is_balance: 0 | 1;
}

/**
 * The goods being bought: cart lines, or one SKU for "buy now" (from the page's query string), or what a
 * promotion's own checkout takes (a flash sale's SKU with its sale, a group buy or a topic goods and a quantity,
 * a combo package and a number of sets).
 */
export type CheckoutGoods =
  | { cart_ids: string }
  | { sku_id: number; num: number }
  | ({ sku_id: number; num: number } & Record<string, number>)
  | PromotionGoods;
export type PromotionGoods =
  | { groupbuy_id: number; num: number }
  | { bl_id: number; num: number }
  | { topic_goods_id: number; num: number };

/** The calculate and create calls of a checkout variant (the plain one, or a promotion's, facts §5). */
export interface CheckoutCalls {
  calculate: string;
  create: string;
}
export const PLAIN_CHECKOUT: CheckoutCalls = {
  calculate: '/api/ordercreate/simpleCalculate',
  create: '/api/ordercreate/simpleCreate',
};

export function checkoutGoodsFrom(params: URLSearchParams): CheckoutGoods | null {
  const cartIds = params.get('cart_ids');
  if (cartIds && /^\d+(,\d+)*$/.test(cartIds)) return { cart_ids: cartIds };
  const skuId = Number(params.get('sku_id'));
  const num = Number(params.get('num') ?? 1);
  if (Number.isInteger(skuId) && skuId > 0 && Number.isInteger(num)) return { sku_id: skuId, num };
  return null;
}

const keyedCoupons = (coupon: Record<string, number>) =>
  Object.fromEntries(Object.entries(coupon).map(([site, id]) => [site, { coupon_id: id }]));

/** The request body shared by calculate and create. */
export function checkoutBody(goods: CheckoutGoods, choice: CheckoutChoice): Record<string, unknown> {
  return {
    ...goods,
    ...(choice.address_id ? { address_id: choice.address_id } : {}),
    delivery: choice.delivery,
    coupon: keyedCoupons(choice.coupon),
    invoice: choice.invoice,
    ...(choice.platform_coupon_id !== undefined ? { platform_coupon_id: choice.platform_coupon_id } : {}),
    is_balance: choice.is_balance,
  };
}

/** simpleCalculate on every change of the choice; the previous answer stays on screen while the next loads. */
export const useCheckoutCalculation = (
  goods: CheckoutGoods | null,
  choice: CheckoutChoice,
  calls: CheckoutCalls = PLAIN_CHECKOUT,
) =>
  useQuery({
    queryKey: ['checkout-calculate', calls.calculate, goods, choice],
    queryFn: () =>
      request<checkout.CheckoutResult>({
        url: calls.calculate,
        data: checkoutBody(goods!, choice),
        forceLogin: true,
      }),
    enabled: goods !== null,
    placeholderData: keepPreviousData,
    staleTime: 0,
    retry: false,
  });

export interface CreateExtras {
  buyer_message: Record<string, string>;
  pay_password?: string;
  idempotency_key: string;
}

/** simpleCreate: answers the checkout's payment number (out_trade_no). */
export const createCheckoutOrders = (
  goods: CheckoutGoods,
  choice: CheckoutChoice,
  extras: CreateExtras,
  calls: CheckoutCalls = PLAIN_CHECKOUT,
) =>
  request<string>({
    url: calls.create,
    data: { ...checkoutBody(goods, choice), ...extras },
    forceLogin: true,
  });
