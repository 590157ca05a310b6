import type { Texts } from '../../platform/i18n/texts.ts';

/** The remarks the mall writes on ledger rows (ledger-notes.ts), answered in the reader's language. */
export const LEDGER_NOTE_MESSAGES = {
  LEDGER_NOTE_orderPayment: {
    'en-us': 'Order payment',
    'zh-cn': '订单支付',
    'zh-tw': '訂單支付',
    'ko-kr': '주문 결제',
    ru: 'Оплата заказа',
  },
  LEDGER_NOTE_orderClosed: {
    'en-us': 'Balance back from a closed order',
    'zh-cn': '订单关闭退回余额',
    'zh-tw': '訂單關閉退回餘額',
    'ko-kr': '주문 취소로 잔액 반환',
    ru: 'Возврат на баланс за закрытый заказ',
  },
  LEDGER_NOTE_refundOf: {
    'en-us': 'Refund of order {order}',
    'zh-cn': '订单 {order} 退款',
    'zh-tw': '訂單 {order} 退款',
    'ko-kr': '주문 {order} 환불',
    ru: 'Возврат по заказу {order}',
  },
  LEDGER_NOTE_takeBack: {
    'en-us': 'Order refunded: {given} given, {taken} taken back',
    'zh-cn': '订单退款：赠送 {given}，扣回 {taken}',
    'zh-tw': '訂單退款：贈送 {given}，扣回 {taken}',
    'ko-kr': '주문 환불: 지급 {given}, 회수 {taken}',
    ru: 'Возврат заказа: начислено {given}, списано {taken}',
  },
  LEDGER_NOTE_signinDay: {
    'en-us': 'Daily sign-in, day {day}',
    'zh-cn': '每日签到，第 {day} 天',
    'zh-tw': '每日簽到，第 {day} 天',
    'ko-kr': '출석 체크 {day}일째',
    ru: 'Ежедневная отметка, день {day}',
  },
  LEDGER_NOTE_shoppingReward: {
    'en-us': 'Reward for shopping',
    'zh-cn': '消费奖励',
    'zh-tw': '消費獎勵',
    'ko-kr': '구매 적립',
    ru: 'Бонус за покупку',
  },
  LEDGER_NOTE_registerReward: {
    'en-us': 'Reward for registering',
    'zh-cn': '注册奖励',
    'zh-tw': '註冊獎勵',
    'ko-kr': '회원 가입 보상',
    ru: 'Бонус за регистрацию',
  },
  LEDGER_NOTE_manjianGift: {
    'en-us': 'Spend-and-get gift',
    'zh-cn': '满减送赠送',
    'zh-tw': '滿減送贈送',
    'ko-kr': '구매 사은 적립',
    ru: 'Подарок за сумму покупки',
  },
  LEDGER_NOTE_withdrawApply: {
    'en-us': 'Withdrawal request {no}',
    'zh-cn': '提现申请 {no}',
    'zh-tw': '提現申請 {no}',
    'ko-kr': '출금 신청 {no}',
    ru: 'Заявка на вывод {no}',
  },
  LEDGER_NOTE_openingBalance: {
    'en-us': 'Opening balance',
    'zh-cn': '期初余额',
    'zh-tw': '期初餘額',
    'ko-kr': '기초 잔액',
    ru: 'Начальный остаток',
  },
} satisfies Record<string, Texts>;

// Registered at start-up by the wallet's routes; the loyalty module's points records read them too.
declare module '../../platform/i18n/messages.ts' {
  interface MessageCatalog {
    ledgerNotes: typeof LEDGER_NOTE_MESSAGES;
  }
}
