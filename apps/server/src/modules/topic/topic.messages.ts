import type { Texts } from '../../platform/i18n/texts.ts';

/** Texts of the topic event calls (spec §8 "Events", "Plugins"). */
export const TOPIC_MESSAGES = {
  TOPIC_PLUGIN_NOT_INSTALLED: {
    'en-us': 'Topic event plugin not installed',
    'zh-cn': '专题活动插件未安装',
    'zh-tw': '專題活動外掛未安裝',
    'ko-kr': '기획전 플러그인이 설치되지 않았습니다',
    ru: 'Плагин тематических акций не установлен',
  },
  TOPIC_NOT_FOUND: {
    'en-us': 'This topic event does not exist',
    'zh-cn': '专题活动不存在',
    'zh-tw': '專題活動不存在',
    'ko-kr': '기획전이 존재하지 않습니다',
    ru: 'Такой тематической акции нет',
  },
  TOPIC_ENDED: {
    'en-us': 'This event has ended',
    'zh-cn': '活动已结束',
    'zh-tw': '活動已結束',
    'ko-kr': '이벤트가 종료되었습니다',
    ru: 'Акция завершена',
  },
  TOPIC_NOT_STARTED: {
    'en-us': 'This topic event has not started yet',
    'zh-cn': '专题活动还未开始',
    'zh-tw': '專題活動還未開始',
    'ko-kr': '기획전이 아직 시작되지 않았습니다',
    ru: 'Тематическая акция ещё не началась',
  },
  TOPIC_SKU_NOT_FOUND: {
    'en-us': 'A goods spec of the event does not exist',
    'zh-cn': '活动中的商品规格不存在',
    'zh-tw': '活動中的商品規格不存在',
    'ko-kr': '기획전의 상품 규격이 존재하지 않습니다',
    ru: 'Вариант товара акции не существует',
  },
  TOPIC_PRICE_TOO_HIGH: {
    'en-us': 'A topic price must be more than 0 and below the goods price: {sku_name}',
    'zh-cn': '专题价须大于0且低于商品原价：{sku_name}',
    'zh-tw': '專題價須大於0且低於商品原價：{sku_name}',
    'ko-kr': '기획전 가격은 0보다 크고 상품 가격보다 낮아야 합니다: {sku_name}',
    ru: 'Цена акции должна быть больше 0 и ниже цены товара: {sku_name}',
  },
  TOPIC_END_IN_PAST: {
    'en-us': 'The end time must be in the future',
    'zh-cn': '结束时间必须晚于当前时间',
    'zh-tw': '結束時間必須晚於目前時間',
    'ko-kr': '종료 시간은 현재보다 이후여야 합니다',
    ru: 'Время окончания должно быть в будущем',
  },
  TOPIC_NOT_EDITABLE: {
    'en-us': 'This topic event has ended and can no longer be changed',
    'zh-cn': '专题活动已结束，不能再修改',
    'zh-tw': '專題活動已結束，不能再修改',
    'ko-kr': '기획전이 종료되어 더 이상 변경할 수 없습니다',
    ru: 'Тематическая акция завершена, её нельзя изменить',
  },
} satisfies Record<string, Texts>;

// Adds this group to the server's message keys; topic.routes.ts hands the texts over at start-up.
declare module '../../platform/i18n/messages.ts' {
  interface MessageCatalog {
    topic: typeof TOPIC_MESSAGES;
  }
}
