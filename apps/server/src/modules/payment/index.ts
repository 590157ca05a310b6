export {
  paymentRoutes,
  sandboxGatewayOf,
  sandboxNotifyRetryJob,
  SANDBOX_NOTIFY_PATH,
} from './payment.routes.ts';
export { applyPaymentResult, type PaymentResult } from './payment-notify.ts';
export { paymentSettings, parsePaymentSettings, type PaymentSettings } from './payment.settings.ts';
export type { PaymentProvider } from './payment-provider.ts';
