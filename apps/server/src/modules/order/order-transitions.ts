import { order as contract } from '@mall/contracts';

/*
 * The order state machine (original-system-facts §2.3–§2.5) as one table: every change of an order's status
 * (or of its lock) is a row here, and checkTransition is the one function that says whether a change is allowed.
 * The order module's writes ask it first and then update guarded on the status they leave.
 */

const S = contract.ORDER_STATUS;
/** Order types (facts §2.2). */
export const ORDER_TYPE = { EXPRESS: 1, PICKUP: 2, LOCAL: 3, VIRTUAL: 4 } as const;
const { EXPRESS, PICKUP, LOCAL, VIRTUAL } = ORDER_TYPE;
const ALL_TYPES = [EXPRESS, PICKUP, LOCAL, VIRTUAL];
/** The types that are shipped (and so received): express and local delivery. */
const SHIPS = [EXPRESS, LOCAL];

/** Who acts: the buyer, the shop (its merchant), the mall's own timers and payments, the platform operator. */
export type OrderRole = 'member' | 'shop' | 'system' | 'platform';
export type OrderAction =
  | 'pay'
  | 'close'
  | 'shipPart'
  | 'ship'
  | 'pickup'
  | 'receive'
  | 'extendReceive'
  | 'complete'
  | 'lock'
  | 'unlock'
  | 'refundClose';

export interface Transition {
  from: number;
  action: OrderAction;
  to: number;
  who: readonly OrderRole[];
  /** The order types the row applies to (a pickup order never ships, a virtual one is received when paid). */
  types: readonly number[];
  /** order_log.action_way of the change. */
  log: string;
}

/** The statuses an order of each type can be in after payment and before completion: after-sales may lock them. */
const LOCKABLE: [number, readonly number[]][] = [
  [S.WAIT_SEND, SHIPS],
  [S.WAIT_PICKUP, [PICKUP]],
  [S.SHIPPED, SHIPS],
  [S.RECEIVED, ALL_TYPES],
];
const AFTER_SALES: OrderRole[] = ['member', 'shop', 'platform', 'system'];
/** Who pays refunds out: the shop, the platform deciding a complaint, the refund timers. */
const REFUNDERS: OrderRole[] = ['shop', 'platform', 'system'];

const row = (
  from: number,
  action: OrderAction,
  to: number,
  who: readonly OrderRole[],
  types: readonly number[],
  log: string,
): Transition => ({ from, action, to, who, types, log });

const { WAIT_PAY, WAIT_SEND, WAIT_PICKUP, SHIPPED, RECEIVED, COMPLETED, CLOSED } = S;
/**
 * Read a row as: an order of one of `types` in status `from` may be moved by `who` with `action` to status `to`.
 * A virtual order is received the moment it is paid; an express order ships in packages and stays "to ship"
 * while lines still wait (shipPart); a pickup order waits in 2 until the shop hands it over.
 */
// prettier-ignore
export const ORDER_TRANSITIONS: readonly Transition[] = [
  //  from         action           to           who                   types          order_log action_way
  row(WAIT_PAY,    'pay',           WAIT_SEND,   ['system'],           SHIPS,         'orderPay'),
  row(WAIT_PAY,    'pay',           WAIT_PICKUP, ['system'],           [PICKUP],      'orderPay'),
  row(WAIT_PAY,    'pay',           RECEIVED,    ['system'],           [VIRTUAL],     'orderPay'),
  row(WAIT_PAY,    'close',         CLOSED,      ['member', 'system'], ALL_TYPES,     'orderClose'),
  row(WAIT_SEND,   'shipPart',      WAIT_SEND,   ['shop'],             [EXPRESS],     'orderDelivery'),
  row(WAIT_SEND,   'ship',          SHIPPED,     ['shop'],             SHIPS,         'orderDelivery'),
  row(WAIT_PICKUP, 'pickup',        RECEIVED,    ['shop'],             [PICKUP],      'pickup'),
  row(SHIPPED,     'receive',       RECEIVED,    ['member'],           SHIPS,         'memberTakeDelivery'),
  row(SHIPPED,     'receive',       RECEIVED,    ['system'],           SHIPS,         'autoTakeDelivery'),
  row(SHIPPED,     'extendReceive', SHIPPED,     ['member'],           SHIPS,         'extendTakeDelivery'),
  row(RECEIVED,    'complete',      COMPLETED,   ['system'],           ALL_TYPES,     'orderComplete'),
  ...LOCKABLE.flatMap(([status, types]) => [
    row(status,    'lock',          status,      AFTER_SALES,          types,         'orderLock'),
    row(status,    'unlock',        status,      AFTER_SALES,          types,         'orderUnlock'),
    // every line refunded (facts §3.1 finish): the order closes, locked or not (its refunds held the lock)
    row(status,    'refundClose',   CLOSED,      REFUNDERS,            types,         'orderRefundClose'),
  ]),
];

/**
 * Actions a locked order refuses (facts §2.5 lock: after-sales under way, "ORDER_LOCK"). Payment ignores the
 * lock (an unpaid order is never locked); lock and unlock are what set and clear it.
 */
const BLOCKED_BY_LOCK: ReadonlySet<OrderAction> = new Set<OrderAction>([
  'close',
  'shipPart',
  'ship',
  'pickup',
  'receive',
  'extendReceive',
  'complete',
]);

/** The is_lock value the guarded update of an action requires (undefined: either). */
export function lockFlagRequired(action: OrderAction): 0 | 1 | undefined {
  if (action === 'pay' || action === 'refundClose') return undefined;
  return action === 'unlock' ? 1 : 0;
}

/** The facts of an order the state machine reads. */
export interface OrderFacts {
  orderId: number;
  orderStatus: number;
  orderType: number;
  isLock: number;
}

export type TransitionCheck =
  { allowed: true; to: number; log: string } | { allowed: false; reason: 'locked' | 'refused' };

/** May `role` do `action` to this order now? Answers the status it moves to and the log's action_way. */
export function checkTransition(
  o: Omit<OrderFacts, 'orderId'>,
  action: OrderAction,
  role: OrderRole,
): TransitionCheck {
  if (o.isLock === 1 && BLOCKED_BY_LOCK.has(action)) {
    return { allowed: false, reason: 'locked' };
  }
  const t = ORDER_TRANSITIONS.find(
    (r) =>
      r.action === action &&
      r.from === o.orderStatus &&
      r.who.includes(role) &&
      r.types.includes(o.orderType),
  );
  return t ? { allowed: true, to: t.to, log: t.log } : { allowed: false, reason: 'refused' };
}
