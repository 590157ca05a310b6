/** Order statuses as the console names and colours them (facts §2.3: the names depend on the order type). */

const PICKUP = 2;

/** Key in the `order` namespace for an order's status. */
export function statusKey(orderType: number, status: number): string {
  if (orderType === PICKUP && status === 4) return 'status.pickedUp';
  return `status.s${status < 0 ? 'Closed' : status}`;
}

const COLORS: Record<number, string> = {
  0: 'gold',
  1: 'volcano',
  2: 'orange',
  3: 'blue',
  4: 'green',
  10: 'default',
  [-1]: 'default',
};
export const statusColor = (status: number) => COLORS[status] ?? 'default';

/** The list's status tabs (the merchant API's `order_status`). */
export const ORDER_TABS = [
  'all',
  'waitpay',
  'waitsend',
  'waitpickup',
  'shipped',
  'received',
  'closed',
] as const;
export type OrderTab = (typeof ORDER_TABS)[number];
