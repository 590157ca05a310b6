import {
  checkTransition,
  lockFlagRequired,
  type OrderAction,
  type OrderFacts,
  type OrderRole,
} from './order-transitions.ts';
import type { Tx } from '../../platform/jobs/job-runner.ts';
import * as write from './order-write.repository.ts';

/** Who changes an order: a role of the transition table and the id of the person (0 for the system). */
export interface Actor {
  role: OrderRole;
  uid: number;
}
export const SYSTEM: Actor = { role: 'system', uid: 0 };

/** A shop acting on its orders: the merchant (logged as the actor) and the shop every read is narrowed to. */
export interface ShopActor {
  siteId: number;
  merchantId: number;
}
export const shopActor = (shop: ShopActor): Actor => ({ role: 'shop', uid: shop.merchantId });

/** order_log.module of each role; the shop's changes are logged as its merchant's, as the original does. */
const LOG_MODULE: Record<OrderRole, string> = {
  member: 'member',
  shop: 'merchant',
  system: 'system',
  platform: 'platform',
};

/** Writes one order_log row per change (order created, status moved, lock set). */
export async function logChanges(
  tx: Tx,
  changes: { orderId: number; actionWay: string; fromStatus: number; toStatus: number }[],
  actor: Actor,
  now: number,
  remark = '',
): Promise<void> {
  await write.insertLogs(
    tx,
    changes.map((c) => ({
      ...c,
      module: LOG_MODULE[actor.role],
      uid: actor.uid,
      remark: remark.slice(0, 255),
      createTime: now,
    })),
  );
}

/** One change of the life-cycle: what is done, by whom, when, and the columns it writes besides the status. */
export interface Step {
  action: OrderAction;
  actor: Actor;
  now: number;
  changes?: write.OrderChanges;
  remark?: string;
  /** Guards the update on the extension not being used yet (extend receipt, once per order). */
  notExtended?: boolean;
}

/**
 * The one write of order statuses (always inside the caller's transaction, so status and log commit together): each order the transition table allows is moved by a guarded UPDATE (still in
 * the status it leaves, locked or not as the action needs) and gets its order_log row. Orders the table refuses,
 * or that another request changed meanwhile, are left alone. Answers the rows that moved.
 */
export async function moveOrders(tx: Tx, orders: OrderFacts[], step: Step): Promise<write.OrderRow[]> {
  const groups = new Map<string, { from: number; to: number; log: string; ids: number[] }>();
  for (const o of orders) {
    const check = checkTransition(o, step.action, step.actor.role);
    if (!check.allowed) continue;
    const key = `${o.orderStatus} ${check.to} ${check.log}`;
    const group = groups.get(key) ?? { from: o.orderStatus, to: check.to, log: check.log, ids: [] };
    group.ids.push(o.orderId);
    groups.set(key, group);
  }
  const moved: write.OrderRow[] = [];
  for (const g of groups.values()) {
    const rows = await write.updateStatus(tx, {
      orderIds: g.ids,
      from: g.from,
      to: g.to,
      changes: step.changes ?? {},
      isLock: lockFlagRequired(step.action),
      extendTimes: step.notExtended ? 0 : undefined,
    });
    const logged = rows.map((r) => ({
      orderId: r.orderId,
      actionWay: g.log,
      fromStatus: g.from,
      toStatus: g.to,
    }));
    await logChanges(tx, logged, step.actor, step.now, step.remark);
    moved.push(...rows);
  }
  return moved;
}

/** moveOrders for one order: answers its new row, or undefined when the change was refused or lost a race. */
export async function moveOrder(tx: Tx, o: OrderFacts, step: Step) {
  const [row] = await moveOrders(tx, [o], step);
  return row;
}
