import { centsToMoney, refund as contract, type Lang, type operator } from '@mall/contracts';
import { translate } from '../../platform/i18n/translate.ts';
import type { MessageKey } from '../../platform/i18n/messages.ts';
import type { LineView, RefundLogRow, RefundRow } from './refund.repository.ts';
import { deadlineOf } from './refund-limits.ts';

const m = centsToMoney;
const S = contract.REFUND_STATUS;

export const statusName = (lang: Lang, status: number) =>
  translate(lang, `REFUND_STATUS_${status}` as MessageKey);
export const reasonName = (lang: Lang, reason: string) =>
  (contract.REFUND_REASONS as readonly string[]).includes(reason)
    ? translate(lang, `REFUND_REASON_${reason}` as MessageKey)
    : reason;
export const reasonList = (lang: Lang) =>
  contract.REFUND_REASONS.map((value) => ({ value, name: reasonName(lang, value) }));

/** What each side may do in each status (facts §3.1 table). */
const BUYER_ACTIONS: Record<number, string[]> = {
  [S.NONE]: ['apply'],
  [S.APPLIED]: ['cancel'],
  [S.WAIT_RETURN]: ['delivery', 'cancel'],
  [S.REFUSED]: ['apply', 'cancel'],
};
const SHOP_ACTIONS: Record<number, string[]> = {
  [S.APPLIED]: ['agree', 'refuse'],
  [S.AGREED]: ['transfer'],
  [S.RETURNED]: ['receive', 'refuse'],
  [S.RECEIVED]: ['transfer'],
};

export function refundItem(
  lang: Lang,
  line: LineView,
  r: RefundRow | null,
  side: 'buyer' | 'shop',
  times: operator.RefundTimes,
): contract.RefundItem {
  const status = line.refundStatus;
  const actions = (side === 'buyer' ? BUYER_ACTIONS : SHOP_ACTIONS)[status] ?? [];
  return {
    order_goods_id: line.orderGoodsId,
    order_id: line.orderId,
    order_no: line.orderNo,
    site_id: line.siteId,
    site_name: line.siteName,
    sku_id: line.skuId,
    sku_name: line.skuName,
    sku_image: line.skuImage,
    price: m(line.price),
    num: line.num,
    real_goods_money: m(line.realGoodsMoney),
    refund_no: r?.refundNo ?? '',
    refund_type: r?.refundType ?? 0,
    refund_type_name: r ? translate(lang, `REFUND_TYPE_${r.refundType}` as MessageKey) : '',
    refund_status: status,
    refund_status_name: statusName(lang, status),
    refund_reason: r?.refundReason ?? '',
    refund_reason_name: r ? reasonName(lang, r.refundReason) : '',
    refund_remark: r?.refundRemark ?? '',
    refund_images: Array.isArray(r?.refundImages) ? (r.refundImages as string[]) : [],
    refund_apply_money: m(r?.refundApplyMoney ?? 0),
    refund_real_money: m(r?.refundRealMoney ?? 0),
    refund_balance_money: m(r?.refundBalanceMoney ?? 0),
    refund_pay_money: m(r?.refundPayMoney ?? 0),
    refund_refuse_reason: r?.refundRefuseReason ?? '',
    refund_delivery_name: r?.refundDeliveryName ?? '',
    refund_delivery_no: r?.refundDeliveryNo ?? '',
    refund_delivery_remark: r?.refundDeliveryRemark ?? '',
    apply_time: r?.applyTime ?? 0,
    action_time: r?.actionTime ?? 0,
    refund_time: r?.refundTime ?? 0,
    deadline_time: r ? deadlineOf(times, status, r.actionTime) : 0,
    refund_action: actions,
  };
}

export const logItem = (lang: Lang, l: RefundLogRow): contract.RefundLogItem => ({
  action: translate(lang, `REFUND_LOG_${l.action}` as MessageKey),
  action_way: l.actionWay,
  action_way_name: translate(lang, `REFUND_WAY_${l.actionWay}` as MessageKey),
  username: l.username,
  refund_status: l.refundStatus,
  remark: l.remark,
  action_time: l.actionTime,
});
