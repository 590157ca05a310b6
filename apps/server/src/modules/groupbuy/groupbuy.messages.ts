import type { Texts } from '../../platform/i18n/texts.ts';

/** Texts of the group buy calls (spec §8 "Events", "Plugins"; facts §5.2 "cannot buy fewer than N"). */
export const GROUPBUY_MESSAGES = {
  GROUPBUY_PLUGIN_NOT_INSTALLED: {
    'en-us': 'Groupbuy plugin not installed',
    'zh-cn': '团购插件未安装',
    'zh-tw': '團購外掛未安裝',
    'ko-kr': '공동구매 플러그인이 설치되지 않았습니다',
    ru: 'Плагин групповых покупок не установлен',
  },
  GROUPBUY_NOT_FOUND: {
    'en-us': 'This group buy does not exist',
    'zh-cn': '团购活动不存在',
    'zh-tw': '團購活動不存在',
    'ko-kr': '공동구매가 존재하지 않습니다',
    ru: 'Такой групповой покупки нет',
  },
  GROUPBUY_ENDED: {
    'en-us': 'This event has ended',
    'zh-cn': '活动已结束',
    'zh-tw': '活動已結束',
    'ko-kr': '이벤트가 종료되었습니다',
    ru: 'Акция завершена',
  },
  GROUPBUY_NOT_STARTED: {
    'en-us': 'This group buy has not started yet',
    'zh-cn': '团购活动还未开始',
    'zh-tw': '團購活動還未開始',
    'ko-kr': '공동구매가 아직 시작되지 않았습니다',
    ru: 'Групповая покупка ещё не началась',
  },
  GROUPBUY_MIN_NUM: {
    'en-us': 'Cannot buy fewer than {buy_num}',
    'zh-cn': '购买数量不能少于{buy_num}件',
    'zh-tw': '購買數量不能少於{buy_num}件',
    'ko-kr': '{buy_num}개 미만으로 구매할 수 없습니다',
    ru: 'Нельзя купить меньше {buy_num} шт.',
  },
  GROUPBUY_SKU_NOT_OWN: {
    'en-us': 'Choose a goods spec of your own shop',
    'zh-cn': '请选择本店的商品规格',
    'zh-tw': '請選擇本店的商品規格',
    'ko-kr': '내 상점의 상품 규격을 선택하세요',
    ru: 'Выберите вариант товара своего магазина',
  },
  GROUPBUY_SKU_BUSY: {
    'en-us': 'This goods spec already has a group buy that has not ended',
    'zh-cn': '该商品规格已有未结束的团购活动',
    'zh-tw': '該商品規格已有未結束的團購活動',
    'ko-kr': '이 상품 규격에는 종료되지 않은 공동구매가 이미 있습니다',
    ru: 'У этого варианта товара уже есть незавершённая групповая покупка',
  },
  GROUPBUY_PRICE_TOO_HIGH: {
    'en-us': 'The group price must be more than 0 and below the goods price',
    'zh-cn': '团购价须大于0且低于商品原价',
    'zh-tw': '團購價須大於0且低於商品原價',
    'ko-kr': '공동구매가는 0보다 크고 상품 가격보다 낮아야 합니다',
    ru: 'Групповая цена должна быть больше 0 и ниже цены товара',
  },
  GROUPBUY_END_IN_PAST: {
    'en-us': 'The end time must be in the future',
    'zh-cn': '结束时间必须晚于当前时间',
    'zh-tw': '結束時間必須晚於目前時間',
    'ko-kr': '종료 시간은 현재보다 이후여야 합니다',
    ru: 'Время окончания должно быть в будущем',
  },
  GROUPBUY_NOT_EDITABLE: {
    'en-us': 'This group buy has ended and can no longer be changed',
    'zh-cn': '团购活动已结束，不能再修改',
    'zh-tw': '團購活動已結束，不能再修改',
    'ko-kr': '공동구매가 종료되어 더 이상 변경할 수 없습니다',
    ru: 'Групповая покупка завершена, её нельзя изменить',
  },
} satisfies Record<string, Texts>;

// Adds this group to the server's message keys; groupbuy.routes.ts hands the texts over at start-up.
declare module '../../platform/i18n/messages.ts' {
  interface MessageCatalog {
    groupbuy: typeof GROUPBUY_MESSAGES;
  }
}
