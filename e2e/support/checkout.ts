import type { APIRequestContext, Page } from '@playwright/test';
import { freshMobile, registerByApi } from './account-pages.ts';
import { api } from './api.ts';
import { forceLang } from './browser.ts';
import { setTokenCookie } from './session.ts';

/** Goods of the demo catalog used by the buying journeys: shops 1 (self-operated) and 5 (with pickup stores). */
export const SELF_OPERATED_SKU = 1;
export const PICKUP_SHOP_SKU = 578;
/** Bought only by the close journey, so its stock check is not disturbed by journeys running beside it. */
export const CLOSE_JOURNEY_SKU = 8;

/** A member of its own for each journey (nothing shared with other journeys), logged in in English. */
export async function freshBuyer(page: Page): Promise<string> {
  const token = await registerByApi(page.request, freshMobile(), 'Buyer@2026');
  await setTokenCookie(page.context(), token);
  await forceLang(page, 'en-us');
  return token;
}

/** Calls the API as that member. */
export const apiAs = <T>(
  request: APIRequestContext,
  token: string,
  url: string,
  data: Record<string, unknown> = {},
) => api<T>(request, url, { ...data, token });

export async function addToCart(
  request: APIRequestContext,
  token: string,
  skuId: number,
  num = 1,
): Promise<number> {
  return apiAs<number>(request, token, '/api/cart/add', { sku_id: skuId, num });
}

export async function addAddress(request: APIRequestContext, token: string): Promise<number> {
  return apiAs<number>(request, token, '/api/memberaddress/add', {
    name: 'Lee Journey',
    mobile: '13800138000',
    telephone: '',
    province_id: 330000,
    city_id: 330100,
    district_id: 330106,
    address: 'Wensan Road 478',
    is_default: 1,
  });
}

/** An unpaid order made through the API; answers its payment number. */
export async function unpaidOrder(request: APIRequestContext, token: string, skuId: number): Promise<string> {
  await addAddress(request, token);
  return apiAs<string>(request, token, '/api/ordercreate/simpleCreate', {
    sku_id: skuId,
    num: 1,
    idempotency_key: `journey-${Date.now()}`,
  });
}

/** Ships an order's lines as its shop would (merchant API: shop login, an express company, a tracking number). */
export async function shipByMerchant(
  request: APIRequestContext,
  order: { site_id: number; order_id: number; order_goods: { order_goods_id: number }[] },
): Promise<void> {
  const { token } = await api<{ token: string }>(request, '/merchant/api/login', {
    username: `shop${order.site_id}`,
    password: 'Shop@12345',
  });
  const [company] = await apiAs<{ company_id: number }[]>(request, token, '/merchant/api/express/companies');
  await apiAs(request, token, '/merchant/api/order/delivery', {
    order_id: order.order_id,
    order_goods_ids: order.order_goods.map((g) => g.order_goods_id).join(','),
    express_company_id: company!.company_id,
    delivery_no: 'SF1234567890',
  });
}
