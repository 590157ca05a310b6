import crypto from 'node:crypto';
import type { Tx } from '../../platform/jobs/job-runner.ts';
import { addSales } from '../catalog/index.ts';
import type { OrderCloseHook } from './order-close.ts';
import * as lines from './order-lines.repository.ts';
import * as lookup from './order-lookup.repository.ts';
import { moveOrder, moveOrders, SYSTEM } from './order-move.ts';
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

// Keyed by promotion type, so building the app again (tests) replaces a hook instead of adding it twice.
const paidHooks = new Map<string, OrderCloseHook>();
/** What a promotion counts once an order it sold is paid (facts §2.5 pay: event OrderPay, groupbuy sell_num). */
export function onPromotionOrderPaid(promotionType: string, hook: OrderCloseHook): void {
  paidHooks.set(promotionType, hook);
}

/** Paying writes the same columns to every order of a type but a pickup one (a code of its own each). */
const paysAlike = (o: OrderFacts) => o.orderType !== ORDER_TYPE.PICKUP && o.orderType !== ORDER_TYPE.VIRTUAL;

/**
 * Pays every unpaid order carrying a payment number, once its pay row is paid (the pay flow and the checkout
 * call this right after the payment module marked the row). Orders that pay alike move in one guarded update;
 * pickup and virtual orders one by one (each gets its own code). Sales are counted last, in one statement (or
 * handed to the caller, `salesLater`), so the hot SKU rows stay locked for as short a time as possible. Answers
 * the orders it paid (their new rows).
 */
export async function payOrdersOfTradeNo(
  tx: Tx,
  outTradeNo: string,
  payType: string,
  now: number,
  /** The unpaid orders when the caller has just read them (each update is guarded on the status anyway). */
  known?: UnpaidOrder[],
  /**
   * When given, the paid units are put here for the caller to count last in its transaction (with the stock it
   * takes, or after its other writes) instead of now: the hot SKU rows are then locked only until the commit.
   */
  salesLater?: lookup.SoldUnit[],
): Promise<write.OrderRow[]> {
  const unpaid = known ?? (await lookup.selectUnpaidOfTradeNo(tx, outTradeNo));
  const step = (o: OrderFacts) => ({
    action: 'pay' as const,
    actor: SYSTEM,
    now,
    changes: paidChanges(o, payType, now),
  });
  const alike = unpaid.filter(paysAlike);
  const paid = alike.length ? await moveOrders(tx, alike, step(alike[0]!)) : [];
  for (const o of unpaid.filter((u) => !paysAlike(u))) {
    const row = await moveOrder(tx, o, step(o));
    if (!row) continue;
    if (o.orderType === ORDER_TYPE.VIRTUAL) await giveVirtualCode(tx, o.orderId);
    paid.push(row);
  }
  for (const o of paid) {
    const hook = paidHooks.get(o.promotionType);
    if (hook) await hook(tx, o, await lines.selectLines(tx, o.orderId), now);
  }
  // The units sold come with the unpaid orders (their lines cannot change before payment).
  const soldOf = new Map(unpaid.map((o) => [o.orderId, o.sold]));
  const sold = paid.flatMap((o) => soldOf.get(o.orderId) ?? []);
  if (salesLater) salesLater.push(...sold);
  else await addSales(tx, sold);
  return paid;
}

/** An unpaid order as paying needs it: its facts and the units of each SKU on its lines. */
export type UnpaidOrder = OrderFacts & { sold: lookup.SoldUnit[] };

/** The orders of a payment number still waiting to be paid (a payment with none left is not applied). */
export const selectUnpaidOrders = (tx: write.DbOrTx, outTradeNo: string) =>
  lookup.selectUnpaidOfTradeNo(tx, outTradeNo);
