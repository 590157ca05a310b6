import { z } from './zod.ts';
import { flagInput, idInput, intInput, multilineTextInput, textInput } from './input.ts';
import { moneyToCents } from './money.ts';
import { pagingSchema } from './paging.ts';
import { optionalInput } from './wire.ts';
import { REFUND_PICTURES_MAX } from './constants.ts';

/*
 * After-sales of one order line (facts §3): the buyer's calls `/api/orderrefund/*` and `/api/ordercomplain/*`,
 * the shop's `/merchant/api/refund/*` and the operator's `/operator/api/complain/*`. Money is a two-decimal
 * string on the wire, cents inside.
 */

/** order_goods.refund_status (facts §3.1). */
export const REFUND_STATUS = {
  NONE: 0,
  APPLIED: 1,
  AGREED: 2,
  DONE: 3,
  WAIT_RETURN: 4,
  RETURNED: 5,
  RECEIVED: 6,
  REFUSED: -1,
} as const;
/** refund_type: 1 refund only, 2 return and refund. */
export const REFUND_TYPES = [1, 2] as const;
/** The reason list (facts §3.1 refund_reason_type), stored as these keys and answered in the reader's language. */
export const REFUND_REASONS = ['not_shipped', 'dislike', 'agreed', 'other'] as const;
export type RefundReason = (typeof REFUND_REASONS)[number];
// Defined with the other constants (no zod there), so the storefront reads them without this module's schemas.
export { REFUND_PICTURES_MAX, REFUND_UPLOAD_MAX_BYTES, REFUND_UPLOAD_PATH } from './constants.ts';

const lineRequest = z.object({ order_goods_id: idInput });
const picture = z
  .string()
  .trim()
  .max(255)
  .regex(/^upload\/[\w/-]{1,200}\.(jpg|png)$/, 'must be an uploaded picture');

/** Money as typed ("12", "12.5", 12.5) into cents; anything else (negative, 1e308, "abc") is refused. */
const refundMoney = z.union([z.string(), z.number()]).transform((v, ctx) => {
  const cents = moneyToCents(String(v));
  if (cents === null || cents <= 0 || cents > 100_000_000_00) {
    ctx.addIssue({ code: 'custom', message: 'must be an amount above 0' });
    return z.NEVER;
  }
  return cents;
});

export const refundLineRequest = lineRequest;
/** /api/orderrefund/refund: the reason is required ('a reason must be selected'), the description optional. */
export const refundApplyRequest = lineRequest.extend({
  refund_type: z.union([z.literal(1), z.literal(2), z.enum(['1', '2']).transform(Number)]),
  refund_reason: z.string().max(40).default(''),
  refund_remark: multilineTextInput(500).default(''),
  refund_images: z.array(picture).max(REFUND_PICTURES_MAX).default([]),
});
export const refundDeliveryRequest = lineRequest.extend({
  refund_delivery_name: textInput(60).min(1),
  refund_delivery_no: textInput(60).min(1),
  refund_delivery_remark: multilineTextInput(200).default(''),
});
/** /api/orderrefund/lists, and /api/orderrefund/notices (what the shop and the platform did, newest first). */
export const refundListRequest = pagingSchema;

/** The shop's list: what waits for it, or everything. */
export const merchantRefundListRequest = pagingSchema.extend({
  status: optionalInput(z.enum(['waiting', 'all'])).default('waiting'),
});
export const merchantRefundAgreeRequest = lineRequest.extend({ refund_money: optionalInput(refundMoney) });
export const merchantRefundRefuseRequest = lineRequest.extend({
  refund_refuse_reason: textInput(200).min(1),
});
export const merchantRefundTransferRequest = lineRequest.extend({ is_refund_stock: flagInput.default(0) });

/** /api/ordercomplain/complain: rights protection of a refused or stuck refund (facts §3.2). */
export const complainApplyRequest = lineRequest.extend({
  complain_reason: z.string().max(40).default(''),
  complain_remark: multilineTextInput(500).default(''),
});
export const operatorComplainListRequest = pagingSchema.extend({
  status: optionalInput(z.enum(['waiting', 'all'])).default('waiting'),
});
export const operatorComplainRefuseRequest = lineRequest.extend({
  complain_refuse_reason: textInput(200).min(1),
});

/** Demo door /api/demo/refundtimers: the timers of one of the member's lines run as if days had passed. */
export const refundTimersDemoRequest = lineRequest.extend({ days: intInput(1, 366) });

export interface RefundLogItem {
  action: string;
  action_way: number;
  action_way_name: string;
  username: string;
  refund_status: number;
  remark: string;
  action_time: number;
}

/** One line in after-sales, as the buyer and the shop read it. */
export interface RefundItem {
  order_goods_id: number;
  order_id: number;
  order_no: string;
  site_id: number;
  site_name: string;
  sku_id: number;
  sku_name: string;
  sku_image: string;
  price: string;
  num: number;
  real_goods_money: string;
  refund_no: string;
  refund_type: number;
  refund_type_name: string;
  refund_status: number;
  refund_status_name: string;
  refund_reason: string;
  refund_reason_name: string;
  refund_remark: string;
  refund_images: string[];
  refund_apply_money: string;
  refund_real_money: string;
  refund_balance_money: string;
  refund_pay_money: string;
  refund_refuse_reason: string;
  refund_delivery_name: string;
  refund_delivery_no: string;
  refund_delivery_remark: string;
  apply_time: number;
  action_time: number;
  refund_time: number;
  /** When the current step times out (0: no timer runs now). */
  deadline_time: number;
  /** What the reader may do now: apply, cancel, delivery, complain (buyer); agree, refuse, receive, transfer (shop). */
  refund_action: string[];
}

/**
 * A step the shop or the platform took on one of the member's refunds (a negotiation record row), as the member
 * centre shows it: which goods, what happened, where the refund now stands.
 */
export interface RefundNotice extends RefundLogItem {
  id: number;
  order_goods_id: number;
  sku_name: string;
  sku_image: string;
  /** Where the line's refund stands now (the notice may be about an earlier step). */
  line_refund_status: number;
  line_refund_status_name: string;
}

export interface RefundDetail extends RefundItem {
  /** The shop's return address while the goods must be sent back (status 4). */
  shop_address: string;
  complain_action: 0 | 1;
  refund_log_list: RefundLogItem[];
}

export interface RefundData {
  order_goods_info: RefundItem;
  refund_money: string;
  refund_type: number[];
  refund_reason_type: { value: RefundReason; name: string }[];
}

export interface ComplainInfo {
  order_goods_id: number;
  complain_no: string;
  complain_status: number;
  complain_status_name: string;
  complain_reason: string;
  complain_reason_name: string;
  complain_remark: string;
  complain_apply_money: string;
  complain_real_money: string;
  complain_refuse_reason: string;
  complain_apply_time: number;
  complain_time: number;
  complain_action: string[];
}

export interface ComplainItem extends ComplainInfo {
  member_name: string;
  site_name: string;
  order_no: string;
  sku_name: string;
  sku_image: string;
  refund_status: number;
  refund_status_name: string;
  /** The refund application the complaint is about: what the buyer said and showed. */
  refund_reason_name: string;
  refund_remark: string;
  refund_images: string[];
}

export interface ComplainDetail {
  order_goods_info: RefundItem;
  refund_money: string;
  refund_reason_type: { value: RefundReason; name: string }[];
  complain_info: ComplainInfo | null;
  refund_log_list: RefundLogItem[];
}
