import type { Texts } from '../../../platform/i18n/texts.ts';

/** Texts of goods follows and footprints. */
export const FOLLOW_MESSAGES = {
  GOODS_NOT_FOUND: {
    'en-us': 'This product does not exist',
    'zh-cn': '商品不存在',
    'zh-tw': '商品不存在',
    'ko-kr': '존재하지 않는 상품입니다',
    ru: 'Такого товара нет',
  },
  GOODS_OFF_SHELF: {
    'en-us': 'This product has been taken off the shelves',
    'zh-cn': '该商品已下架',
    'zh-tw': '該商品已下架',
    'ko-kr': '판매가 중지된 상품입니다',
    ru: 'Товар снят с продажи',
  },
  COLLECT_NOT_FOUND: {
    'en-us': 'You do not follow this product',
    'zh-cn': '您未关注该商品',
    'zh-tw': '您未關注該商品',
    'ko-kr': '찜하지 않은 상품입니다',
    ru: 'Этого товара нет в избранном',
  },
  BROWSE_NOT_FOUND: {
    'en-us': 'No such browsing record',
    'zh-cn': '浏览记录不存在',
    'zh-tw': '瀏覽紀錄不存在',
    'ko-kr': '해당 최근 본 상품 기록이 없습니다',
    ru: 'Такой записи в истории просмотров нет',
  },
} satisfies Record<string, Texts>;

// Adds this group to the server's message keys; collect.routes.ts hands the texts over at start-up.
declare module '../../../platform/i18n/messages.ts' {
  interface MessageCatalog {
    follow: typeof FOLLOW_MESSAGES;
  }
}
