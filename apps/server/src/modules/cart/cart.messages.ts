import type { Texts } from '../../platform/i18n/texts.ts';

/** Cart texts; the stock and quantity ones are the spec's (§8 "Stock", "Quantity", "Goods"). */
export const CART_MESSAGES = {
  CART_SOLD_OUT: {
    'en-us': 'Product sold out',
    'zh-cn': '商品已售罄',
    'zh-tw': '商品已售罄',
    'ko-kr': '상품이 품절되었습니다',
    ru: 'Товар распродан',
  },
  CART_STOCK_SHORT: {
    'en-us': 'Insufficient stock (only {stock} left)',
    'zh-cn': '库存不足（仅剩 {stock} 件）',
    'zh-tw': '庫存不足（僅剩 {stock} 件）',
    'ko-kr': '재고가 부족합니다 ({stock}개 남음)',
    ru: 'Недостаточно товара на складе (осталось {stock})',
  },
  CART_PURCHASE_LIMIT: {
    'en-us': 'Purchase limit: at most {max_buy} per member',
    'zh-cn': '商品限购，每人最多购买 {max_buy} 件',
    'zh-tw': '商品限購，每人最多購買 {max_buy} 件',
    'ko-kr': '구매 한도: 1인당 최대 {max_buy}개',
    ru: 'Ограничение покупки: не более {max_buy} шт. на покупателя',
  },
  CART_NUM_ZERO: {
    'en-us': 'Purchase quantity cannot be 0',
    'zh-cn': '购买数量不能为0',
    'zh-tw': '購買數量不能為0',
    'ko-kr': '구매 수량은 0일 수 없습니다',
    ru: 'Количество не может быть равно 0',
  },
  CART_MIN_BUY: {
    'en-us': 'This product is sold from {min_buy} pieces',
    'zh-cn': '该商品 {min_buy} 件起购',
    'zh-tw': '該商品 {min_buy} 件起購',
    'ko-kr': '이 상품은 최소 {min_buy}개부터 구매할 수 있습니다',
    ru: 'Минимальное количество для покупки: {min_buy} шт.',
  },
  CART_GOODS_OFF_SHELF: {
    'en-us': 'Product taken off the shelves',
    'zh-cn': '商品已下架',
    'zh-tw': '商品已下架',
    'ko-kr': '판매가 중지된 상품입니다',
    ru: 'Товар снят с продажи',
  },
  CART_GOODS_NOT_FOUND: {
    'en-us': 'The product does not exist',
    'zh-cn': '商品不存在',
    'zh-tw': '商品不存在',
    'ko-kr': '존재하지 않는 상품입니다',
    ru: 'Товар не найден',
  },
  CART_LINE_NOT_FOUND: {
    'en-us': 'This cart item does not exist',
    'zh-cn': '购物车商品不存在',
    'zh-tw': '購物車商品不存在',
    'ko-kr': '장바구니에 없는 상품입니다',
    ru: 'Такого товара нет в корзине',
  },
} satisfies Record<string, Texts>;

// Adds this group to the server's message keys; cart.routes.ts hands the texts over at start-up.
declare module '../../platform/i18n/messages.ts' {
  interface MessageCatalog {
    cart: typeof CART_MESSAGES;
  }
}
