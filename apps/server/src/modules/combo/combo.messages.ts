import type { Texts } from '../../platform/i18n/texts.ts';

/** Texts of the combo package calls (spec §8 "Events", "Goods", "Plugins"). */
export const COMBO_MESSAGES = {
  COMBO_PLUGIN_NOT_INSTALLED: {
    'en-us': 'Combo package plugin not installed',
    'zh-cn': '组合套餐插件未安装',
    'zh-tw': '組合套餐外掛未安裝',
    'ko-kr': '세트 상품 플러그인이 설치되지 않았습니다',
    ru: 'Плагин комплектов не установлен',
  },
  COMBO_NOT_FOUND: {
    'en-us': 'This combo package does not exist',
    'zh-cn': '组合套餐不存在',
    'zh-tw': '組合套餐不存在',
    'ko-kr': '세트 상품이 존재하지 않습니다',
    ru: 'Такого комплекта нет',
  },
  COMBO_ENDED: {
    'en-us': 'This event has ended',
    'zh-cn': '活动已结束',
    'zh-tw': '活動已結束',
    'ko-kr': '이벤트가 종료되었습니다',
    ru: 'Акция завершена',
  },
  COMBO_GOODS_NOT_OWN: {
    'en-us': 'Choose goods of your own shop',
    'zh-cn': '请选择本店的商品',
    'zh-tw': '請選擇本店的商品',
    'ko-kr': '내 상점의 상품을 선택하세요',
    ru: 'Выберите товары своего магазина',
  },
  COMBO_GOODS_OFF_SHELF: {
    'en-us': 'A combo can only hold goods on sale: {sku_name} has been taken off the shelves',
    'zh-cn': '套餐只能包含在售商品：{sku_name} 已下架',
    'zh-tw': '套餐只能包含在售商品：{sku_name} 已下架',
    'ko-kr': '세트에는 판매 중인 상품만 넣을 수 있습니다: {sku_name} 상품은 판매 중지되었습니다',
    ru: 'В комплект можно включить только товары в продаже: {sku_name} снят с продажи',
  },
  COMBO_PRICE_TOO_HIGH: {
    'en-us': 'The package price must be more than 0 and below the sum of the goods prices',
    'zh-cn': '套餐价须大于0且低于商品原价之和',
    'zh-tw': '套餐價須大於0且低於商品原價之和',
    'ko-kr': '세트 가격은 0보다 크고 상품 가격의 합보다 낮아야 합니다',
    ru: 'Цена комплекта должна быть больше 0 и ниже суммы цен товаров',
  },
  COMBO_NOT_EDITABLE: {
    'en-us': 'This combo package is closed and can no longer be changed',
    'zh-cn': '组合套餐已关闭，不能再修改',
    'zh-tw': '組合套餐已關閉，不能再修改',
    'ko-kr': '세트 상품이 종료되어 더 이상 변경할 수 없습니다',
    ru: 'Комплект закрыт, его нельзя изменить',
  },
} satisfies Record<string, Texts>;

// Adds this group to the server's message keys; combo.routes.ts hands the texts over at start-up.
declare module '../../platform/i18n/messages.ts' {
  interface MessageCatalog {
    combo: typeof COMBO_MESSAGES;
  }
}
