import { describe, expect, it } from 'vitest';
import { checkTransition, type OrderAction, type OrderRole } from './order-transitions.ts';

/*
 * The state machine restated from original-system-facts §2.3–§2.5, independently of the table: every
 * (status, action, role) is tried on every order type, and only what is listed here may happen.
 */

const STATUSES = [0, 1, 2, 3, 4, 10, -1];
const ACTIONS: OrderAction[] = [
  'pay',
  'close',
  'shipPart',
  'ship',
  'pickup',
  'receive',
  'extendReceive',
  'complete',
  'lock',
  'unlock',
];
const ROLES: OrderRole[] = ['member', 'shop', 'system', 'platform'];
const EXPRESS = 1;
const PICKUP = 2;
const LOCAL = 3;
const VIRTUAL = 4;
const TYPES = [EXPRESS, PICKUP, LOCAL, VIRTUAL];

type Allowed = [from: number, action: OrderAction, who: OrderRole[], types: number[], to: number];
const EVERYONE = ROLES;
const ALLOWED: Allowed[] = [
  // pay (notify or a checkout with nothing left to pay): express/local wait for shipping, pickup for the
  // pickup, virtual goods are received at once
  [0, 'pay', ['system'], [EXPRESS, LOCAL], 1],
  [0, 'pay', ['system'], [PICKUP], 2],
  [0, 'pay', ['system'], [VIRTUAL], 4],
  // close: the member's button or the auto-close timer, only while unpaid
  [0, 'close', ['member', 'system'], TYPES, -1],
  // ship: the shop, some express lines (stays 1) or the rest (→ 3); local delivery ships at once
  [1, 'shipPart', ['shop'], [EXPRESS], 1],
  [1, 'ship', ['shop'], [EXPRESS, LOCAL], 3],
  // pickup: the shop's desk with the member's code
  [2, 'pickup', ['shop'], [PICKUP], 4],
  // receive: the member's button or the auto-receive timer; the member may extend once
  [3, 'receive', ['member', 'system'], [EXPRESS, LOCAL], 4],
  [3, 'extendReceive', ['member'], [EXPRESS, LOCAL], 3],
  // complete: the auto-complete timer
  [4, 'complete', ['system'], TYPES, 10],
  // lock / unlock for after-sales: paid and not yet complete, by anyone who handles a refund
  ...(['lock', 'unlock'] as const).flatMap((action): Allowed[] => [
    [1, action, EVERYONE, [EXPRESS, LOCAL], 1],
    [2, action, EVERYONE, [PICKUP], 2],
    [3, action, EVERYONE, [EXPRESS, LOCAL], 3],
    [4, action, EVERYONE, TYPES, 4],
  ]),
];

/** The status an order of `type` moves to, or null where the facts allow nothing. */
function expected(from: number, action: OrderAction, role: OrderRole, type: number): number | null {
  const row = ALLOWED.find(
    ([f, a, who, types]) => f === from && a === action && who.includes(role) && types.includes(type),
  );
  return row ? row[4] : null;
}

const cases = STATUSES.flatMap((from) =>
  ACTIONS.flatMap((action) => ROLES.map((role) => ({ from, action, role }))),
);
const allowedCases = cases.filter((c) => TYPES.some((t) => expected(c.from, c.action, c.role, t) !== null));
const refusedCases = cases.filter((c) => !allowedCases.includes(c));

describe('order transitions', () => {
  it.each(allowedCases)('$role may $action from $from (for the types the facts name)', (c) => {
    for (const type of TYPES) {
      const to = expected(c.from, c.action, c.role, type);
      const check = checkTransition({ orderStatus: c.from, orderType: type, isLock: 0 }, c.action, c.role);
      expect(check, `order type ${type}`).toEqual(
        to === null ? { allowed: false, reason: 'refused' } : expect.objectContaining({ allowed: true, to }),
      );
    }
  });

  it.each(refusedCases)('$role may not $action from $from', (c) => {
    for (const type of TYPES) {
      const check = checkTransition({ orderStatus: c.from, orderType: type, isLock: 0 }, c.action, c.role);
      expect(check, `order type ${type}`).toEqual({ allowed: false, reason: 'refused' });
    }
  });

  it('a locked order refuses every change but payment and the lock itself', () => {
    const locked = (from: number, type: number) => ({ orderStatus: from, orderType: type, isLock: 1 });
    for (const [from, action, who, types] of ALLOWED) {
      const check = checkTransition(locked(from, types[0]!), action, who[0]!);
      const stillAllowed = action === 'pay' || action === 'lock' || action === 'unlock';
      expect(check.allowed, `${action} from ${from}`).toBe(stillAllowed);
      if (!stillAllowed) expect(check).toEqual({ allowed: false, reason: 'locked' });
    }
  });

  it('logs each change under the action name the original used', () => {
    const log = (from: number, action: OrderAction, role: OrderRole, type = EXPRESS) => {
      const check = checkTransition({ orderStatus: from, orderType: type, isLock: 0 }, action, role);
      return check.allowed ? check.log : null;
    };
    expect(log(0, 'pay', 'system')).toBe('orderPay');
    expect(log(0, 'close', 'member')).toBe('orderClose');
    expect(log(1, 'shipPart', 'shop')).toBe('orderDelivery');
    expect(log(1, 'ship', 'shop')).toBe('orderDelivery');
    expect(log(2, 'pickup', 'shop', PICKUP)).toBe('pickup');
    expect(log(3, 'receive', 'member')).toBe('memberTakeDelivery');
    expect(log(3, 'receive', 'system')).toBe('autoTakeDelivery');
    expect(log(3, 'extendReceive', 'member')).toBe('extendTakeDelivery');
    expect(log(4, 'complete', 'system')).toBe('orderComplete');
  });
});
