import { z } from './zod.ts';
import { idInput } from './input.ts';
import { pagingSchema } from './paging.ts';
import { optionalInput } from './wire.ts';

/**
 * Payment calls (original-system-facts §8). A payment number (out_trade_no) covers the orders of one checkout;
 * the member pays it through a provider. The built-in provider is the sandbox gateway.
 */
export const outTradeNoSchema = z
  .string()
  .trim()
  .regex(/^[0-9A-Za-z_-]{6,40}$/);

/** Pay row states (facts §2.3): 0 waiting, 1 paying, 2 paid, -1 cancelled. */
export const PAY_STATUS = { WAITING: 0, PAYING: 1, PAID: 2, CANCELLED: -1 } as const;

/** Online pay types this mall offers; the sandbox gateway is the only provider built in. */
export const PAY_TYPES = ['sandbox'] as const;
export type PayType = (typeof PAY_TYPES)[number];

/** The original pay page also sends forceLogin (true): an unknown key, dropped; the call needs the member anyway. */
export const payInfoRequest = z.object({ out_trade_no: outTradeNoSchema });
export const payStatusRequest = z.object({ out_trade_no: outTradeNoSchema });
export const payTypeRequest = z.object({});
export const payPayRequest = z.object({
  out_trade_no: outTradeNoSchema,
  pay_type: z.enum(PAY_TYPES),
});

/** /api/pay/info: the member's pay row (facts §8). */
export interface PayInfo {
  id: number;
  out_trade_no: string;
  pay_type: string;
  pay_type_name: string;
  pay_body: string;
  pay_detail: string;
  /** What is left to pay online (0 when the balance covered everything). */
  pay_money: string;
  /** The balance the checkout took for this payment number, and the whole amount (pay_money + balance_money). */
  balance_money: string;
  total_money: string;
  pay_status: number;
  create_time: number;
  pay_time: number;
}

/** /api/pay/type: a comma list of enabled online pay types (empty when none), plus their display names. */
export interface PayTypeList {
  pay_type: string;
  list: { pay_type: string; pay_type_name: string }[];
}

export interface PayStatus {
  pay_status: number;
}

/** /api/pay/pay: 'url' → open data in a new window (the provider's cashier), then poll /api/pay/status. */
export interface PayStart {
  type: 'url';
  data: string;
}

/*
 * The operator's screen for money going back through the provider (pay_refund, facts §8): refunds the sender gave
 * up on after its tries (status 2) are listed and can be sent again by hand.
 */
/** pay_refund.status: 0 to send, 1 the provider refunded, 2 given up after its tries. */
export const PAY_REFUND_STATUS = { SENDING: 0, DONE: 1, GIVEN_UP: 2 } as const;
export const operatorPayRefundListRequest = pagingSchema.extend({
  status: optionalInput(z.enum(['given_up', 'all'])).default('given_up'),
});
export const operatorPayRefundRetryRequest = z.object({ id: idInput });

export interface PayRefundItem {
  id: number;
  refund_no: string;
  out_trade_no: string;
  pay_type: string;
  site_id: number;
  refund_fee: string;
  total_money: string;
  refund_detail: string;
  status: number;
  attempts: number;
  create_time: number;
  finish_time: number;
}
