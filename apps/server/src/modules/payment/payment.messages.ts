import type { Texts } from '../../platform/i18n/texts.ts';

const t = (en: string, zhCn: string, zhTw: string, ko: string, ru: string): Texts => ({
  'en-us': en,
  'zh-cn': zhCn,
  'zh-tw': zhTw,
  'ko-kr': ko,
  ru,
});

/** Payment texts; PAY_NOT_FOUND is the spec's "no pay info obtained" (§8 Order data). */
export const PAYMENT_MESSAGES = {
  PAY_NOT_FOUND: t(
    'No pay info obtained',
    '未获取到支付信息',
    '未獲取到支付資訊',
    '결제 정보를 가져오지 못했습니다',
    'Информация об оплате не получена',
  ),
  PAY_ALREADY_PAID: t(
    'This payment has already been made',
    '该订单已支付',
    '該訂單已支付',
    '이미 결제되었습니다',
    'Этот платёж уже выполнен',
  ),
  PAY_CANCELLED: t(
    'This payment was cancelled because the order was closed',
    '订单已关闭，支付已取消',
    '訂單已關閉，支付已取消',
    '주문이 닫혀 결제가 취소되었습니다',
    'Платёж отменён: заказ закрыт',
  ),
  PAY_NOTHING_TO_PAY: t(
    'There is nothing to pay',
    '无需支付',
    '無需支付',
    '결제할 금액이 없습니다',
    'Оплачивать нечего',
  ),
  PAY_TYPE_SANDBOX: t(
    'Sandbox payment',
    '沙箱支付',
    '沙箱支付',
    '샌드박스 결제',
    'Тестовая оплата (песочница)',
  ),
  PAY_TYPE_BALANCE: t('Balance', '余额支付', '餘額支付', '잔액 결제', 'Оплата с баланса'),
  PAY_TYPE_ONLINE_PAY: t('Online payment', '在线支付', '線上支付', '온라인 결제', 'Онлайн-оплата'),
  PAY_TYPE_OFFLINE_PAY: t('Offline payment', '线下支付', '線下支付', '오프라인 결제', 'Оплата офлайн'),
  PAY_REFUND_NO_ROUTE: t(
    'This payment cannot be refunded through its payment method',
    '该支付方式无法原路退款',
    '該支付方式無法原路退款',
    '이 결제 수단으로는 환불할 수 없습니다',
    'Этот платёж нельзя вернуть тем же способом оплаты',
  ),
  PAY_REFUND_NOT_GIVEN_UP: t(
    'This refund is not waiting for a retry (it was sent or retried already)',
    '该退款不在待重试状态（已退款或已重试）',
    '該退款不在待重試狀態（已退款或已重試）',
    '이 환불은 재시도 대기 상태가 아닙니다 (이미 환불되었거나 재시도됨)',
    'Этот возврат не ждёт повтора (он уже выполнен или повторён)',
  ),
  PAY_REFUND_OVER_PAID: t(
    'The refund is more than what was paid',
    '退款金额超过实际支付金额',
    '退款金額超過實際支付金額',
    '환불 금액이 결제 금액을 초과합니다',
    'Сумма возврата больше оплаченной',
  ),
} satisfies Record<string, Texts>;

// Adds this group to the server's message keys; payment.routes.ts hands the texts over at start-up.
declare module '../../platform/i18n/messages.ts' {
  interface MessageCatalog {
    payment: typeof PAYMENT_MESSAGES;
  }
}
