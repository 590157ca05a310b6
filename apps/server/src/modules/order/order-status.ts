import type { Lang, order as contract } from '@mall/contracts';
import { translate } from '../../platform/i18n/translate.ts';
import type { MessageKey } from '../../platform/i18n/messages.ts';

/** The order fields names and buttons depend on. */
export interface StatusFacts {
  orderStatus: number;
  orderType: number;
  deliveryType: string;
  isEvaluate: number;
  evaluateStatus: number;
  isLock: number;
  extended: boolean;
}

export function statusName(lang: Lang, f: Pick<StatusFacts, 'orderStatus' | 'orderType'>): string {
  if (f.orderStatus === -1) return translate(lang, 'ORDER_STATUS_CLOSED');
  if (f.orderStatus === 4 && f.orderType === 2) return translate(lang, 'ORDER_STATUS_4_PICKUP');
  return translate(lang, `ORDER_STATUS_${f.orderStatus}` as MessageKey);
}

export const typeName = (lang: Lang, orderType: number) =>
  translate(lang, `ORDER_TYPE_${orderType}` as MessageKey);

const PROMOTION_NAMES: Record<string, MessageKey> = {
  seckill: 'ORDER_PROMOTION_SECKILL',
  groupbuy: 'ORDER_PROMOTION_GROUPBUY',
  bundling: 'ORDER_PROMOTION_BUNDLING',
  topic: 'ORDER_PROMOTION_TOPIC',
};

/** The name of the promotion an order was bought under ('' for none, or one this mall does not run). */
export function promotionTypeName(lang: Lang, promotionType: string): string {
  const key = PROMOTION_NAMES[promotionType];
  return key ? translate(lang, key) : '';
}

export function deliveryTypeName(lang: Lang, deliveryType: string): string {
  if (deliveryType === 'express') return translate(lang, 'DELIVERY_EXPRESS');
  if (deliveryType === 'store') return translate(lang, 'DELIVERY_STORE');
  if (deliveryType === 'local') return translate(lang, 'DELIVERY_LOCAL');
  return '';
}

const ACTION_TITLES: Record<string, MessageKey> = {
  orderPay: 'ACTION_ORDER_PAY',
  orderClose: 'ACTION_ORDER_CLOSE',
  memberTakeDelivery: 'ACTION_TAKE_DELIVERY',
  trace: 'ACTION_TRACE',
  extendTakeDelivery: 'ACTION_EXTEND',
  memberOrderEvaluation: 'ACTION_EVALUATE',
  memberOrderEvaluationAgain: 'ACTION_EVALUATE_AGAIN',
};

/** The member's buttons (facts §2.4): pay/close while unpaid, receipt buttons while shipped, reviews after. */
export function memberActionNames(f: StatusFacts): string[] {
  if (f.orderStatus === 0) return ['orderPay', 'orderClose'];
  if (f.orderStatus === 3 && f.isLock === 0) {
    const names = f.deliveryType === 'local' ? ['memberTakeDelivery'] : ['memberTakeDelivery', 'trace'];
    return f.extended ? names : [...names, 'extendTakeDelivery'];
  }
  if ((f.orderStatus === 4 || f.orderStatus === 10) && f.isEvaluate === 1) {
    return [f.evaluateStatus === 0 ? 'memberOrderEvaluation' : 'memberOrderEvaluationAgain'];
  }
  return [];
}

export const memberActions = (lang: Lang, f: StatusFacts): contract.OrderAction[] =>
  memberActionNames(f).map((action) => ({ action, title: translate(lang, ACTION_TITLES[action]!) }));
