import type { Texts } from '../../platform/i18n/texts.ts';

export const PROMOTION_MESSAGES = {
  MANJIAN_PLUGIN_NOT_INSTALLED: {
    'en-us': 'The threshold offer plugin is not installed',
    'zh-cn': '满减送插件未安装',
    'zh-tw': '滿額優惠外掛未安裝',
    'ko-kr': '금액별 할인 플러그인이 설치되지 않았습니다',
    ru: 'Плагин скидок от суммы не установлен',
  },
  MANJIAN_NOT_FOUND: {
    'en-us': 'This offer does not exist',
    'zh-cn': '满减活动不存在',
    'zh-tw': '滿額優惠活動不存在',
    'ko-kr': '해당 금액별 할인 행사가 없습니다',
    ru: 'Такой акции нет',
  },
  MANJIAN_NOT_EDITABLE: {
    'en-us': 'An ended or closed offer cannot be changed',
    'zh-cn': '已结束或已关闭的满减活动不能修改',
    'zh-tw': '已結束或已關閉的滿額優惠活動不能修改',
    'ko-kr': '종료되었거나 닫힌 행사는 수정할 수 없습니다',
    ru: 'Завершённую или закрытую акцию изменить нельзя',
  },
  MANJIAN_END_IN_PAST: {
    'en-us': 'The offer must end in the future',
    'zh-cn': '活动结束时间必须晚于现在',
    'zh-tw': '活動結束時間必須晚於現在',
    'ko-kr': '행사 종료 시간은 현재 이후여야 합니다',
    ru: 'Акция должна заканчиваться в будущем',
  },
  MANJIAN_BAD_LIMIT: {
    'en-us':
      'Step {n}: the threshold must be an amount above 0 (spend) or a whole number of pieces from 1 (items)',
    'zh-cn': '第 {n} 级：门槛须为大于 0 的金额（满金额）或不少于 1 的整数件数（满件数）',
    'zh-tw': '第 {n} 級：門檻須為大於 0 的金額（滿金額）或不少於 1 的整數件數（滿件數）',
    'ko-kr': '{n}단계: 기준은 0보다 큰 금액(금액 기준) 또는 1 이상의 정수 개수(수량 기준)여야 합니다',
    ru: 'Ступень {n}: порог — сумма больше 0 (по сумме) или целое число штук от 1 (по количеству)',
  },
  MANJIAN_LIMIT_NOT_RISING: {
    'en-us': 'Step {n}: the threshold must be above the step before it',
    'zh-cn': '第 {n} 级：门槛须高于上一级',
    'zh-tw': '第 {n} 級：門檻須高於上一級',
    'ko-kr': '{n}단계: 기준은 이전 단계보다 높아야 합니다',
    ru: 'Ступень {n}: порог должен быть выше предыдущей ступени',
  },
  MANJIAN_DISCOUNT_TOO_HIGH: {
    'en-us': 'Step {n}: the discount must be less than the amount spent',
    'zh-cn': '第 {n} 级：优惠金额须低于门槛金额',
    'zh-tw': '第 {n} 級：優惠金額須低於門檻金額',
    'ko-kr': '{n}단계: 할인 금액은 기준 금액보다 작아야 합니다',
    ru: 'Ступень {n}: скидка должна быть меньше суммы порога',
  },
  MANJIAN_STEP_GIVES_NOTHING: {
    'en-us': 'Step {n} gives nothing: set a discount, free shipping, points or a coupon',
    'zh-cn': '第 {n} 级没有任何优惠：请设置减免金额、包邮、积分或优惠券',
    'zh-tw': '第 {n} 級沒有任何優惠：請設定減免金額、免運、積分或優惠券',
    'ko-kr': '{n}단계에 혜택이 없습니다: 할인, 무료 배송, 포인트 또는 쿠폰을 설정하세요',
    ru: 'Ступень {n} ничего не даёт: укажите скидку, бесплатную доставку, баллы или купон',
  },
  MANJIAN_GOODS_REQUIRED: {
    'en-us': 'Choose the goods the offer is for (or is not for)',
    'zh-cn': '请选择参与（或不参与）活动的商品',
    'zh-tw': '請選擇參與（或不參與）活動的商品',
    'ko-kr': '행사에 포함(또는 제외)할 상품을 선택하세요',
    ru: 'Выберите товары, на которые акция распространяется (или не распространяется)',
  },
  MANJIAN_GOODS_NOT_OWN: {
    'en-us': "Only your shop's own goods can be listed",
    'zh-cn': '只能选择本店的商品',
    'zh-tw': '只能選擇本店的商品',
    'ko-kr': '내 상점의 상품만 선택할 수 있습니다',
    ru: 'Можно выбрать только товары своего магазина',
  },
  MANJIAN_COUPON_NOT_OWN: {
    'en-us': "Only your shop's own coupons can be given",
    'zh-cn': '只能赠送本店的优惠券',
    'zh-tw': '只能贈送本店的優惠券',
    'ko-kr': '내 상점의 쿠폰만 증정할 수 있습니다',
    ru: 'Дарить можно только купоны своего магазина',
  },
  MANJIAN_OVERLAP: {
    'en-us': 'Your offer “{name}” already runs in this period: a shop runs one offer at a time',
    'zh-cn': '该时间段内已有满减活动“{name}”：同一时间只能进行一个活动',
    'zh-tw': '該時段內已有滿額優惠活動「{name}」：同一時間只能進行一個活動',
    'ko-kr': '이 기간에 이미 “{name}” 행사가 있습니다: 한 번에 하나의 행사만 진행할 수 있습니다',
    ru: 'В этот период уже идёт ваша акция «{name}»: у магазина одна акция за раз',
  },
} satisfies Record<string, Texts>;

// Adds this group to the server's message keys; promotion.routes.ts hands the texts over at start-up.
declare module '../../platform/i18n/messages.ts' {
  interface MessageCatalog {
    promotion: typeof PROMOTION_MESSAGES;
  }
}
