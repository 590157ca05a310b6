import type { Texts } from '../../platform/i18n/texts.ts';

/** Texts of the shop calls (shop street, shop pages, following a shop). */
export const SHOP_MESSAGES = {
  MISSING_SHOP_ID: {
    'en-us': 'Missing shop id',
    'zh-cn': '缺少店铺id',
    'zh-tw': '缺少店鋪id',
    'ko-kr': '상점 ID가 없습니다',
    ru: 'Не указан идентификатор магазина',
  },
  SHOP_NOT_FOUND: {
    'en-us': 'This shop does not exist',
    'zh-cn': '店铺不存在',
    'zh-tw': '店鋪不存在',
    'ko-kr': '존재하지 않는 상점입니다',
    ru: 'Такого магазина нет',
  },
  SHOP_CLOSED: {
    'en-us': 'This shop is closed',
    'zh-cn': '该店铺已关闭',
    'zh-tw': '該店鋪已關閉',
    'ko-kr': '영업이 종료된 상점입니다',
    ru: 'Этот магазин закрыт',
  },
  SHOP_NOT_FOLLOWED: {
    'en-us': 'You do not follow this shop',
    'zh-cn': '您未关注该店铺',
    'zh-tw': '您未關注該店鋪',
    'ko-kr': '팔로우하지 않은 상점입니다',
    ru: 'Вы не подписаны на этот магазин',
  },
} satisfies Record<string, Texts>;

// Adds this group to the server's message keys; shop.routes.ts hands the texts over at start-up.
declare module '../../platform/i18n/messages.ts' {
  interface MessageCatalog {
    shop: typeof SHOP_MESSAGES;
  }
}
