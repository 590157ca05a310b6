import crypto from 'node:crypto';
import type { Tx } from '../../platform/jobs/job-runner.ts';
import { addSales } from '../catalog/index.ts';
import * as lines from './order-lines.repository.ts';
import * as lookup from './order-lookup.repository.ts';
import { moveOrder, SYSTEM } from './order-move.ts';
import { ORDER_TYPE, type OrderFacts } from './order-transitions.ts';
import * as write from './order-write.repository.ts';

/**
 * 12 characters a clerk can read out (no 0/O, 1/I), drawn from the system's secure random source: the pickup
 * code of a paid pickup order, the write-off code of a virtual one. 32 letters divide 256, so each byte picks
 * one evenly: 60 bits, not guessable.
 */
export function verifyCode(): string {
  const alphabet = 'ABCDEFGHJKLMNPQRSTUVWXYZ23456789';
  return Array.from(crypto.randomBytes(12), (b) => alphabet[b % alphabet.length]).join('');
}

/**
 * Gives a paid virtual order its write-off code (facts §2.5 pay: order.virtual_code). A code another order
 * already holds is drawn again. Answers the code.
 */
export async function giveVirtualCode(tx: write.DbOrTx, orderId: number, draw = verifyCode): Promise<string> {
  for (let attempt = 0; attempt < 5; attempt++) {
    const code = await write.setVirtualCodeIfFree(tx, orderId, draw());
    if (code) return code;
  }
  throw new Error(`no free write-off code for order ${orderId}`);
}

/** What paying writes besides the status (facts §2.5 pay): a pickup code, or for virtual goods the receipt. */
function paidChanges(o: OrderFacts, payType: string, now: number): write.OrderChanges {
  const paid = { payStatus: 1, payType, payTime: now, isEnableRefund: 1 };
  if (o.orderType === ORDER_TYPE.PICKUP) return { ...paid, deliveryCode: verifyCode() };
  if (o.orderType === ORDER_TYPE.VIRTUAL) return { ...paid, signTime: now, isEvaluate: 1 };
  return paid;
}

/** Pays one unpaid order per its type; a closed or already paid order is left alone (answers false). */
async function payOrder(tx: Tx, o: OrderFacts, payType: string, now: number): Promise<boolean> {
  const changes = paidChanges(o, payType, now);
  if (!(await moveOrder(tx, o, { action: 'pay', actor: SYSTEM, now, changes }))) return false;
  if (o.orderType === ORDER_TYPE.VIRTUAL) await giveVirtualCode(tx, o.orderId);
  await addSales(tx, await lines.selectLines(tx, o.orderId));
  return true;
}

/**
 * Pays every unpaid order carrying a payment number, once its pay row is paid (the pay flow and the checkout
 * call this right after the payment module marked the row). Answers the ids of the orders it paid.
 */
export async function payOrdersOfTradeNo(
  tx: Tx,
  outTradeNo: string,
  payType: string,
  now: number,
): Promise<number[]> {
  const paid: number[] = [];
  for (const o of await lookup.selectUnpaidOfTradeNo(tx, outTradeNo)) {
    if (await payOrder(tx, o, payType, now)) paid.push(o.orderId);
  }
  return paid;
}

/** How many orders of a payment number still wait to be paid (a payment with none left is not applied). */
export const countUnpaidOrders = (tx: write.DbOrTx, outTradeNo: string) =>
  lookup.countOrdersOfTradeNo(tx, outTradeNo, 0);
