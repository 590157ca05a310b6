import { ACCOUNT_MESSAGES } from '../../modules/account/account.messages.ts';
import { COUPON_MESSAGES } from '../../modules/coupon/coupon.messages.ts';
import { MEMBER_MESSAGES } from '../../modules/member/member.messages.ts';
import { CITY_MESSAGES } from '../../modules/city/city.messages.ts';
import { FOLLOW_MESSAGES } from '../../modules/member/collect/collect.messages.ts';
import { SHOP_MESSAGES } from '../../modules/shop/shop.messages.ts';
import { CART_MESSAGES } from '../../modules/cart/cart.messages.ts';
import { MEMBER_ADDRESS_MESSAGES } from '../../modules/address/member/member-address.messages.ts';
import { CATALOG_MESSAGES } from '../../modules/catalog/catalog.messages.ts';
import { REGION_MESSAGES } from '../../modules/address/address.messages.ts';
import { PROMOTION_MESSAGES } from '../../modules/promotion/promotion.messages.ts';
import { CHECKOUT_MESSAGES } from '../../flows/checkout/checkout.messages.ts';
import { ORDER_MESSAGES } from '../../modules/order/order.messages.ts';
import { PAYMENT_MESSAGES } from '../../modules/payment/payment.messages.ts';
import { MERCHANT_MESSAGES } from '../../modules/merchant/merchant.messages.ts';
import type { Texts } from './texts.ts';

/**
 * Every message the server sends to a person, in the five storefront languages. `{name}` marks a parameter.
 * Keep keys symbolic; add a key here before using it (the type makes a missing one a compile error).
 */
const PLATFORM_MESSAGES = {
  SUCCESS: {
    'en-us': 'Operation succeeded',
    'zh-cn': '操作成功',
    'zh-tw': '操作成功',
    'ko-kr': '처리되었습니다',
    ru: 'Операция выполнена',
  },
  PARAMETER_ERROR: {
    'en-us': 'Invalid request: {detail}',
    'zh-cn': '请求参数错误：{detail}',
    'zh-tw': '請求參數錯誤：{detail}',
    'ko-kr': '잘못된 요청입니다: {detail}',
    ru: 'Неверный запрос: {detail}',
  },
  NOT_FOUND: {
    'en-us': 'The requested item does not exist',
    'zh-cn': '请求的内容不存在',
    'zh-tw': '請求的內容不存在',
    'ko-kr': '요청한 항목이 없습니다',
    ru: 'Запрошенный объект не найден',
  },
  ROUTE_NOT_FOUND: {
    'en-us': 'No such call: {path}',
    'zh-cn': '接口不存在：{path}',
    'zh-tw': '介面不存在：{path}',
    'ko-kr': '존재하지 않는 요청입니다: {path}',
    ru: 'Нет такого вызова: {path}',
  },
  ADV_POSITION_NOT_FOUND: {
    'en-us': 'No advertisement position with this keyword',
    'zh-cn': '广告位不存在',
    'zh-tw': '廣告位不存在',
    'ko-kr': '해당 광고 위치가 없습니다',
    ru: 'Рекламное место не найдено',
  },
  TOKEN_ERROR: {
    'en-us': 'Login has expired, please log in again',
    'zh-cn': '登录已失效，请重新登录',
    'zh-tw': '登入已失效，請重新登入',
    'ko-kr': '로그인이 만료되었습니다. 다시 로그인해 주세요',
    ru: 'Сеанс истёк, войдите снова',
  },
  NOT_LOGGED_IN: {
    'en-us': 'You are not logged in',
    'zh-cn': '您尚未登录',
    'zh-tw': '您尚未登入',
    'ko-kr': '로그인하지 않았습니다',
    ru: 'Вы не вошли в систему',
  },
  SITE_CLOSED: {
    'en-us': 'The site is closed for maintenance',
    'zh-cn': '网站维护中，暂时关闭',
    'zh-tw': '網站維護中，暫時關閉',
    'ko-kr': '사이트 점검 중입니다',
    ru: 'Сайт закрыт на обслуживание',
  },
  RATE_LIMITED: {
    'en-us': 'Too many requests, please try again later',
    'zh-cn': '请求过于频繁，请稍后再试',
    'zh-tw': '請求過於頻繁，請稍後再試',
    'ko-kr': '요청이 너무 많습니다. 잠시 후 다시 시도해 주세요',
    ru: 'Слишком много запросов, попробуйте позже',
  },
  INTERNAL_ERROR: {
    'en-us': 'Something went wrong on our side, please try again',
    'zh-cn': '服务器开小差了，请稍后再试',
    'zh-tw': '伺服器發生錯誤，請稍後再試',
    'ko-kr': '서버 오류가 발생했습니다. 다시 시도해 주세요',
    ru: 'Ошибка на сервере, попробуйте ещё раз',
  },
  CONFIG_MISSING: {
    'en-us': 'This setting has not been configured',
    'zh-cn': '该配置尚未设置',
    'zh-tw': '該設定尚未設定',
    'ko-kr': '설정되지 않은 항목입니다',
    ru: 'Этот параметр не настроен',
  },
} satisfies Record<string, Texts>;

/**
 * Each domain keeps its own texts in modules/<domain>/<domain>.messages.ts; they are joined here so a key is
 * checked at compile time wherever AppError names it.
 */
export const MESSAGES = {
  ...PLATFORM_MESSAGES,
  ...CATALOG_MESSAGES,
  ...REGION_MESSAGES,
  ...PROMOTION_MESSAGES,
  ...CART_MESSAGES,
  ...MEMBER_ADDRESS_MESSAGES,
  ...COUPON_MESSAGES,
  ...ACCOUNT_MESSAGES,
  ...MEMBER_MESSAGES,
  ...SHOP_MESSAGES,
  ...CITY_MESSAGES,
  ...FOLLOW_MESSAGES,
  ...CHECKOUT_MESSAGES,
  ...ORDER_MESSAGES,
  ...PAYMENT_MESSAGES,
  ...MERCHANT_MESSAGES,
};

export type MessageKey = keyof typeof MESSAGES;
