import { refund as contract } from '@mall/contracts';
import { AppError } from '../../platform/errors.ts';
import type { Tx } from '../../platform/jobs/job-runner.ts';
import { currentRefundTimes, selectOrderLines } from '../order/index.ts';
import * as repo from './refund.repository.ts';
import { checkRefundPictures } from './refund-pictures.ts';
import { refundNumber, step, syncLock, type Held, type RefundActor } from './refund-steps.ts';

const S = contract.REFUND_STATUS;
const DAY = 86_400;

/** Refund only for goods not shipped (or virtual); shipped goods may also be returned (facts §3.1). */
export const allowedTypes = (line: repo.LineView): number[] =>
  line.isVirtual === 1 || line.deliveryStatus === 0 ? [1] : [1, 2];

/**
 * May the buyer apply now? The order must be paid and open for refunds (is_enable_refund, cleared at completion
 * and close), the line not in a refund already, and a received order within the platform's apply window.
 */
export async function applyRefusal(tx: Tx, h: Held, now: number): Promise<boolean> {
  const o = h.order;
  if (o.isEnableRefund !== 1 || o.orderStatus < 1 || o.orderStatus > 4) return true;
  if (h.line.refundStatus !== S.NONE && h.line.refundStatus !== S.REFUSED) return true;
  const { refund_apply_days: days } = await currentRefundTimes(tx);
  return o.signTime > 0 && days > 0 && now > o.signTime + days * DAY;
}

/**
 * What the buyer may ask for the line (facts §3.1): its real goods money, plus the order's delivery and invoice
 * money when no other line is left outside a refund (and no other refund claims that money already).
 */
export async function applyMoney(tx: Tx, h: Held): Promise<{ total: number; extra: number }> {
  const others = (await selectOrderLines(tx, h.order.orderId)).filter(
    (l) => l.orderGoodsId !== h.line.orderGoodsId,
  );
  const lastLine = others.every((l) => l.refundStatus !== S.NONE && l.refundStatus !== S.REFUSED);
  const o = h.order;
  const extraMoney = o.deliveryMoney + o.invoiceMoney + o.invoiceDeliveryMoney;
  const extra = lastLine && !(await repo.extraClaimed(tx, o.orderId, h.line.orderGoodsId)) ? extraMoney : 0;
  return { total: h.line.realGoodsMoney + extra, extra };
}

export interface ApplyInput {
  refundType: number;
  reason: string;
  remark: string;
  images: string[];
}

/** The buyer applies (0 or -1 → 1): a new refund number, the amount, the order locked, the record written. */
export async function applyStep(tx: Tx, h: Held, input: ApplyInput, who: RefundActor, now: number) {
  if (await applyRefusal(tx, h, now)) throw new AppError('FAIL', 'REFUND_NOT_ALLOWED');
  if (!allowedTypes(h.line).includes(input.refundType)) throw new AppError('FAIL', 'REFUND_TYPE_NOT_ALLOWED');
  if (!(contract.REFUND_REASONS as readonly string[]).includes(input.reason)) {
    throw new AppError('FAIL', 'REFUND_REASON_REQUIRED');
  }
  const images = checkRefundPictures(input.images, h.line.memberId);
  const money = await applyMoney(tx, h);
  await step(tx, h, { from: [S.NONE, S.REFUSED], to: S.APPLIED, action: 'apply' }, who, now);
  await repo.upsertRefund(tx, {
    orderGoodsId: h.line.orderGoodsId,
    orderId: h.line.orderId,
    orderNo: h.line.orderNo,
    siteId: h.line.siteId,
    memberId: h.line.memberId,
    refundNo: refundNumber(now),
    refundType: input.refundType,
    refundReason: input.reason,
    refundRemark: input.remark,
    refundImages: images,
    refundApplyMoney: money.total,
    refundExtraMoney: money.extra,
    refundRealMoney: 0,
    refundBalanceMoney: 0,
    refundPayMoney: 0,
    refundRefuseReason: '',
    refundAddress: '',
    refundDeliveryName: '',
    refundDeliveryNo: '',
    refundDeliveryRemark: '',
    isRefundStock: 0,
    applyTime: now,
    actionTime: now,
    refundTime: 0,
  });
  await syncLock(tx, h, who, now);
}
