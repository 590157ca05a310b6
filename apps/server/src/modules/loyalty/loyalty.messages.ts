import type { Texts } from '../../platform/i18n/texts.ts';

export const LOYALTY_MESSAGES = {
  SIGNED_IN: {
    'en-us': 'You have already signed in today',
    'zh-cn': '今天已经签到过了',
    'zh-tw': '今天已經簽到過了',
    'ko-kr': '오늘은 이미 출석했습니다',
    ru: 'Вы уже отметились сегодня',
  },
  SIGNIN_CLOSED: {
    'en-us': 'Daily sign-in is not open',
    'zh-cn': '签到未开启',
    'zh-tw': '簽到未開啟',
    'ko-kr': '출석 체크가 열려 있지 않습니다',
    ru: 'Ежедневная отметка отключена',
  },
  LEVEL_NOT_FOUND: {
    'en-us': 'No such member level',
    'zh-cn': '会员等级不存在',
    'zh-tw': '會員等級不存在',
    'ko-kr': '해당 회원 등급이 없습니다',
    ru: 'Такого уровня нет',
  },
  LEVEL_IN_USE: {
    'en-us': 'The default level and levels members hold cannot be deleted',
    'zh-cn': '默认等级和有会员的等级不能删除',
    'zh-tw': '預設等級和有會員的等級不能刪除',
    'ko-kr': '기본 등급과 회원이 있는 등급은 삭제할 수 없습니다',
    ru: 'Нельзя удалить уровень по умолчанию или уровень, который есть у участников',
  },
  LEVEL_GROWTH_TAKEN: {
    'en-us': 'Another level already starts at this growth value',
    'zh-cn': '已有等级使用该成长值',
    'zh-tw': '已有等級使用該成長值',
    'ko-kr': '이 성장치로 시작하는 등급이 이미 있습니다',
    ru: 'Другой уровень уже начинается с этого значения роста',
  },
  POINT_FROM_SIGNIN: { 'en-us': 'Sign-in', 'zh-cn': '签到', 'zh-tw': '簽到', 'ko-kr': '출석', ru: 'Отметка' },
  POINT_FROM_REGISTER: {
    'en-us': 'Registration',
    'zh-cn': '注册',
    'zh-tw': '註冊',
    'ko-kr': '가입',
    ru: 'Регистрация',
  },
  POINT_FROM_MEMBERRECHARGE: {
    'en-us': 'Top-up',
    'zh-cn': '会员充值',
    'zh-tw': '會員儲值',
    'ko-kr': '충전',
    ru: 'Пополнение',
  },
  POINT_FROM_MEMBERCONSUME: {
    'en-us': 'Shopping reward',
    'zh-cn': '消费奖励',
    'zh-tw': '消費獎勵',
    'ko-kr': '구매 적립',
    ru: 'Бонус за покупку',
  },
  POINT_FROM_MANJIAN: {
    'en-us': 'Spend-more offer',
    'zh-cn': '满减送',
    'zh-tw': '滿額送',
    'ko-kr': '금액별 혜택',
    ru: 'Акция за сумму',
  },
  POINT_FROM_ADJUST: {
    'en-us': 'Adjustment',
    'zh-cn': '调整',
    'zh-tw': '調整',
    'ko-kr': '조정',
    ru: 'Корректировка',
  },
  POINT_FROM_REFUND: {
    'en-us': 'Taken back on refund',
    'zh-cn': '退款扣回',
    'zh-tw': '退款扣回',
    'ko-kr': '환불 회수',
    ru: 'Списано при возврате',
  },
} satisfies Record<string, Texts>;

// Adds this group to the server's message keys; loyalty.routes.ts hands the texts over at start-up.
declare module '../../platform/i18n/messages.ts' {
  interface MessageCatalog {
    loyalty: typeof LOYALTY_MESSAGES;
  }
}
