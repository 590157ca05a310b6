import type { Four } from './translations.ts';

/*
 * What the platform and the shops wrote for shoppers, by the English text, in [zh-cn, zh-tw, ko-kr, ru]:
 * member levels, top-up packages, combo packages, topic events and spend-more-save-more offers.
 */

export const LEVEL_I18N: Record<string, Four> = {
  Regular: ['普通会员', '一般會員', '일반 회원', 'Обычный'],
  Silver: ['白银会员', '白銀會員', '실버 회원', 'Серебряный'],
  Gold: ['黄金会员', '黃金會員', '골드 회원', 'Золотой'],
  Platinum: ['铂金会员', '白金會員', '플래티넘 회원', 'Платиновый'],
  'Every new member starts here.': [
    '每位新会员都从这里开始。',
    '每位新會員都從這裡開始。',
    '모든 신규 회원은 여기서 시작합니다.',
    'С этого уровня начинает каждый новый участник.',
  ],
  '2% off goods and 1 extra point per $10 spent.': [
    '商品享98折，每消费$10额外得1积分。',
    '商品享98折，每消費$10額外得1點。',
    '상품 2% 할인, $10 구매마다 포인트 1점 추가 적립.',
    'Скидка 2% на товары и 1 дополнительный балл за каждые $10.',
  ],
  '5% off goods, free shipping on coupons days, priority service.': [
    '商品享95折，领券日包邮，优先客服。',
    '商品享95折，領券日免運，優先客服。',
    '상품 5% 할인, 쿠폰 데이 무료 배송, 우선 상담.',
    'Скидка 5% на товары, бесплатная доставка в купонные дни, приоритетная поддержка.',
  ],
  '10% off goods, free shipping and a dedicated service line.': [
    '商品享9折，全场包邮，专属客服热线。',
    '商品享9折，全館免運，專屬客服專線。',
    '상품 10% 할인, 무료 배송, 전용 상담 창구.',
    'Скидка 10% на товары, бесплатная доставка и персональная линия поддержки.',
  ],
};

export const RECHARGE_I18N: Record<string, Four> = {
  'Starter top-up': ['入门充值套餐', '入門儲值方案', '스타터 충전', 'Стартовое пополнение'],
  'Value top-up': ['超值充值套餐', '超值儲值方案', '실속 충전', 'Выгодное пополнение'],
  'Plus top-up': ['进阶充值套餐', '進階儲值方案', '플러스 충전', 'Пополнение «Плюс»'],
  'Premium top-up': ['尊享充值套餐', '尊享儲值方案', '프리미엄 충전', 'Премиум-пополнение'],
};

export const COMBO_I18N: Record<string, Four> = {
  'Everyday pair': ['日常两件套', '日常兩件組', '데일리 2종 세트', 'Набор «Пара на каждый день»'],
  'Value trio': ['超值三件套', '超值三件組', '실속 3종 세트', 'Выгодный набор из трёх'],
};

export const TOPIC_I18N: Record<string, Four> = {
  'Winter warm-up week': ['冬季暖心周', '冬季暖心週', '겨울 웜업 위크', 'Неделя зимнего тепла'],
  'Picks from every shop at topic prices while the week lasts.': [
    '活动周期间，各店精选好物享专题价。',
    '活動週期間，各店精選好物享專題價。',
    '이번 주 동안 모든 스토어의 추천 상품을 특가로 만나보세요.',
    'Лучшее из каждого магазина по специальным ценам, пока идёт неделя.',
  ],
  'New year home refresh': ['新年家居焕新', '新年居家煥新', '새해 홈 리프레시', 'Новогоднее обновление дома'],
  'Coming soon.': ['即将开始。', '即將開始。', '곧 시작됩니다.', 'Скоро начнётся.'],
};

/** Spend-more-save-more names and remarks; keyed by the text as the shop wrote it (not always English). */
export const MANJIAN_I18N: Record<string, { 'en-us'?: string; four: Four }> = {
  'Spend more, save more': {
    four: ['满额立减', '滿額折抵', '많이 살수록 할인', 'Чем больше покупка, тем больше скидка'],
  },
  'Applies to every self-operated item.': {
    four: [
      '适用于所有自营商品。',
      '適用於所有自營商品。',
      '모든 직영 상품에 적용됩니다.',
      'Действует на все товары магазина площадки.',
    ],
  },
  '지정 스킨케어 $30 이상 구매 시 $3 할인': {
    'en-us': 'Selected skincare: $3 off $30 or more',
    four: [
      '指定护肤品满$30减$3',
      '指定保養品滿$30折$3',
      '지정 스킨케어 $30 이상 구매 시 $3 할인',
      'Избранный уход за кожей: −$3 от $30',
    ],
  },
  '지정 상품에만 적용됩니다.': {
    'en-us': 'Applies to selected items only.',
    four: [
      '仅适用于指定商品。',
      '僅適用於指定商品。',
      '지정 상품에만 적용됩니다.',
      'Действует только на избранные товары.',
    ],
  },
  'Buy 2 save $10, buy 3 save $25': {
    four: [
      '买2件减$10，买3件减$25',
      '買2件折$10，買3件折$25',
      '2개 구매 시 $10, 3개 구매 시 $25 할인',
      '2 шт. — −$10, 3 шт. — −$25',
    ],
  },
  'Mix and match across the whole shop.': {
    four: [
      '全店商品任意搭配。',
      '全店商品任意搭配。',
      '스토어 전체 상품을 자유롭게 조합하세요.',
      'Комбинируйте любые товары магазина.',
    ],
  },
};
