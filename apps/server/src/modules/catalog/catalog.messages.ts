import type { Texts } from '../../platform/i18n/texts.ts';

export const CATALOG_MESSAGES = {
  CATALOG_GOODS_NOT_FOUND: {
    'en-us': 'This product does not exist',
    'zh-cn': '商品不存在',
    'zh-tw': '商品不存在',
    'ko-kr': '존재하지 않는 상품입니다',
    ru: 'Такого товара нет',
  },
  PRODUCT_OFF_SHELF: {
    'en-us': 'This product has been taken off the shelves',
    'zh-cn': '该商品已下架',
    'zh-tw': '該商品已下架',
    'ko-kr': '판매가 중지된 상품입니다',
    ru: 'Товар снят с продажи',
  },
  CATEGORY_NOT_FOUND: {
    'en-us': 'This category does not exist',
    'zh-cn': '商品分类不存在',
    'zh-tw': '商品分類不存在',
    'ko-kr': '존재하지 않는 카테고리입니다',
    ru: 'Такой категории нет',
  },
  PRICE_RANGE_INVALID: {
    'en-us': 'The lowest price cannot be higher than the highest price',
    'zh-cn': '最低价不能高于最高价',
    'zh-tw': '最低價不能高於最高價',
    'ko-kr': '최저가는 최고가보다 높을 수 없습니다',
    ru: 'Минимальная цена не может быть больше максимальной',
  },
} satisfies Record<string, Texts>;

// Adds this group to the server's message keys; catalog.routes.ts hands the texts over at start-up.
declare module '../../platform/i18n/messages.ts' {
  interface MessageCatalog {
    catalog: typeof CATALOG_MESSAGES;
  }
}
