import { giveConsumeReward } from '../loyalty/index.ts';
import type { Db } from '../../db/client.ts';
import { AppError } from '../../platform/errors.ts';
import type { Tx } from '../../platform/jobs/job-runner.ts';
import * as lines from './order-lines.repository.ts';
import * as lookup from './order-lookup.repository.ts';
import { moveOrder, moveOrders, shopActor, type Actor, type ShopActor } from './order-move.ts';
import type { OrderFacts } from './order-transitions.ts';
import type { OrderRow } from './order-write.repository.ts';

const nowSeconds = () => Math.floor(Date.now() / 1000);
/** facts §2.5: the member may move the automatic receipt once, by 3 days. */
const EXTEND_SECONDS = 3 * 86_400;
/** Receipt is automatic this long after shipping when the shop's setting is unknown (facts §2.5: 14 days). */
const AUTO_TAKE_DELIVERY_SECONDS = 14 * 86_400;

/**
 * The one write of "received" (facts §2.5 take delivery): the member confirms or the timer receives a shipped
 * order (3 → 4), or the shop hands a pickup order over (2 → 4, its lines received too). The order can then be
 * reviewed. Answers the orders that moved.
 */
export async function receiveOrders(
  tx: Tx,
  orders: OrderFacts[],
  action: 'receive' | 'pickup',
  actor: Actor,
  now: number,
  remark?: string,
): Promise<OrderRow[]> {
  const changes = { signTime: now, isEvaluate: 1, evaluateStatus: 0, deliveryStatus: 2 };
  const moved = await moveOrders(tx, orders, { action, actor, now, changes, remark });
  const ids = moved.map((o) => o.orderId);
  if (action === 'pickup') await lines.markLinesReceived(tx, ids);
  // Facts §4.5: the consumption reward at receipt, when the operator gives it then (once: the move is guarded).
  await giveConsumeReward(tx, moved, 'receive', now);
  return moved;
}

/** /api/order/takedelivery: the member confirms receipt of an own shipped order. */
export async function takeDelivery(db: Db, memberId: number, o: OrderFacts): Promise<void> {
  const actor: Actor = { role: 'member', uid: memberId };
  const moved = await db.transaction((tx) => receiveOrders(tx, [o], 'receive', actor, nowSeconds()));
  if (moved.length === 0) throw new AppError('FAIL', o.isLock ? 'ORDER_LOCKED' : 'ORDER_STATE_CHANGED');
}

/**
 * The shop's pickup desk: the member shows the pickup code, the pickup order awaiting it (2) is picked up (4).
 * In the caller's transaction (the console writes its audit row in the same one).
 */
export async function confirmPickup(tx: Tx, shop: ShopActor, code: string) {
  const o = await lookup.selectAwaitingPickup(tx, shop.siteId, code);
  const [moved] = o ? await receiveOrders(tx, [o], 'pickup', shopActor(shop), nowSeconds()) : [];
  if (!moved) throw new AppError('FAIL', 'ORDER_PICKUP_CODE_INVALID');
  return { orderId: moved.orderId, orderStatus: moved.orderStatus };
}

/**
 * /api/order/extendtakedelivery: moves the automatic receipt of an own shipped order by 3 days, once per order
 * (guarded on extend_times = 0). The receipt time is the one set at shipping, else shipping time + 14 days.
 */
export async function extendTakeDelivery(db: Db, memberId: number, o: OrderRow): Promise<void> {
  if (o.extendTimes > 0) throw new AppError('FAIL', 'ORDER_EXTEND_ONCE');
  const now = nowSeconds();
  const base =
    o.takeDeliveryExecuteTime > 0
      ? o.takeDeliveryExecuteTime
      : Math.max(o.deliveryTime, now - AUTO_TAKE_DELIVERY_SECONDS) + AUTO_TAKE_DELIVERY_SECONDS;
  const moved = await db.transaction((tx) =>
    moveOrder(tx, o, {
      action: 'extendReceive',
      actor: { role: 'member', uid: memberId },
      now,
      changes: { takeDeliveryExecuteTime: base + EXTEND_SECONDS, extendTimes: 1 },
      notExtended: true,
    }),
  );
  if (!moved) {
    const once = o.orderStatus === 3 && !o.isLock;
    throw new AppError('FAIL', once ? 'ORDER_EXTEND_ONCE' : 'ORDER_STATE_CHANGED');
  }
}
