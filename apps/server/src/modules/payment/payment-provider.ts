import type { payment } from '@mall/contracts';

/** What the mall asks a provider to collect: one payment number's amount, with what the payer should see. */
export interface PaymentRequest {
  outTradeNo: string;
  amountCents: number;
  subject: string;
  merchantName: string;
  /** Where the provider sends the payer back to (the storefront's result page). */
  returnUrl: string;
  /** This mall's public origin, for absolute addresses (e.g. http://localhost:8080). */
  origin: string;
}

/**
 * An online payment provider. `start` opens a payment at the provider and answers what the storefront shows
 * (facts §8: 'url' → open in a new window). The provider later tells the mall the outcome through its own
 * notify route, which verifies it and hands the PaymentResult to the pay flow (flows/pay applyPaymentResult).
 */
export interface PaymentProvider {
  payType: payment.PayType;
  start: (req: PaymentRequest) => Promise<payment.PayStart>;
}

/** A provider's verified decision on one of its transactions. */
export interface PaymentResult {
  provider: string;
  outTradeNo: string;
  tradeNo: string;
  amountCents: number;
  approved: boolean;
}
