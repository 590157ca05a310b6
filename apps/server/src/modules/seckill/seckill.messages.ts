import type { Texts } from '../../platform/i18n/texts.ts';

/** Flash-sale texts; the storefront ones are the spec's (§8 "Events", "Stock", "Plugins"). */
export const SECKILL_MESSAGES = {
  SECKILL_PLUGIN_NOT_INSTALLED: {
    'en-us': 'Seckill plugin not installed',
    'zh-cn': '秒杀插件未安装',
    'zh-tw': '秒殺外掛未安裝',
    'ko-kr': '타임세일 플러그인이 설치되지 않았습니다',
    ru: 'Плагин флеш-распродаж не установлен',
  },
  SECKILL_NOT_FOUND: {
    'en-us': 'The flash sale does not exist',
    'zh-cn': '秒杀活动不存在',
    'zh-tw': '秒殺活動不存在',
    'ko-kr': '타임세일이 존재하지 않습니다',
    ru: 'Флеш-распродажа не найдена',
  },
  SECKILL_NOT_STARTED: {
    'en-us': 'Seckill not started',
    'zh-cn': '秒杀活动未开始',
    'zh-tw': '秒殺活動未開始',
    'ko-kr': '타임세일이 아직 시작되지 않았습니다',
    ru: 'Флеш-распродажа ещё не началась',
  },
  SECKILL_ENDED: {
    'en-us': 'Seckill ended',
    'zh-cn': '秒杀活动已结束',
    'zh-tw': '秒殺活動已結束',
    'ko-kr': '타임세일이 종료되었습니다',
    ru: 'Флеш-распродажа завершена',
  },
  SECKILL_SOLD_OUT: {
    'en-us': 'Product sold out',
    'zh-cn': '商品已售罄',
    'zh-tw': '商品已售罄',
    'ko-kr': '상품이 품절되었습니다',
    ru: 'Товар распродан',
  },
  SECKILL_STOCK_SHORT: {
    'en-us': 'Insufficient stock: {stock} left',
    'zh-cn': '库存不足，仅剩 {stock} 件',
    'zh-tw': '庫存不足，僅剩 {stock} 件',
    'ko-kr': '재고가 부족합니다: {stock}개 남음',
    ru: 'Недостаточно товара: осталось {stock}',
  },
  SECKILL_PURCHASE_LIMIT: {
    'en-us': 'Purchase limit: at most {max_buy} per person per day',
    'zh-cn': '已达购买上限：每人每天限购 {max_buy} 件',
    'zh-tw': '已達購買上限：每人每天限購 {max_buy} 件',
    'ko-kr': '구매 한도: 1인당 하루 최대 {max_buy}개',
    ru: 'Ограничение покупки: не более {max_buy} в день на человека',
  },
  SECKILL_SKU_NOT_IN_SALE: {
    'en-us': 'This specification is not in the flash sale',
    'zh-cn': '该规格不参与秒杀',
    'zh-tw': '該規格不參與秒殺',
    'ko-kr': '이 옵션은 타임세일 대상이 아닙니다',
    ru: 'Этот вариант не участвует в распродаже',
  },
  SECKILL_GOODS_NOT_OWN: {
    'en-us': 'Choose goods and specifications of your own shop',
    'zh-cn': '请选择本店的商品和规格',
    'zh-tw': '請選擇本店的商品和規格',
    'ko-kr': '내 상점의 상품과 옵션을 선택하세요',
    ru: 'Выберите товары и варианты своего магазина',
  },
  SECKILL_PRICE_NOT_LOWER: {
    'en-us': 'The flash-sale price must be lower than the price ({price})',
    'zh-cn': '秒杀价必须低于原价（{price}）',
    'zh-tw': '秒殺價必須低於原價（{price}）',
    'ko-kr': '타임세일 가격은 정가({price})보다 낮아야 합니다',
    ru: 'Цена распродажи должна быть ниже обычной ({price})',
  },
  SECKILL_SLOT_NOT_FOUND: {
    'en-us': 'Choose slots the platform has defined',
    'zh-cn': '请选择平台设置的秒杀时段',
    'zh-tw': '請選擇平台設定的秒殺時段',
    'ko-kr': '플랫폼이 정한 시간대를 선택하세요',
    ru: 'Выберите интервалы, заданные платформой',
  },
  SECKILL_END_IN_PAST: {
    'en-us': 'The end time has already passed',
    'zh-cn': '结束时间已过',
    'zh-tw': '結束時間已過',
    'ko-kr': '종료 시간이 이미 지났습니다',
    ru: 'Время окончания уже прошло',
  },
  SECKILL_NOT_EDITABLE: {
    'en-us': 'A flash sale can be edited only before it starts',
    'zh-cn': '秒杀活动开始后不能再编辑',
    'zh-tw': '秒殺活動開始後不能再編輯',
    'ko-kr': '타임세일은 시작 전에만 수정할 수 있습니다',
    ru: 'Распродажу можно изменить только до начала',
  },
  SECKILL_NOT_OPEN: {
    'en-us': 'The flash sale has already ended or been closed',
    'zh-cn': '秒杀活动已结束或已关闭',
    'zh-tw': '秒殺活動已結束或已關閉',
    'ko-kr': '타임세일이 이미 종료되었거나 닫혔습니다',
    ru: 'Распродажа уже завершена или закрыта',
  },
} satisfies Record<string, Texts>;

// Adds this group to the server's message keys; seckill.routes.ts hands the texts over at start-up.
declare module '../../platform/i18n/messages.ts' {
  interface MessageCatalog {
    seckill: typeof SECKILL_MESSAGES;
  }
}
