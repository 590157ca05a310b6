export {
  paymentRoutes,
  sandboxGatewayOf,
  sandboxNotifyRetryJob,
  SANDBOX_NOTIFY_PATH,
} from './payment.routes.ts';
export { verifySandboxNotification, type NotificationRefusal } from './payment-notify.ts';
export { paymentSettings, parsePaymentSettings, type PaymentSettings } from './payment.settings.ts';
export type { PaymentProvider, PaymentResult } from './payment-provider.ts';
// The pay rows, for the order module (re-pay, close), the checkout flow and the pay flow (notifications).
export { newOutTradeNo } from './pay-number.ts';
export {
  cancelWaitingPays,
  insertNotifyOnce,
  insertPay,
  lockPay,
  markPayPaid,
  selectWaitingPay,
  settleNotify,
  type NewPay,
  type PayRow,
} from './pay.repository.ts';
export { payTypeName } from './payment.service.ts';
// For after-sales: money back through the provider (a pay_refund row, sent after the refund's transaction).
export { refundStrayPayments, requestProviderRefund, sendRefundsNow, sendRefundsSoon } from './pay-refund.ts';
export { payRefundRetryJob } from './payment.routes.ts';
// Signs a notification as the sandbox gateway does (the checkout flow's statement-count test pays with it).
export { signedNotification } from './sandbox-sign.ts';
